import type { FacetRequest, SearchRequest } from '../api/contract';
import { ApiError } from '../api/errors';
import { platform } from '../platform';
import { whenSessionIn } from '../state/tenant';
import { keepPrevious, serverQuery } from './query';

/** Query keys of search (from general to specific: a write makes stale everything under a prefix). */
export const searchKeys = {
  searches: (tenantId: string) => ['search', tenantId] as const,
  search: (tenantId: string, request: SearchRequest) => ['search', tenantId, request] as const,
  facet: (tenantId: string, request: FacetRequest) =>
    ['search', tenantId, 'facet', request] as const,
  fresh: (tenantId: string, request: SearchRequest) =>
    ['search', tenantId, 'fresh', request] as const,
  similar: (tenantId: string, clipId: string, page: number) =>
    ['search', tenantId, 'similar', clipId, page] as const,
  autocomplete: (tenantId: string, query: string, category: string) =>
    ['search', tenantId, 'autocomplete', query, category] as const,
};

/**
 * Calls made with a tenant's configuration go out only while the session is in that tenant
 * (`whenSessionIn`): a refetch of the last tenant's search after a sign-in into another waits,
 * and is dropped when the page follows the new tenancy.
 */
export const inTenant = (tenantId: string, signal: AbortSignal) =>
  whenSessionIn(platform().store, tenantId, signal);

/**
 * The browser's check of an expression (the server's own parser), loaded once the first search
 * has gone so as never to delay it: from then on, a search the server would refuse is refused
 * here, with the server's code and position, and never sent.
 */
let refusalOf: typeof import('../domain/query-check').queryRefusal | undefined;
let loading: Promise<void> | undefined;
const loadCheck = () =>
  (loading ??= import('../domain/query-check')
    .then((check) => void (refusalOf = check.queryRefusal))
    .catch(() => void (loading = undefined)));

function refuseMalformed(tenantId: string, query: string | undefined): void {
  const refusal = refusalOf?.(query ?? '', tenantId);
  if (!refusal) return;
  throw new ApiError('(checked in the browser)', 400, {
    statusCode: 400,
    error: 'Bad Request',
    code: refusal.code,
    message: refusal.message,
    field: 'body.query',
    position: refusal.position,
  });
}

/** A page of search results; the last page stays shown while the next one comes. */
export const searchQuery = (tenantId: string, request: SearchRequest, enabled = true) =>
  serverQuery({
    queryKey: searchKeys.search(tenantId, request),
    queryFn: async ({ signal }) => {
      await inTenant(tenantId, signal);
      refuseMalformed(tenantId, request.query);
      const answer = platform().search.search(request, signal);
      void loadCheck();
      return answer;
    },
    placeholderData: keepPrevious,
    enabled,
  });

/** One filter's values with their counts, for the search as it stands. */
export const facetQuery = (tenantId: string, request: FacetRequest, enabled = true) =>
  serverQuery({
    queryKey: searchKeys.facet(tenantId, request),
    queryFn: async ({ signal }) => {
      await inTenant(tenantId, signal);
      refuseMalformed(tenantId, request.query);
      return platform().search.facet(request);
    },
    enabled,
    placeholderData: keepPrevious,
  });

/** Clips like one clip (the first page). */
export const similarQuery = (tenantId: string, clipId: string) =>
  serverQuery({
    queryKey: searchKeys.similar(tenantId, clipId, 1),
    queryFn: async ({ signal }) => {
      await inTenant(tenantId, signal);
      return platform().search.similar(clipId);
    },
  });

/** Suggestions for what is being typed, of one category where one is named; none for nothing typed. */
export const autocompleteQuery = (tenantId: string, typed: string, category = '') =>
  serverQuery({
    queryKey: searchKeys.autocomplete(tenantId, typed, category),
    queryFn: async ({ signal }) => {
      await inTenant(tenantId, signal);
      return platform().search.autocomplete(typed, undefined, signal, category || undefined);
    },
    enabled: typed.length > 0,
    placeholderData: keepPrevious,
  });
