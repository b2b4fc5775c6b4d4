import type {
  Carousel,
  FeaturedItem,
  PublicPlacement,
  PublicTile,
  PublishWindow,
} from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import type { TenantSearch } from '../search/engine';
import { titleOf } from '../search/clip-title';
import { search } from '../search/service';
import {
  publicCollectionItems,
  publicCollectionRows,
  savedSearchQuery,
  type PublicCollectionRow,
} from './repository';
import { getLayout, listGroups } from './service';

const live = (window: PublishWindow, now: number) =>
  (!window.from || Date.parse(window.from) <= now) &&
  (!window.until || Date.parse(window.until) > now);

/** The tenant's public collections among `ids` (private and shared ones never show). */
async function publicCollections(db: Queryable, tenantId: string, ids: string[]) {
  const rows = await publicCollectionRows(db, tenantId, ids);
  return new Map(rows.map((r) => [r.id, r]));
}

const collectionTile = (c: PublicCollectionRow): PublicTile => ({
  kind: 'collection',
  id: c.id,
  title: c.title,
  clipCount: c.clip_count,
  duration: c.duration,
  thumbnail: c.first_asset_id ? { assetId: c.first_asset_id, at: c.first_offset ?? 0 } : null,
});

async function collectionClips(db: Queryable, tenantId: string, id: string, max: number) {
  const rows = await publicCollectionItems(db, tenantId, id, max);
  return rows.map((r): PublicTile => {
    let title = '';
    try {
      const stash = JSON.parse(r.stash) as { payload?: unknown };
      if (Array.isArray(stash.payload)) title = titleOf(tenantId, stash.payload);
    } catch {
      // A stash that is not JSON gives no title: the clip is named by its place.
    }
    return {
      kind: 'clip',
      id: `${id}/${r.position}`,
      title: title || `Clip ${r.position + 1}`,
      thumbnail: { assetId: r.asset_id, at: r.start_offset },
      clip: { assetId: r.asset_id, offset: r.start_offset, duration: r.duration },
    };
  });
}

/**
 * What a signed-out visitor of a location sees now: its featured items and rails, with only
 * what is public — public collections, published groups of this location inside their window,
 * featured items inside theirs. Anything else is left out without a trace.
 */
export async function publicPlacement(
  db: Queryable,
  tenantId: string,
  tenantSearch: TenantSearch,
  location: string,
  now = Date.now(),
): Promise<PublicPlacement> {
  const layout = await getLayout(db, tenantId, location);
  const groups = new Map(
    (await listGroups(db, tenantId))
      .filter(
        (g) => g.status === 'published' && g.placements.includes(location) && live(g.window, now),
      )
      .map((g) => [g.id, g]),
  );
  const wanted = [
    ...layout.featured.flatMap((f) =>
      f.kind === 'collection' ? [f.ref] : (groups.get(f.ref)?.playlists ?? []),
    ),
    ...layout.carousels.flatMap((c) =>
      c.source.kind === 'group'
        ? (groups.get(c.source.id)?.playlists ?? [])
        : c.source.kind === 'collection'
          ? [c.source.id]
          : [],
    ),
  ];
  const collections = await publicCollections(db, tenantId, [...new Set(wanted)]);
  const tilesOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const c = collections.get(id);
      return c ? [collectionTile(c)] : [];
    });

  const featured = layout.featured
    .filter((f: FeaturedItem) => live(f.window, now))
    .flatMap((f) =>
      tilesOf(f.kind === 'collection' ? [f.ref] : (groups.get(f.ref)?.playlists ?? [])),
    );

  const rails: PublicPlacement['rails'] = [];
  for (const rail of layout.carousels as Carousel[]) {
    let tiles: PublicTile[] = [];
    if (rail.source.kind === 'group') tiles = tilesOf(groups.get(rail.source.id)?.playlists ?? []);
    else if (rail.source.kind === 'collection')
      tiles = collections.has(rail.source.id)
        ? await collectionClips(db, tenantId, rail.source.id, rail.maxItems)
        : [];
    else tiles = await savedSearchTiles(db, tenantId, tenantSearch, rail.source.id, rail.maxItems);
    tiles = tiles.slice(0, rail.maxItems);
    if (tiles.length > 0) rails.push({ title: rail.title, tiles });
  }
  return { location, featured, rails, at: new Date(now).toISOString() };
}

/** A saved search's newest clips (its query and sort as saved), as tiles to play. */
async function savedSearchTiles(
  db: Queryable,
  tenantId: string,
  tenantSearch: TenantSearch,
  id: string,
  max: number,
): Promise<PublicTile[]> {
  const saved = await savedSearchQuery(db, tenantId, id);
  if (!saved) return [];
  const found = await search(db, tenantId, tenantSearch, {
    query: saved.query,
    sortBy: saved.sort,
    pageSize: max,
  }).catch(() => null);
  return (found?.results ?? []).map((hit) => ({
    kind: 'clip' as const,
    id: (hit.id ?? '').split('/')[0]!,
    title: titleOf(tenantId, hit.payload ?? []) || hit.assetTitle || '',
    thumbnail: hit.assetId ? { assetId: hit.assetId, at: hit.offset ?? 0 } : null,
    ...(hit.assetId
      ? { clip: { assetId: hit.assetId, offset: hit.offset ?? 0, duration: hit.duration ?? 0 } }
      : {}),
  }));
}
