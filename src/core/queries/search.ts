import type { FacetRequest, SearchRequest } from '../api/contract';
import { platform } from '../platform';
import { whenSessionIn } from '../state/tenant';
import { keepPrevious, serverQuery } from './query';

/** Query keys of search (from general to specific: a write makes stale everything under a prefix). */
export const searchKeys = {
  searches: (tenantId: string) => ['search', tenantId] as const,
  search: (tenantId: string, request: SearchRequest) => ['search', tenantId, request] as const,
  facet: (tenantId: string, request: FacetRequest) =>
    ['search', tenantId, 'facet', request] as const,
  similar: (tenantId: string, clipId: string, page: number) =>
    ['search', tenantId, 'similar', clipId, page] as const,
  autocomplete: (tenantId: string, query: string) =>
    ['search', tenantId, 'autocomplete', query] as const,
};

/**
 * Calls made with a tenant's configuration go out only while the session is in that tenant
 * (`whenSessionIn`): a refetch of the last tenant's search after a sign-in into another waits,
 * and is dropped when the page follows the new tenancy.
 */
const inTenant = (tenantId: string, signal: AbortSignal) =>
  whenSessionIn(platform().store, tenantId, signal);

/** A page of search results; the last page stays shown while the next one comes. */
export const searchQuery = (tenantId: string, request: SearchRequest, enabled = true) =>
  serverQuery({
    queryKey: searchKeys.search(tenantId, request),
    queryFn: async ({ signal }) => {
      await inTenant(tenantId, signal);
      return platform().search.search(request, signal);
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

/** Suggestions for what is being typed; none asked for nothing typed. */
export const autocompleteQuery = (tenantId: string, typed: string) =>
  serverQuery({
    queryKey: searchKeys.autocomplete(tenantId, typed),
    queryFn: async ({ signal }) => {
      await inTenant(tenantId, signal);
      return platform().search.autocomplete(typed, undefined, signal);
    },
    enabled: typed.length > 0,
    placeholderData: keepPrevious,
  });
