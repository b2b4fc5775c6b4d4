import { useMemo, useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { categoryAt } from '../../core/domain/search-expression';
import { searchRequest, type SearchState } from '../../core/domain/search-state';
import { prefetchQuery } from '../../core/queries/query';
import { searchQuery } from '../../core/queries/search';
import { useServerQuery, useTenant } from '../common';
import { useSessionInPageTenant } from '../common/useTenant';
import type { SearchFilters } from './filters';

/** Where a malformed expression is wrong, from the server's 400. */
export interface QueryProblem {
  message: string;
  position: number | null;
}

export function queryProblem(error: unknown, query: string): QueryProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const position = error.body.position ?? null;
  const name =
    error.code === 'unknown_field' && position !== null ? categoryAt(query, position) : null;
  const message =
    error.code === 'unknown_field'
      ? `There is no category ${name ? `“${name}” ` : ''}to search in. Use the name of one of the filters.`
      : error.code === 'query_syntax'
        ? 'The search has a mistake at the marked character: check its quotes, brackets and AND, OR, NOT.'
        : 'The search was not accepted. Check it, then try again.';
  return { message, position };
}

/**
 * The results of a search through the page's query cache. While a new search runs, and
 * when it fails, the last good results stay on screen.
 */
export function useSearchResults(state: SearchState, filters: SearchFilters, pageSize: number) {
  const tenantId = useTenant().tenantId;
  const inTenant = useSessionInPageTenant();
  const request = useMemo(
    () => searchRequest(state, filters.categories, filters.facetBy, pageSize),
    [state, filters, pageSize],
  );
  const options = useMemo(
    () => searchQuery(tenantId, request, inTenant),
    [tenantId, request, inTenant],
  );
  const result = useServerQuery(options);
  // The last results that came, kept on screen when a later search fails, and the expression
  // they answer.
  const [lastGood, setLastGood] = useState(result.data);
  if (result.data && result.data !== lastGood) setLastGood(result.data);
  const [worked, setWorked] = useState('');
  if (result.isSuccess && !result.isPlaceholderData && worked !== state.query) {
    setWorked(state.query);
  }
  const problem = queryProblem(result.error, request.query ?? '');
  return {
    request,
    /**
     * The expression the filters and chips show: the search's own, or while it is refused as
     * malformed, the last one that worked (whose results stay on screen).
     */
    shownQuery: problem ? worked : state.query,
    /**
     * Sends the search for a state about to be set, so that it runs while the page renders
     * the change; the render then finds it under way.
     */
    prefetch: (next: SearchState) =>
      prefetchQuery(
        searchQuery(tenantId, searchRequest(next, filters.categories, filters.facetBy, pageSize)),
      ),
    data: result.data ?? (result.isError ? lastGood : undefined),
    /** A search under way, or none answered yet. */
    fetching: result.isPending || result.isFetching,
    error: result.error,
    problem,
    retry: () => void result.refetch(),
  };
}
