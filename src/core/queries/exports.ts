import type { ExportPreviewRequest, ExportRequest, ExportStatusItem } from '../api/contract';
import { publicationApi } from '../api/publication';
import { platform } from '../platform';
import { serverQuery, written } from './query';

/** Query keys of exports (from general to specific: a write makes stale everything under a prefix). */
export const exportKeys = {
  /** A person's exports (the status list). */
  exports: (tenantId: string, email: string) => ['exports', tenantId, email] as const,
  /** Every export query of a tenant: the lists and each export followed. */
  allExports: (tenantId: string) => ['exports', tenantId] as const,
  exportItem: (tenantId: string, id: string) => ['exports', tenantId, 'one', id] as const,
};

/** How often the list is read again while an export runs, and while none does. */
const RUNNING_REFRESH_MS = 1500;
const IDLE_REFRESH_MS = 60_000;
/** How often one export is read again while it runs. */
const FOLLOW_MS = 1000;

const FINISHED: readonly string[] = ['SUCCESS', 'DELIVERED', 'FAILURE', 'REVOKED'];

/** The publication calls, made here so that only pages with exports carry them. */
const publication = () => publicationApi(platform().client);

const running = (items: readonly ExportStatusItem[] | undefined) =>
  (items ?? []).some((i) => !FINISHED.includes(i.status));

/** The signed-in person's exports (the status list), read often while one runs. */
export const exportListQuery = (tenantId: string, email: string) =>
  serverQuery({
    queryKey: exportKeys.exports(tenantId, email),
    queryFn: ({ signal }) => publication().status(tenantId, { email }, signal),
    enabled: !!email,
    refetchInterval: (query) => (running(query.state.data) ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS),
  });

/** One export followed from when it was asked for until it ends. */
export const exportQuery = (tenantId: string, item: ExportStatusItem) =>
  serverQuery({
    queryKey: exportKeys.exportItem(tenantId, item.id),
    queryFn: ({ signal }) => publication().get(tenantId, item.id, signal),
    initialData: item,
    refetchInterval: (query) =>
      FINISHED.includes(query.state.data?.status ?? '') ? false : FOLLOW_MS,
  });

/** A still of an item as the MP4 would show it, kept while the dialog asks the same again. */
export const exportPreviewQuery = (
  tenantId: string,
  exportAs: string,
  request: ExportPreviewRequest,
  enabled: boolean,
) =>
  serverQuery({
    queryKey: [...exportKeys.allExports(tenantId), 'preview', exportAs, request] as const,
    queryFn: ({ signal }) => publication().preview(tenantId, exportAs, request, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Starting, cancelling and retrying exports; each refreshes the tenant's export lists. */
export function exportWrites(tenantId: string) {
  const api = publication();
  const stale = [exportKeys.allExports(tenantId)];
  return {
    start: (exportAs: string, body: ExportRequest) =>
      written(api.start(tenantId, exportAs, body), stale),
    cancel: (id: string) => written(api.cancel(tenantId, id), stale),
    retry: (id: string) => written(api.retry(tenantId, id), stale),
    /** The lists are read again (a followed export ended, say). */
    refresh: () => written(Promise.resolve(), stale),
  };
}
