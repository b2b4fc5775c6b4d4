import type { SearchRequest } from '../api/contract';
import { platform } from '../platform';
import { serverQuery } from './query';
import { inTenant, searchKeys } from './search';

/** How often a search is asked again while a match of the tenant is live. */
const FRESH_EVERY_MS = 5000;

/**
 * How many clips a search finds now, asked again every few seconds while `watching` (a match
 * of the tenant is live): a page compares it with the results it shows, without replacing them.
 */
export const freshTotalQuery = (tenantId: string, request: SearchRequest, watching: boolean) =>
  serverQuery({
    queryKey: searchKeys.fresh(tenantId, request),
    queryFn: async ({ signal }) => {
      await inTenant(tenantId, signal);
      const { page: _page, facetBy: _facets, ...rest } = request;
      const answer = await platform().search.search(
        { ...rest, page: 1, pageSize: 1, fields: ['id'] },
        signal,
      );
      return answer.total;
    },
    enabled: watching,
    refetchInterval: watching ? FRESH_EVERY_MS : false,
    refetchIntervalInBackground: false,
  });
