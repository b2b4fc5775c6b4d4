import { useMemo } from 'react';
import type { HighlightPackageRow } from '../../core/api/contract';
import { highlightsApi, type HighlightListQuery } from '../../core/api/highlights';
import { assetApi } from '../../core/api/assets';
import { pageQueryClient } from '../../core/cache';
import { platform } from '../../core/platform';
import { useServerQuery, useTenant } from '../common';

/** The highlights calls on the page's one client, made here so only pages with them carry them. */
export const highlights = () => highlightsApi(platform().client);

const building = (rows: readonly HighlightPackageRow[] | undefined) =>
  (rows ?? []).some((r) => r.status === 'queued' || r.status === 'building');

/** How often the list is read again while a package builds. */
const BUILDING_REFRESH_MS = 1000;

export const highlightKeys = {
  all: (tenantId: string) => ['highlights', tenantId] as const,
  list: (tenantId: string, query: HighlightListQuery) =>
    ['highlights', tenantId, 'list', query] as const,
  one: (tenantId: string, id: string) => ['highlights', tenantId, 'one', id] as const,
  games: (tenantId: string) => ['highlights', tenantId, 'games'] as const,
};

/** A page of packages with the total, read often while any of them builds. */
export function usePackageList(query: HighlightListQuery) {
  const tenantId = useTenant().tenantId;
  const options = useMemo(
    () => ({
      queryKey: highlightKeys.list(tenantId, query),
      queryFn: ({ signal }: { signal: AbortSignal }) => highlights().list(query, signal),
      placeholderData: (previous: { rows: HighlightPackageRow[]; total: number } | undefined) =>
        previous,
      refetchInterval: (q: { state: { data: { rows: HighlightPackageRow[] } | undefined } }) =>
        building(q.state.data?.rows) ? BUILDING_REFRESH_MS : false,
    }),
    [tenantId, query],
  );
  return useServerQuery(options);
}

/** The tenant's games (its match videos), newest first, for the game picker. */
export function useGames() {
  const tenantId = useTenant().tenantId;
  const options = useMemo(
    () => ({
      queryKey: highlightKeys.games(tenantId),
      queryFn: async () => {
        const page = await assetApi(platform().client).assets({ size: 100, sortDesc: true });
        return page.content.filter((a) => a.kind === 'video');
      },
      staleTime: 60_000,
    }),
    [tenantId],
  );
  return useServerQuery(options);
}

/** Everything cached of the tenant's highlights is read again (after a build or a review). */
export const refreshHighlights = (tenantId: string) =>
  pageQueryClient().invalidateQueries({ queryKey: highlightKeys.all(tenantId) });
