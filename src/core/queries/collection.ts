import type { PlaylistListQuery } from '../api/playlists';
import { platform } from '../platform';
import { serverQuery } from './query';

/** Query keys of collections (from general to specific: a write makes stale everything under a prefix). */
export const collectionKeys = {
  /** Every collection query of a tenant: lists and single collections. */
  collections: (tenantId: string) => ['collections', tenantId] as const,
  collectionList: (tenantId: string, query: PlaylistListQuery) =>
    ['collections', tenantId, 'mine', query] as const,
  collection: (tenantId: string, id: string) => ['collections', tenantId, 'one', id] as const,
  /** The tenant's public collections, for publishing's pickers. */
  publicCollections: (tenantId: string) => ['collections', tenantId, 'public'] as const,
};

/** One collection with its items (the player and the editor share it). */
export const collectionQuery = (tenantId: string, id: string) =>
  serverQuery({
    queryKey: collectionKeys.collection(tenantId, id),
    queryFn: ({ signal }) => platform().playlists.get(tenantId, id, signal),
  });
