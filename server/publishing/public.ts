import {
  PLACEMENT_LIVE_REFRESH_SECONDS,
  PLACEMENT_REFRESH_SECONDS,
  type Carousel,
  type FeaturedItem,
  type PublicPlacement,
  type PublicTile,
  type PublishWindow,
  type SearchHit,
} from '../../src/core/api/contract';
import { liveMatchesOf } from '../live/service';
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
import { itemsAllowed } from '../rights/windows';

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
  const all = await publicCollectionItems(db, tenantId, id, max);
  const rows = await itemsAllowed(
    db,
    tenantId,
    all.map((r) => ({ ...r, offset: r.start_offset })),
    'public',
  );
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

  const liveMatches = await liveMatchesOf(db, tenantId);
  // A saved search's rail takes a live match's new clips as they come, the first one too.
  let followsLive = false;
  const rails: PublicPlacement['rails'] = [];
  for (const rail of layout.carousels as Carousel[]) {
    let tiles: PublicTile[] = [];
    if (rail.source.kind === 'group') tiles = tilesOf(groups.get(rail.source.id)?.playlists ?? []);
    else if (rail.source.kind === 'collection')
      tiles = collections.has(rail.source.id)
        ? await collectionClips(db, tenantId, rail.source.id, rail.maxItems)
        : [];
    else
      tiles = await savedSearchTiles(
        db,
        tenantId,
        tenantSearch,
        rail.source.id,
        rail.maxItems,
        liveMatches,
      );
    tiles = tiles.slice(0, rail.maxItems);
    const live = tiles.some((t) => t.clip && liveMatches.has(t.clip.assetId));
    if (live || (rail.source.kind === 'saved-search' && liveMatches.size > 0)) followsLive = true;
    if (tiles.length > 0) rails.push({ title: rail.title, tiles, ...(live ? { live } : {}) });
  }
  return {
    location,
    featured,
    rails,
    at: new Date(now).toISOString(),
    refreshSeconds: followsLive ? PLACEMENT_LIVE_REFRESH_SECONDS : PLACEMENT_REFRESH_SECONDS,
  };
}

/**
 * The latest clips a search finds of each live match, latest first: "newest" orders a match's
 * clips by play, so a live match's newest are its last (read from the end of its clips).
 */
async function latestOfLiveMatches(
  db: Queryable,
  tenantId: string,
  tenantSearch: TenantSearch,
  query: string,
  liveMatches: ReadonlySet<string>,
  max: number,
): Promise<Array<Partial<SearchHit>>> {
  const latest: Array<Partial<SearchHit>> = [];
  for (const assetId of liveMatches) {
    const ask = (page: number) =>
      search(
        db,
        tenantId,
        tenantSearch,
        { query: `(${query}) AND assetId:"${assetId}"`, sortBy: 'oldest', pageSize: max, page },
        'partner-rail',
      );
    // Pages count from 1: the last two hold the last `max` clips.
    const first = await ask(1);
    const last = Math.floor(Math.max(0, first.total - 1) / max) + 1;
    const tail =
      last === 1 ? first.results : [...(await ask(last - 1)).results, ...(await ask(last)).results];
    latest.push(...tail.slice(-max).reverse());
  }
  return latest;
}

/**
 * A saved search's newest clips (its query and sort as saved), as tiles to play; sorted
 * newest, a live match's latest clips come first.
 */
async function savedSearchTiles(
  db: Queryable,
  tenantId: string,
  tenantSearch: TenantSearch,
  id: string,
  max: number,
  liveMatches: ReadonlySet<string>,
): Promise<PublicTile[]> {
  const saved = await savedSearchQuery(db, tenantId, id);
  if (!saved) return [];
  const hits = await Promise.resolve()
    .then(async () => {
      const found = await search(
        db,
        tenantId,
        tenantSearch,
        { query: saved.query, sortBy: saved.sort, pageSize: max },
        'partner-rail',
      );
      if (saved.sort !== 'newest' || liveMatches.size === 0) return found.results;
      const live = await latestOfLiveMatches(
        db,
        tenantId,
        tenantSearch,
        saved.query,
        liveMatches,
        max,
      );
      const shown = new Set(live.map((h) => h.id ?? ''));
      return [...live, ...found.results.filter((h) => !shown.has(h.id ?? ''))].slice(0, max);
    })
    .catch(() => []);
  return hits.map((hit) => ({
    kind: 'clip' as const,
    id: (hit.id ?? '').split('/')[0]!,
    title: titleOf(tenantId, hit.payload ?? []) || hit.assetTitle || '',
    thumbnail: hit.assetId ? { assetId: hit.assetId, at: hit.offset ?? 0 } : null,
    ...(hit.assetId
      ? { clip: { assetId: hit.assetId, offset: hit.offset ?? 0, duration: hit.duration ?? 0 } }
      : {}),
  }));
}
