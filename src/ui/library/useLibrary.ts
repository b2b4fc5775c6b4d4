import { useMemo, useSyncExternalStore } from 'react';
import {
  libraryListQuery,
  libraryWrites,
  pageUploads,
  type LibraryListQuery,
} from '../../core/queries/library';
import { useServerQuery, useTenant } from '../common';

/** A page of the tenant's assets, read often while one is on its way. */
export function useLibraryList(query: LibraryListQuery) {
  const tenantId = useTenant().tenantId;
  return useServerQuery(useMemo(() => libraryListQuery(tenantId, query), [tenantId, query]));
}

/** Edits, deletions, cancels, retries and imports; each reads the lists again. */
export function useLibraryWrites() {
  const tenantId = useTenant().tenantId;
  return useMemo(() => libraryWrites(tenantId), [tenantId]);
}

/** The files this page is sending to the library, and the tracker that sends them. */
export function useUploads() {
  const tracker = pageUploads();
  const entries = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot);
  return { tracker, entries };
}
