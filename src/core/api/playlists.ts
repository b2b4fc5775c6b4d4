import { LIMITS } from './contract';
import type { ApiClient } from './client';
import type {
  CollectionFilter,
  CollectionSearchResponse,
  CollectionSortBy,
  Playlist,
  PlaylistCreate,
  PlaylistListResponse,
  PlaylistListSort,
  PlaylistPatch,
} from './contract';

/** SPEC §9: a collection list holds 40 by default. */
export const COLLECTION_LIST_LIMIT = LIMITS.collectionListLimit;

export interface PlaylistListQuery {
  /** From 1. */
  page?: number;
  title?: string;
  limit?: number;
  sort?: PlaylistListSort;
}

export interface CollectionSearchQuery {
  query?: string;
  page?: number;
  pageSize?: number;
  sortBy?: CollectionSortBy;
  sortDirection?: 'asc' | 'desc';
  filters?: CollectionFilter[];
}

/** The middleware's collection calls (SPEC §7): the caller's list, one collection, search. */
export function playlistApi(client: ApiClient) {
  const tenantPath = (tenantId: string) => `/playlists/tenants/${encodeURIComponent(tenantId)}`;
  const one = (tenantId: string, id: string) =>
    `${tenantPath(tenantId)}/playlists/${encodeURIComponent(id)}`;
  return {
    mine(tenantId: string, query: PlaylistListQuery = {}, signal?: AbortSignal) {
      return client.request<PlaylistListResponse>(
        'middleware',
        `${tenantPath(tenantId)}/users/me/playlists`,
        {
          query: {
            page: query.page ?? 1,
            limit: query.limit ?? COLLECTION_LIST_LIMIT,
            ...(query.title?.trim() ? { title: query.title.trim() } : {}),
            ...(query.sort ? { sort: query.sort } : {}),
          },
          ...(signal ? { signal } : {}),
        },
      );
    },
    get(tenantId: string, id: string, signal?: AbortSignal) {
      return client.request<Playlist>('middleware', one(tenantId, id), signal ? { signal } : {});
    },
    create(tenantId: string, body: PlaylistCreate) {
      return client.request<Playlist>('middleware', `${tenantPath(tenantId)}/users/me/playlists`, {
        method: 'POST',
        body,
      });
    },
    /** Refused with a 409 `version_conflict` when someone saved since `patch.version`. */
    update(tenantId: string, id: string, patch: PlaylistPatch) {
      return client.request<Playlist>('middleware', one(tenantId, id), {
        method: 'PATCH',
        body: patch,
      });
    },
    remove(tenantId: string, id: string) {
      return client.request<void>('middleware', one(tenantId, id), { method: 'DELETE' });
    },
    search(query: CollectionSearchQuery = {}) {
      return client.request<CollectionSearchResponse>('middleware', '/search/collection/search', {
        query: {
          ...(query.query ? { query: query.query } : {}),
          page: query.page ?? 1,
          pageSize: query.pageSize ?? COLLECTION_LIST_LIMIT,
          ...(query.sortBy ? { sortBy: query.sortBy } : {}),
          ...(query.sortDirection ? { sortDirection: query.sortDirection } : {}),
          ...(query.filters?.length ? { filters: JSON.stringify(query.filters) } : {}),
        },
      });
    },
  };
}
