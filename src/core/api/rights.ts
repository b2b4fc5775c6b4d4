import type { ApiClient } from './client';
import type { AssetRights, ClipRightsBody, RightsWindow } from './contract/rights';

const ofAsset = (id: string) => `/v3/asset/${encodeURIComponent(id)}/rights`;

/** Rights windows' calls (docs/rights.md): the library's and search's, never in first chunks. */
export function rightsApi(client: ApiClient) {
  return {
    ofAsset(id: string, signal?: AbortSignal) {
      return client.request<AssetRights>('asset', ofAsset(id), signal ? { signal } : {});
    },
    setAsset(id: string, window: RightsWindow | null) {
      return window
        ? client.request<AssetRights>('asset', ofAsset(id), { method: 'PUT', body: window })
        : client.request<AssetRights>('asset', ofAsset(id), { method: 'DELETE' });
    },
    setClips(body: ClipRightsBody) {
      return client.request<{ updated: number }>('middleware', '/search/rights', {
        method: 'PUT',
        body,
      });
    },
  };
}
