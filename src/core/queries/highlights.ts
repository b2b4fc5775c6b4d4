import type { HighlightPackageRow, HighlightReview, ReelRequest } from '../api/contract';
import { assetApi } from '../api/assets';
import { highlightsApi, type HighlightListQuery } from '../api/highlights';
import { platform } from '../platform';
import { keepPrevious, serverQuery, written } from './query';

export type { HighlightListQuery };

/** Query keys of highlights (from general to specific: a write makes stale everything under a prefix). */
export const highlightKeys = {
  /** Everything cached of a tenant's highlights: lists, packages, their groups, the games. */
  highlights: (tenantId: string) => ['highlights', tenantId] as const,
  highlightList: (tenantId: string, query: HighlightListQuery) =>
    ['highlights', tenantId, 'list', query] as const,
  highlightPackage: (tenantId: string, id: string) => ['highlights', tenantId, 'one', id] as const,
  highlightGroupValues: (tenantId: string, id: string, by: string) =>
    ['highlights', tenantId, 'one', id, 'lists', by] as const,
  highlightGroupClips: (tenantId: string, id: string, group: string) =>
    ['highlights', tenantId, 'one', id, 'group', group] as const,
  games: (tenantId: string) => ['highlights', tenantId, 'games'] as const,
  /** Packages being built, followed apart: refreshing the highlights must not restart it. */
  highlightBuild: (tenantId: string, ids: readonly string[] | null) =>
    ['highlight-build', tenantId, ids] as const,
};

/** The highlights calls, made here so that only pages with highlights carry them. */
export const highlights = () => highlightsApi(platform().client);

/** How often packages are read again while any of them builds. */
export const BUILDING_REFRESH_MS = 1000;

/** How often a package of a live match is read again: it grows as the match's clips come. */
export const LIVE_REFRESH_MS = 5000;

export const building = (status: string | undefined) =>
  status === 'queued' || status === 'building';
const settled = (status: string) => status === 'ready' || status === 'failed';

/** A page of packages with the total, read often while any of them builds. */
export const packageListQuery = (tenantId: string, query: HighlightListQuery) =>
  serverQuery({
    queryKey: highlightKeys.highlightList(tenantId, query),
    queryFn: ({ signal }) => highlights().list(query, signal),
    placeholderData: keepPrevious,
    refetchInterval: (q) =>
      (q.state.data?.rows ?? []).some((r) => building(r.status))
        ? BUILDING_REFRESH_MS
        : (q.state.data?.rows ?? []).some((r) => r.live)
          ? LIVE_REFRESH_MS
          : false,
  });

/** The tenant's games (its match videos), newest first, for the game picker. */
export const gamesQuery = (tenantId: string) =>
  serverQuery({
    queryKey: highlightKeys.games(tenantId),
    queryFn: async () => {
      const page = await assetApi(platform().client).assets({ size: 100, sortDesc: true });
      return page.content.filter((a) => a.kind === 'video');
    },
    staleTime: 60_000,
  });

/** The packages of a build being followed, read every second until each is ready or failed. */
export const buildProgressQuery = (tenantId: string, ids: readonly string[] | null) =>
  serverQuery({
    queryKey: highlightKeys.highlightBuild(tenantId, ids),
    queryFn: async (): Promise<HighlightPackageRow[]> => {
      const { rows } = await highlights().list({ limit: 500 });
      return rows.filter((r) => ids?.includes(r.id));
    },
    enabled: ids !== null,
    refetchInterval: (q) =>
      q.state.data?.every((r) => settled(r.status)) ? false : BUILDING_REFRESH_MS,
  });

/** Builds, reels and reviews; each has the tenant's highlights read again. */
export function highlightWrites(tenantId: string) {
  const stale = [highlightKeys.highlights(tenantId)];
  return {
    buildGame: (assetId: string) => written(highlights().buildGame(assetId), stale),
    makeReel: (request: ReelRequest) => written(highlights().makeReel(request), stale),
    /** Saves a review; the caller refreshes when it chooses (`refresh`). */
    review: (id: string, review: HighlightReview) => highlights().review(id, review),
    refresh: () => written(Promise.resolve(), stale),
  };
}
