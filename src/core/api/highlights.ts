import type { ApiClient } from './client';
import type {
  HighlightBuildStarted,
  HighlightClipsPage,
  HighlightGroupValue,
  HighlightMembership,
  HighlightPackageDetail,
  HighlightPackageRow,
  HighlightReview,
  ReelRequest,
  HighlightSortColumn,
} from './contract';

export interface HighlightListQuery {
  limit?: number;
  offset?: number;
  name?: string;
  sort?: 'asc' | 'desc';
  order_by?: HighlightSortColumn;
}

/** The highlights service's package calls (SPEC §7, docs/highlights.md). */
export function highlightsApi(client: ApiClient) {
  const one = (id: string) => `/v1/highlights/${encodeURIComponent(id)}`;
  return {
    /** A page of packages, and how many there are in all (`X-Total-Count`). */
    async list(query: HighlightListQuery = {}, signal?: AbortSignal) {
      const response = await client.request<Response>('highlights', '/v1/highlights', {
        query: { ...query },
        raw: true,
        ...(signal ? { signal } : {}),
      });
      const rows = (await response.json()) as HighlightPackageRow[];
      return { rows, total: Number(response.headers.get('x-total-count') ?? rows.length) };
    },
    get(id: string, signal?: AbortSignal) {
      return client.request<HighlightPackageDetail>(
        'highlights',
        one(id),
        signal ? { signal } : {},
      );
    },
    lists(id: string, type: string, signal?: AbortSignal) {
      return client.request<HighlightGroupValue[]>('highlights', `${one(id)}/lists`, {
        query: { name: type },
        ...(signal ? { signal } : {}),
      });
    },
    clips(
      id: string,
      query: { limit?: number; offset?: number; group?: { type: string; value: string } },
      signal?: AbortSignal,
    ) {
      const { group, ...paging } = query;
      return client.request<HighlightClipsPage>('highlights', `${one(id)}/clips`, {
        query: { ...paging, ...(group ? { [group.type]: group.value } : {}) },
        ...(signal ? { signal } : {}),
      });
    },
    review(id: string, review: HighlightReview) {
      return client.request<HighlightPackageDetail>('highlights', `${one(id)}/review`, {
        method: 'PUT',
        body: review,
      });
    },
    buildGame(assetId: string) {
      return client.request<HighlightBuildStarted>(
        'highlights',
        `/v1/highlights/games/${encodeURIComponent(assetId)}/build`,
        { method: 'POST' },
      );
    },
    rebuild(id: string) {
      return client.request<HighlightPackageRow>('highlights', `${one(id)}/build`, {
        method: 'POST',
      });
    },
    makeReel(request: ReelRequest) {
      return client.request<HighlightPackageRow>('highlights', '/v1/highlights/reels', {
        body: request,
      });
    },
    membership(subscribed: boolean) {
      return client.request<HighlightMembership>('highlights', '/v1/members', {
        method: subscribed ? 'POST' : 'DELETE',
      });
    },
  };
}
