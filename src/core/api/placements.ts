import type { ApiClient } from './client';
import type {
  GroupOrder,
  PlacementLayout,
  PlaylistGroup,
  PlaylistGroupInput,
  PublicPlacement,
} from './contract';

const path = (part: string) => encodeURIComponent(part);

/**
 * Publishing's calls (docs/publishing.md): the administrators' groups and layouts, and what a
 * signed-out visitor of a location sees. Apart from the platform's, so that only
 * `<vs-placement>` and the publishing pages carry them.
 */
export function placementsApi(client: ApiClient) {
  return {
    publicPlacement(location: string, signal?: AbortSignal) {
      return client.request<PublicPlacement>(
        'middleware',
        `/placements/public/${path(location)}`,
        signal ? { signal } : {},
      );
    },
    groups(signal?: AbortSignal) {
      return client.request<PlaylistGroup[]>(
        'middleware',
        '/placements/content',
        signal ? { signal } : {},
      );
    },
    createGroup(group: PlaylistGroupInput) {
      return client.request<PlaylistGroup>('middleware', '/placements/content', { body: group });
    },
    /** Saves at `group.version`; a newer save elsewhere answers 409 `version_conflict`. */
    updateGroup(id: string, group: PlaylistGroupInput & { version: number }) {
      return client.request<PlaylistGroup>('middleware', `/placements/content/${path(id)}`, {
        method: 'PUT',
        body: group,
      });
    },
    deleteGroup(id: string) {
      return client.request<Response>('middleware', `/placements/content/${path(id)}`, {
        method: 'DELETE',
        raw: true,
      });
    },
    orderGroups(order: GroupOrder) {
      return client.request<PlaylistGroup[]>('middleware', '/placements/content-order', {
        method: 'PUT',
        body: order,
      });
    },
    layout(location: string, signal?: AbortSignal) {
      return client.request<PlacementLayout>(
        'middleware',
        `/placements/locations/${path(location)}`,
        signal ? { signal } : {},
      );
    },
    saveLayout(layout: PlacementLayout) {
      const { location, ...body } = layout;
      return client.request<PlacementLayout>(
        'middleware',
        `/placements/locations/${path(location)}`,
        {
          method: 'PUT',
          body,
        },
      );
    },
  };
}
