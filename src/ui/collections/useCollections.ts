import { useMemo } from 'react';
import type { PlaylistListQuery } from '../../core/queries/collections';
import { collectionListQuery, collectionWrites } from '../../core/queries/collections';
import { useServerQuery, useTenant } from '../common';
import { errorInWords } from '../../core/api/error-words';

export { isConflict } from '../../core/queries/collections';

/** The signed-in person's collections, a page at a time, filtered by title. */
export function useCollectionList(query: PlaylistListQuery) {
  const tenantId = useTenant().tenantId;
  return useServerQuery(useMemo(() => collectionListQuery(tenantId, query), [tenantId, query]));
}

/** Writes to collections; each refreshes every collection list and view of the tenant. */
export function useCollectionWrites() {
  const tenantId = useTenant().tenantId;
  return useMemo(() => collectionWrites(tenantId), [tenantId]);
}

/** What a failed write says to the person. */
export function writeProblem(error: unknown): string {
  return errorInWords(error);
}
