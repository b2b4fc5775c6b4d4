import { useMemo } from 'react';
import { ApiError } from '../../core/api/errors';
import { errorInWords } from '../../core/api/error-words';
import { publicCollectionsQuery } from '../../core/queries/collections';
import { groupsQuery, layoutQuery, publishingWrites } from '../../core/queries/publishing';
import { useServerQuery, useTenant } from '../common';

export { PICKABLE_COLLECTIONS } from '../../core/queries/collections';

/** The tenant's playlist groups, in order. */
export function useGroups() {
  const tenantId = useTenant().tenantId;
  return useServerQuery(useMemo(() => groupsQuery(tenantId), [tenantId]));
}

/** A location's featured items and rails as saved. */
export function useLayout(location: string) {
  const tenantId = useTenant().tenantId;
  return useServerQuery(useMemo(() => layoutQuery(tenantId, location), [tenantId, location]));
}

/** The tenant's public collections, the only ones a visitor may see, by title. */
export function usePublicCollections() {
  const tenantId = useTenant().tenantId;
  return useServerQuery(useMemo(() => publicCollectionsQuery(tenantId), [tenantId]));
}

/** Writes to groups and layouts; each refreshes everything publishing shows, previews included. */
export function usePublishingWrites() {
  const tenantId = useTenant().tenantId;
  return useMemo(() => publishingWrites(tenantId), [tenantId]);
}

/** Someone else saved it since this edit began. */
export function isSavedElsewhere(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** What a failed publishing write says to the person; the server's own words never show. */
export function publishingProblem(error: unknown, what: string, done = 'saved'): string {
  if (isSavedElsewhere(error))
    return `${what} was saved by someone else since you opened it. Save again to put yours in its place, or discard yours to keep theirs.`;
  if (error instanceof ApiError && error.body.code === 'unknown_ref')
    return `${what} names something that no longer exists. Reload, then choose again.`;
  if (error instanceof ApiError && error.body.code === 'unknown_collection')
    return `${what} names a collection that no longer exists. Reload, then choose again.`;
  return `${what} could not be ${done}. ${errorInWords(error)}`;
}
