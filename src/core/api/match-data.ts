import type { ApiClient } from './client';
import type {
  MatchDataImportList,
  MatchDataImportRequest,
  MatchDataImportResponse,
  MatchDataPreview,
} from './contract';

const path = (id: string, rest = '') => `/v3/asset/${encodeURIComponent(id)}/match-data${rest}`;

/**
 * A provider's match data onto a video (docs/match-data.md): only the library's import dialog
 * makes these calls, so they are apart from the platform's, which every element carries.
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
    /** Imports a provider's file onto the asset: every placed event a clip, in one change. */
    import(id: string, body: MatchDataImportRequest) {
      return client.request<MatchDataImportResponse>('asset', path(id), { method: 'POST', body });
    },
  };
}
