import { useMemo } from 'react';
import type { ExportRequest, ExportStatusItem } from '../../core/api/contract';
import { pageQueryClient, queryKeys } from '../../core/cache';
import { publicationApi } from '../../core/api/publication';
import { platform } from '../../core/platform';
import { useAccount, useServerQuery, useTenant } from '../common';

/** How often the list is read again while an export runs, and while none does. */
const RUNNING_REFRESH_MS = 1500;
const IDLE_REFRESH_MS = 60_000;

/**
 * The publication calls, on the page's one client. Made here rather than with the platform,
 * so that only pages with exports carry them.
 */
export const publication = () => publicationApi(platform().client);

const running = (items: readonly ExportStatusItem[] | undefined) =>
  (items ?? []).some((i) => ['RECEIVED', 'QUEUED', 'PENDING', 'STARTED'].includes(i.status));

/** The signed-in person's exports (the status list), read often while one runs. */
export function useExportList() {
  const tenantId = useTenant().tenantId;
  const email = useAccount().email ?? '';
  const options = useMemo(
    () => ({
      queryKey: queryKeys.exports(tenantId, email),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        publication().status(tenantId, { email }, signal),
      enabled: !!email,
      refetchInterval: (query: { state: { data: ExportStatusItem[] | undefined } }) =>
        running(query.state.data) ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
    }),
    [tenantId, email],
  );
  return useServerQuery<ExportStatusItem[], ReturnType<typeof queryKeys.exports>>(options);
}

/** Starting, cancelling and retrying exports; each refreshes the list. */
export function useExportActions() {
  const tenantId = useTenant().tenantId;
  const email = useAccount().email ?? '';
  return useMemo(() => {
    const api = publication();
    const settle = async <T>(work: Promise<T>): Promise<T> => {
      const done = await work;
      await pageQueryClient().invalidateQueries({ queryKey: queryKeys.exports(tenantId, email) });
      return done;
    };
    return {
      start: (exportAs: string, body: ExportRequest) => settle(api.start(tenantId, exportAs, body)),
      cancel: (id: string) => settle(api.cancel(tenantId, id)),
      retry: (id: string) => settle(api.retry(tenantId, id)),
    };
  }, [tenantId, email]);
}
