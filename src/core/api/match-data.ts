import type { ApiClient } from './client';
import type {
  MatchDataImportList,
  MatchDataImportRequest,
  MatchDataImportResponse,
  MatchDataPreview,
  UnplacedMatchData,
  UnplacedMatchDataQuery,
} from './contract';

const path = (id: string, rest = '') => `/v3/asset/${encodeURIComponent(id)}/match-data${rest}`;

/**
 * A provider's match data onto a video (docs/match-data.md): only the library's import dialog
 * (and a search that found nothing) makes these calls, so they are apart from the platform's,
 * which every element carries.
 */
export function matchDataApi(client: ApiClient) {
  return {
    /** The asset's imports of match data, and the formats the library takes. */
    imports(id: string, signal?: AbortSignal) {
      return client.request<MatchDataImportList>('asset', path(id), signal ? { signal } : {});
    },
    /** What importing a provider's file onto the asset would write, written nowhere. */
    preview(id: string, body: MatchDataImportRequest) {
      return client.request<MatchDataPreview>('asset', path(id, '/preview'), {
        method: 'POST',
        body,
      });
    },
    /**
     * The videos whose imported match data holds a value on events no clip took: why a search
     * for that name finds nothing (a public page is told of none).
     */
    unplaced(query: UnplacedMatchDataQuery, signal?: AbortSignal) {
      return client.request<UnplacedMatchData>('asset', '/v3/match-data/unplaced', {
        query: { category: query.category, value: query.value },
        ...(signal ? { signal } : {}),
      });
    },
    /** Imports a provider's file onto the asset: every placed event a clip, in one change. */
    import(id: string, body: MatchDataImportRequest) {
      return client.request<MatchDataImportResponse>('asset', path(id), { method: 'POST', body });
    },
  };
}
