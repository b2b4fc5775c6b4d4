import type { FacetRequest, PlayableRequest, SearchRequest } from '../api/contract';
import type { PlaylistListQuery } from '../api/playlists';

/**
 * Query keys per resource (TanStack convention: from general to specific), so that a write
 * can invalidate everything under a prefix, e.g. all searches of a tenant.
 */
export const queryKeys = {
  tenancies: (userId: string) => ['identity', 'tenancies', userId] as const,
  user: (tenantId: string, userId: string) => ['identity', 'user', tenantId, userId] as const,
  tenant: (tenantId: string) => ['identity', 'tenant', tenantId] as const,
  users: (tenantId: string) => ['identity', 'users', tenantId] as const,
  asset: (tenantId: string, assetId: string) => ['asset', tenantId, assetId] as const,
  keyframes: (tenantId: string, assetId: string, format: 'MP4' | 'HLS') =>
    ['asset', tenantId, assetId, 'keyframes', format] as const,
  waveform: (tenantId: string, assetId: string, from: number, to: number) =>
    ['asset', tenantId, assetId, 'waveform', from, to] as const,
  bumpers: (tenantId: string, words: string) => ['search', tenantId, 'bumpers', words] as const,
  searches: (tenantId: string) => ['search', tenantId] as const,
  /** A person's saved searches (not under `searches`: a new search never changes them). */
  savedSearches: (tenantId: string, userId: string) =>
    ['saved-searches', tenantId, userId] as const,
  search: (tenantId: string, request: SearchRequest) => ['search', tenantId, request] as const,
  facet: (tenantId: string, request: FacetRequest) =>
    ['search', tenantId, 'facet', request] as const,
  similar: (tenantId: string, clipId: string, page: number) =>
    ['search', tenantId, 'similar', clipId, page] as const,
  autocomplete: (tenantId: string, query: string) =>
    ['search', tenantId, 'autocomplete', query] as const,
  /** Every collection query of a tenant: lists and single collections. */
  collections: (tenantId: string) => ['collections', tenantId] as const,
  collectionList: (tenantId: string, query: PlaylistListQuery) =>
    ['collections', tenantId, 'mine', query] as const,
  collection: (tenantId: string, id: string) => ['collections', tenantId, 'one', id] as const,
  /** A person's exports (the status list). */
  exports: (tenantId: string, email: string) => ['exports', tenantId, email] as const,
  deploymentKey: (tenant: string) => ['identity', 'deployment', tenant] as const,
  /** Publishing: all of a tenant's; then 'groups', ('layout', location) or ('public', location). */
  placements: (tenantId: string, ...what: string[]) => ['placements', tenantId, ...what] as const,
  playable: (tenantId: string, request: PlayableRequest) =>
    ['playback', tenantId, request] as const,
};
