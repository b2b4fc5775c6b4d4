import { useMemo } from 'react';
import type { HighlightListQuery } from '../../core/queries/highlights';
import { gamesQuery, highlightWrites, packageListQuery } from '../../core/queries/highlights';
import { useServerQuery, useTenant } from '../common';

/** A page of packages with the total, read often while any of them builds. */
export function usePackageList(query: HighlightListQuery) {
  const tenantId = useTenant().tenantId;
  return useServerQuery(useMemo(() => packageListQuery(tenantId, query), [tenantId, query]));
}

/** The tenant's games (its match videos), newest first, for the game picker. */
export function useGames() {
  const tenantId = useTenant().tenantId;
  return useServerQuery(useMemo(() => gamesQuery(tenantId), [tenantId]));
}

/** Builds, reels and reviews of the tenant's highlights; each refreshes what it changed. */
export function useHighlightWrites() {
  const tenantId = useTenant().tenantId;
  return useMemo(() => highlightWrites(tenantId), [tenantId]);
}
