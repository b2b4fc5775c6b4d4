import type { Carousel, Playlist, PlaylistGroup, SearchHit } from '../../src/core/api/contract';
import { tenantId } from './helpers';
import type { TestServer } from './helpers';

/** What an administrator does through the API to show collections at a location. */
export interface Publication {
  /** The tenant's key, e.g. 'cricket'. */
  tenant: string;
  location: string;
  /** Collections made of the tenant's first clips (up to 3 s each). */
  collections: Array<{ title: string; visibility: 'public' | 'private' | 'tenant' }>;
  groupTitle: string;
  /** Rails under the featured group; `collection: i` feeds one from the i-th collection. */
  carousels?: Array<{ title: string; collection: number; maxItems: number }>;
}

/**
 * Makes the collections, gathers them in a published group and features it at the location
 * (with the rails given), as an administrator of the tenant; returns the collections made.
 */
export async function publishCollections(
  server: TestServer,
  token: string,
  publication: Publication,
): Promise<Playlist[]> {
  const call = async <T>(method: string, url: string, body?: unknown) => {
    const res = await server.call<T>(method, url, { token, ...(body ? { body } : {}) });
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status}`);
    return res.body;
  };
  const hits = (
    await call<{ results: SearchHit[] }>('POST', '/middleware/search/search', {
      query: '*',
      pageSize: 3,
    })
  ).results;
  const collections: Playlist[] = [];
  for (const { title, visibility } of publication.collections)
    collections.push(
      await call<Playlist>(
        'POST',
        `/middleware/playlists/tenants/${tenantId(publication.tenant)}/users/me/playlists`,
        {
          title,
          visibility,
          clips: hits.map((h) => ({
            asset_id: h.assetId,
            offset: h.offset,
            duration: Math.min(h.duration, 3),
            stash: JSON.stringify(h),
          })),
        },
      ),
    );
  const group = await call<PlaylistGroup>('POST', '/middleware/placements/content', {
    title: publication.groupTitle,
    placements: [publication.location],
    playlists: collections.map((c) => c.id),
    status: 'published',
  });
  const at = `/middleware/placements/locations/${publication.location}`;
  const layout = await call<{ version: number }>('GET', at);
  const carousels: Carousel[] = (publication.carousels ?? []).map((c) => ({
    title: c.title,
    source: { kind: 'collection', id: collections[c.collection]!.id },
    maxItems: c.maxItems,
  }));
  await call('PUT', at, {
    version: layout.version,
    featured: [{ kind: 'group', ref: group.id, window: { from: null, until: null } }],
    carousels,
  });
  return collections;
}
