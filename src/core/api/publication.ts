import type { ApiClient } from './client';
import { LIMITS } from './contract';
import type {
  ExportPreview,
  ExportPreviewRequest,
  ExportRequest,
  ExportStarted,
  ExportStatusItem,
  ExportStatusPage,
} from './contract';

/** SPEC §9: the status list asks for up to 100000 exports. */
export const EXPORT_STATUS_LIMIT = LIMITS.exportStatusLimit;

export interface ExportStatusQuery {
  /** `render:` (every export) unless narrowed, e.g. `render:video`. */
  category?: string;
  limit?: number;
  host?: string;
  email?: string;
}

/** The publication service's export calls (SPEC §7 "Middleware"). */
export function publicationApi(client: ApiClient) {
  const base = (tenantId: string) => `/publication/${encodeURIComponent(tenantId)}`;
  const one = (tenantId: string, id: string) =>
    `${base(tenantId)}/exports/${encodeURIComponent(id)}`;
  return {
    /** Starts an export; `img-collections` has a path of its own, the rest share one. */
    start(tenantId: string, exportAs: string, body: ExportRequest) {
      return client.request<ExportStarted>(
        'middleware',
        `${base(tenantId)}/export/${encodeURIComponent(exportAs)}`,
        { method: 'POST', body },
      );
    },
    /** One item as an MP4 in this shape and with these captions would show it. */
    preview(tenantId: string, exportAs: string, body: ExportPreviewRequest, signal?: AbortSignal) {
      return client.request<ExportPreview>(
        'middleware',
        `${base(tenantId)}/export/${encodeURIComponent(exportAs)}/preview`,
        { method: 'POST', body, ...(signal ? { signal } : {}) },
      );
    },
    /** Every page of the status list, following `links.next` until the limit. */
    async status(tenantId: string, query: ExportStatusQuery = {}, signal?: AbortSignal) {
      const results: ExportStatusItem[] = [];
      let params: Record<string, string | number> = {
        category: query.category ?? 'render:',
        limit: query.limit ?? EXPORT_STATUS_LIMIT,
        ...(query.host ? { host: query.host } : {}),
        ...(query.email ? { email: query.email } : {}),
      };
      for (;;) {
        const page = await client.request<ExportStatusPage>(
          'middleware',
          `${base(tenantId)}/status`,
          {
            query: params,
            ...(signal ? { signal } : {}),
          },
        );
        results.push(...page.results);
        if (!page.links.next) return results;
        // The link names the next page by its query; it is asked through the same base.
        params = Object.fromEntries(new URL(page.links.next, 'http://next.invalid').searchParams);
      }
    },
    get(tenantId: string, id: string, signal?: AbortSignal) {
      return client.request<ExportStatusItem>(
        'middleware',
        one(tenantId, id),
        signal ? { signal } : {},
      );
    },
    cancel(tenantId: string, id: string) {
      return client.request<ExportStatusItem>('middleware', `${one(tenantId, id)}/cancel`, {
        method: 'POST',
      });
    },
    retry(tenantId: string, id: string) {
      return client.request<ExportStatusItem>('middleware', `${one(tenantId, id)}/retry`, {
        method: 'POST',
      });
    },
  };
}
