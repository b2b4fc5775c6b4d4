import { useMemo } from 'react';
import { adminApi } from '../../core/api/admin';
import type { SearchDataRequest } from '../../core/api/contract';
import { pageQueryClient, queryKeys } from '../../core/cache';
import { platform } from '../../core/platform';
import { useServerQuery, useTenant } from '../common';

export const metadataApi = () => adminApi(platform().client);

const historyKey = (tenantId: string) => ['metadata-changes', tenantId] as const;

/** The tenant's latest changes of clip metadata, newest first. */
export function useMetadataHistory() {
  const { tenantId } = useTenant();
  return useServerQuery(
    useMemo(
      () => ({
        queryKey: historyKey(tenantId),
        queryFn: async ({ signal }: { signal: AbortSignal }) =>
          (await metadataApi().metadataChanges(undefined, signal)).changes,
      }),
      [tenantId],
    ),
  );
}

/** After a write: searches, collections and the history are read again. */
async function written(tenantId: string): Promise<void> {
  const client = pageQueryClient();
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.searches(tenantId) }),
    client.invalidateQueries({ queryKey: queryKeys.collections(tenantId) }),
    client.invalidateQueries({ queryKey: historyKey(tenantId) }),
  ]);
}

/** Writes clips' metadata as one change; its id, for undoing it. */
export async function writeMetadata(tenantId: string, request: SearchDataRequest) {
  const { changeId } = await metadataApi().writeClips(request);
  await written(tenantId);
  return changeId;
}

export async function undoMetadata(tenantId: string, changeId: string) {
  await metadataApi().undoChange(changeId);
  await written(tenantId);
}
