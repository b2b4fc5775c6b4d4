import { LIMITS } from './contract';
import type { ApiClient } from './client';
import type {
  FacetRequest,
  FacetValue,
  FacetResponse,
  SavedSearch,
  SavedSearchCreate,
  SavedSearchList,
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
    /**
     * Values completing what is typed: of every text category, or of `category` alone (typed
     * after `bowler:`). Nothing is asked of the server for an empty query (SPEC §5).
     */
    async autocomplete(
      query: string,
      size = AUTOCOMPLETE_SIZE,
      signal?: AbortSignal,
      category?: string,
    ): Promise<Suggestion[]> {
      if (query.trim() === '') return [];
      const options = signal ? { signal } : {};
      if (category)
        return (
          await client.request<FacetValue[]>('asset', '/v3/search/suggest', {
            body: { category, query, size },
            ...options,
          })
        ).map((value) => ({ ...value, category }));
      return client.request<Suggestion[]>('middleware', '/search/search/autocomplete', {
        query: { size, query },
        ...options,
      });
    },
    /** The signed-in person's saved searches, newest first. */
    savedSearches(signal?: AbortSignal) {
      return client.request<SavedSearchList>(
        'middleware',
        '/search/saved',
        signal ? { signal } : {},
      );
    },
    /** Refused with 409 `conflict` when the person has a saved search of that name. */
    saveSearch(body: SavedSearchCreate) {
      return client.request<SavedSearch>('middleware', '/search/saved', { method: 'POST', body });
    },
    deleteSavedSearch(id: string) {
      return client.request<void>('middleware', `/search/saved/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      });
    },
    similar(id: string, page = 1, pageSize = SIMILAR_PAGE_SIZE) {
      return client.request<SearchResponse>('middleware', '/search/search/similar-content', {
        query: { id, page, pageSize, similarScore: SIMILAR_SCORE },
      });
    },
  };
}
