import { useMemo } from 'react';
import type {
  Playlist,
  PlaylistClip,
  PlaylistCreate,
  PlaylistListResponse,
  PlaylistPatch,
} from '../../core/api/contract';
import { ApiError } from '../../core/api/errors';
import type { PlaylistListQuery } from '../../core/api/playlists';
import { pageQueryClient, queryKeys } from '../../core/cache';
import { platform } from '../../core/platform';
import { useServerQuery, useTenant } from '../common';
import { errorInWords } from '../../core/api/error-words';

/** Times an append re-reads the collection when others keep saving it. */
const APPEND_ATTEMPTS = 3;

/** The signed-in person's collections, a page at a time, filtered by title. */
export function useCollectionList(query: PlaylistListQuery) {
  const tenantId = useTenant().tenantId;
  const options = useMemo(
    () => ({
      queryKey: queryKeys.collectionList(tenantId, query),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        platform().playlists.mine(tenantId, query, signal),
      placeholderData: (previous: PlaylistListResponse | undefined) => previous,
    }),
    [tenantId, query],
  );
  return useServerQuery<PlaylistListResponse, ReturnType<typeof queryKeys.collectionList>>(options);
}

/** Writes to collections; each refreshes every collection list and view of the tenant. */
export function useCollectionWrites() {
  const tenantId = useTenant().tenantId;
  return useMemo(() => {
    const { playlists } = platform();
    const client = pageQueryClient();
    const settle = async (saved?: Playlist) => {
      if (saved) client.setQueryData(queryKeys.collection(tenantId, saved.id), saved);
      await client.invalidateQueries({
        queryKey: queryKeys.collections(tenantId),
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
        return client.fetchQuery({
          queryKey: queryKeys.collection(tenantId, id),
          queryFn: ({ signal }) => playlists.get(tenantId, id, signal),
          staleTime: 0,
        });
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
        client.removeQueries({ queryKey: queryKeys.collection(tenantId, id) });
        await settle();
      },
    };
  }, [tenantId]);
}

/** Someone else saved the collection since this edit began (409 version_conflict). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** What a failed write says to the person. */
export function writeProblem(error: unknown): string {
  return errorInWords(error);
}
