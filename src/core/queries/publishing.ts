import type { PlacementLayout, PlaylistGroupInput } from '../api/contract';
import { placementsApi } from '../api/placements';
import { platform } from '../platform';
import { serverQuery, written } from './query';

/** Query keys of publishing (from general to specific: a write makes stale everything under a prefix). */
export const publishingKeys = {
  /** Publishing: all of a tenant's; then 'groups', ('layout', location) or ('public', location). */
  placements: (tenantId: string, ...what: string[]) => ['placements', tenantId, ...what] as const,
};

/** How often a location is asked for again: with the server's 20 s cache, a change shows within a minute. */
export const PLACEMENT_REFRESH_MS = 30_000;

/** The publishing calls (`placements/…` on the wire), made here so only pages with them carry them. */
const placements = () => placementsApi(platform().client);

/** The tenant's playlist groups, in order. */
export const groupsQuery = (tenantId: string) =>
  serverQuery({
    queryKey: publishingKeys.placements(tenantId, 'groups'),
    queryFn: ({ signal }) => placements().groups(signal),
  });

/** A location's featured items and rails as saved. */
export const layoutQuery = (tenantId: string, location: string) =>
  serverQuery({
    queryKey: publishingKeys.placements(tenantId, 'layout', location),
    queryFn: ({ signal }) => placements().layout(location, signal),
    enabled: !!location,
  });

/** What a visitor of a location sees now; read again now and then. */
export const publicPlacementQuery = (tenantId: string, location: string, enabled: boolean) =>
  serverQuery({
    queryKey: publishingKeys.placements(tenantId, 'public', location),
    queryFn: ({ signal }) => placements().publicPlacement(location, signal),
    enabled,
    // Sooner while a rail follows a live match: the answer says so.
    refetchInterval: (q) =>
      q.state.data ? q.state.data.refreshSeconds * 1000 : PLACEMENT_REFRESH_MS,
  });

/** Writes to groups and layouts; each refreshes everything publishing shows, previews included. */
export function publishingWrites(tenantId: string) {
  const stale = [publishingKeys.placements(tenantId)];
  return {
    createGroup: (group: PlaylistGroupInput) => written(placements().createGroup(group), stale),
    updateGroup: (id: string, group: PlaylistGroupInput & { version: number }) =>
      written(placements().updateGroup(id, group), stale),
    deleteGroup: (id: string) => written(placements().deleteGroup(id), stale),
    orderGroups: (ids: string[]) => written(placements().orderGroups({ ids }), stale),
    saveLayout: (layout: PlacementLayout) => written(placements().saveLayout(layout), stale),
    /** Reads the saved state again (after a conflict, say). */
    reload: () => written(Promise.resolve(), stale),
  };
}
