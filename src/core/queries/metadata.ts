import { searchKeys } from './search';
import { collectionKeys } from './collection';
import { adminApi } from '../api/admin';
import type { SearchDataRequest } from '../api/contract';
import { platform } from '../platform';
import { serverQuery, written } from './query';

/** Query keys of metadata (from general to specific: a write makes stale everything under a prefix). */
export const metadataKeys = {
  metadataChanges: (tenantId: string) => ['metadata-changes', tenantId] as const,
};

const admin = () => adminApi(platform().client);

/** The tenant's latest changes of clip metadata, newest first. */
export const metadataChangesQuery = (tenantId: string) =>
  serverQuery({
    queryKey: metadataKeys.metadataChanges(tenantId),
    queryFn: async ({ signal }) => (await admin().metadataChanges(undefined, signal)).changes,
  });

/** What a write of metadata changes: searches, collections (their copies) and the history. */
const stale = (tenantId: string) => [
  searchKeys.searches(tenantId),
  collectionKeys.collections(tenantId),
  metadataKeys.metadataChanges(tenantId),
];

/** Writes clips' metadata as one change; its id, for undoing it. */
export async function writeMetadata(tenantId: string, request: SearchDataRequest) {
  return (await written(admin().writeClips(request), stale(tenantId))).changeId;
}

export async function undoMetadata(tenantId: string, changeId: string): Promise<void> {
  await written(admin().undoChange(changeId), stale(tenantId));
}
