import { LIMITS } from './contract';
import type { ApiClient } from './client';
import type {
  FacetRequest,
  FacetResponse,
  SearchRequest,
  SearchResponse,
  Suggestion,
} from './contract';

export const AUTOCOMPLETE_SIZE = LIMITS.autocompleteSize;
export const SIMILAR_PAGE_SIZE = LIMITS.similarPageSize;
export const SIMILAR_SCORE = LIMITS.similarScore;

/** Search calls of the middleware (SPEC §7). */
export function searchApi(client: ApiClient) {
  return {
    search(request: SearchRequest, signal?: AbortSignal) {
      return client.request<SearchResponse>('middleware', '/search/search', {
        body: request,
        ...(signal ? { signal } : {}),
      });
    },
    facet(request: FacetRequest) {
      return client.request<FacetResponse>('middleware', '/search/search/facets', {
        body: request,
      });
    },
    /** Nothing is asked of the server for an empty query (SPEC §5). */
    async autocomplete(
      query: string,
      size = AUTOCOMPLETE_SIZE,
      signal?: AbortSignal,
    ): Promise<Suggestion[]> {
      if (query.trim() === '') return [];
      return client.request<Suggestion[]>('middleware', '/search/search/autocomplete', {
        query: { size, query },
        ...(signal ? { signal } : {}),
      });
    },
    similar(id: string, page = 1, pageSize = SIMILAR_PAGE_SIZE) {
      return client.request<SearchResponse>('middleware', '/search/search/similar-content', {
        query: { id, page, pageSize, similarScore: SIMILAR_SCORE },
      });
    },
  };
}
