import type { Playlist, PlaylistClip, PlaylistCreate, PlaylistPatch } from '../api/contract';
import { ApiError } from '../api/errors';
import type { PlaylistListQuery } from '../api/playlists';
import { pageQueryClient } from '../cache/query-client';
import { platform } from '../platform';
import { collectionKeys, collectionQuery } from './collection';
import { keepPrevious, serverQuery } from './query';

export { COLLECTION_LIST_LIMIT, type PlaylistListQuery } from '../api/playlists';
export { collectionKeys, collectionQuery } from './collection';

/** Times an append re-reads the collection when others keep saving it. */
const APPEND_ATTEMPTS = 3;

/** The most public collections a picker lists, by title. */
export const PICKABLE_COLLECTIONS = 100;

/** The signed-in person's collections, a page at a time, filtered by title. */
export const collectionListQuery = (tenantId: string, query: PlaylistListQuery) =>
  serverQuery({
    queryKey: collectionKeys.collectionList(tenantId, query),
    queryFn: ({ signal }) => platform().playlists.mine(tenantId, query, signal),
    placeholderData: keepPrevious,
  });

/** The tenant's public collections, the only ones a visitor may see, by title. */
export const publicCollectionsQuery = (tenantId: string) =>
  serverQuery({
    queryKey: collectionKeys.publicCollections(tenantId),
    queryFn: () =>
      platform().playlists.search({
        pageSize: PICKABLE_COLLECTIONS,
        sortBy: 'title',
        sortDirection: 'asc',
        filters: [{ field: 'visibility', values: ['public'] }],
      }),
  });

/** Someone else saved the collection since this edit began (409 version_conflict). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** Writes to collections; each refreshes every collection list and view of the tenant. */
export function collectionWrites(tenantId: string) {
  const { playlists } = platform();
  const client = pageQueryClient();
  const settle = async (saved?: Playlist) => {
    if (saved) client.setQueryData(collectionKeys.collection(tenantId, saved.id), saved);
    await client.invalidateQueries({
      queryKey: collectionKeys.collections(tenantId),
      // The one just written is already current.
      predicate: (q) => !saved || q.queryKey[3] !== saved.id,
    });
  };
  return {
    async create(body: PlaylistCreate) {
      const saved = await playlists.create(tenantId, body);
      await settle(saved);
      return saved;
    },
    async update(id: string, patch: PlaylistPatch) {
      const saved = await playlists.update(tenantId, id, patch);
      await settle(saved);
      return saved;
    },
    /** The newest saved version, read again from the server into the page's cache. */
    latest(id: string) {
      return client.fetchQuery({ ...collectionQuery(tenantId, id), staleTime: 0 });
    },
    /**
     * Adds items at the end of the latest version. Adding commutes with other edits, so a
     * save that lands in between is read again rather than reported as a conflict.
     */
    async append(id: string, clips: PlaylistClip[]) {
      for (let attempt = 1; ; attempt++) {
        const latest = await playlists.get(tenantId, id);
        try {
          const saved = await playlists.update(tenantId, id, {
            version: latest.version,
            clips: [...latest.clips, ...clips],
          });
          await settle(saved);
          return saved;
        } catch (error) {
          if (!isConflict(error) || attempt === APPEND_ATTEMPTS) throw error;
        }
      }
    },
    async remove(id: string) {
      await playlists.remove(tenantId, id);
      client.removeQueries({ queryKey: collectionKeys.collection(tenantId, id) });
      await settle();
    },
  };
}
