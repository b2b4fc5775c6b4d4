import { useMemo } from 'react';
import type {
  CollectionSearchResponse,
  PlacementLayout,
  PlaylistGroup,
  PlaylistGroupInput,
} from '../../core/api/contract';
import { ApiError } from '../../core/api/errors';
import { errorInWords } from '../../core/api/error-words';
import { placementsApi } from '../../core/api/placements';
import { pageQueryClient, queryKeys } from '../../core/cache';
import { platform } from '../../core/platform';
import { useServerQuery, useTenant } from '../common';

const api = () => placementsApi(platform().client);

/** The tenant's playlist groups, in order. */
export function useGroups() {
  const tenantId = useTenant().tenantId;
  return useServerQuery<PlaylistGroup[], readonly unknown[]>(
    useMemo(
      () => ({
        queryKey: queryKeys.placements(tenantId, 'groups'),
        queryFn: ({ signal }: { signal: AbortSignal }) => api().groups(signal),
      }),
      [tenantId],
    ),
  );
}

/** A location's featured items and rails as saved. */
export function useLayout(location: string) {
  const tenantId = useTenant().tenantId;
  return useServerQuery<PlacementLayout, readonly unknown[]>(
    useMemo(
      () => ({
        queryKey: queryKeys.placements(tenantId, 'layout', location),
        queryFn: ({ signal }: { signal: AbortSignal }) => api().layout(location, signal),
        enabled: !!location,
      }),
      [tenantId, location],
    ),
  );
}

/** The most public collections a picker lists, by title. */
export const PICKABLE_COLLECTIONS = 100;

/** The tenant's public collections, the only ones a visitor may see, by title. */
export function usePublicCollections() {
  const tenantId = useTenant().tenantId;
  return useServerQuery<CollectionSearchResponse, readonly unknown[]>(
    useMemo(
      () => ({
        queryKey: [...queryKeys.collections(tenantId), 'public'],
        queryFn: () =>
          platform().playlists.search({
            pageSize: PICKABLE_COLLECTIONS,
            sortBy: 'title',
            sortDirection: 'asc',
            filters: [{ field: 'visibility', values: ['public'] }],
          }),
      }),
      [tenantId],
    ),
  );
}

/** Writes to groups and layouts; each refreshes everything publishing shows, previews included. */
export function usePublishingWrites() {
  const tenantId = useTenant().tenantId;
  return useMemo(() => {
    const settle = () =>
      pageQueryClient().invalidateQueries({ queryKey: queryKeys.placements(tenantId) });
    const after = async <T>(write: Promise<T>): Promise<T> => {
      const done = await write;
      await settle();
      return done;
    };
    return {
      createGroup: (group: PlaylistGroupInput) => after(api().createGroup(group)),
      updateGroup: (id: string, group: PlaylistGroupInput & { version: number }) =>
        after(api().updateGroup(id, group)),
      deleteGroup: (id: string) => after(api().deleteGroup(id)),
      orderGroups: (ids: string[]) => after(api().orderGroups({ ids })),
      saveLayout: (layout: PlacementLayout) => after(api().saveLayout(layout)),
      /** Reads the saved state again (after a conflict, say). */
      reload: settle,
    };
  }, [tenantId]);
}

/** Someone else saved it since this edit began. */
export function isSavedElsewhere(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** What a failed publishing write says to the person; the server's own words never show. */
export function publishingProblem(error: unknown, what: string, done = 'saved'): string {
  if (isSavedElsewhere(error))
    return `${what} was saved by someone else since you opened it. Save again to put yours in its place, or discard yours to keep theirs.`;
  if (error instanceof ApiError && error.body.code === 'unknown_ref')
    return `${what} names something that no longer exists. Reload, then choose again.`;
  if (error instanceof ApiError && error.body.code === 'unknown_collection')
    return `${what} names a collection that no longer exists. Reload, then choose again.`;
  return `${what} could not be ${done}. ${errorInWords(error)}`;
}
