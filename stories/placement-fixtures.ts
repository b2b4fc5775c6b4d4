import type { PublicPlacement, PublicTile } from '../src/core/api/contract';
import { FIXTURE_COLLECTIONS } from './collection-fixtures';
import { FIXTURE_HITS } from './search-fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const collectionTile = (index: number, title?: string): PublicTile => {
  const c = FIXTURE_COLLECTIONS[index]!;
  return {
    kind: 'collection',
    id: c.id,
    title: title ?? c.title,
    clipCount: c.total_items,
    duration: c.duration,
    thumbnail: c.first_item ? { assetId: c.first_item.asset_id, at: c.first_item.offset } : null,
  };
};

const clipTiles = (count: number): PublicTile[] =>
  FIXTURE_HITS.slice(0, count).map((hit, i) => ({
    kind: 'clip',
    id: hit.id,
    title: hit.payload?.find((p) => p.category === 'batter')?.value ?? `Clip ${i + 1}`,
    thumbnail: { assetId: hit.assetId, at: i % 5 },
    clip: { assetId: hit.assetId, offset: i % 5, duration: 2 + (i % 2) },
  }));

/** A cricket location: two featured collections, then two rails. */
export function fixturePlacement(location: string, long: boolean, live = false): PublicPlacement {
  return {
    location,
    featured: [
      collectionTile(
        0,
        long
          ? 'Weekend highlights reel: every boundary, wicket and review of the final day at the ground, with the presentation'
          : undefined,
      ),
      collectionTile(2),
    ],
    rails: [
      live
        ? { title: 'Live: Kings v Royals, the latest', tiles: clipTiles(8), live: true }
        : { title: 'Latest Kohli clips', tiles: clipTiles(8) },
      { title: 'From the coaches', tiles: [collectionTile(1)] },
    ],
    at: new Date().toISOString(),
    refreshSeconds: live ? 5 : 30,
  };
}

/** The publishing calls a signed-out page makes; null for any other call. */
export function placementCall(
  url: URL,
  mode: 'results' | 'long' | 'empty' | 'live',
): Response | null {
  if (url.pathname.endsWith('/v2/iam/deployment'))
    return json({ tenantId: 'story-tenant', apiKey: 'vs_free_story' });
  const location = /\/placements\/public\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!location) return null;
  if (mode === 'empty')
    return json({
      location,
      featured: [],
      rails: [],
      at: new Date().toISOString(),
      refreshSeconds: 30,
    });
  return json(fixturePlacement(decodeURIComponent(location), mode === 'long', mode === 'live'));
}
