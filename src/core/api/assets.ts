import type { ApiClient } from './client';
import type {
  Asset,
  AssetImportRequest,
  ImportFolders,
  AssetKeyframes,
  AssetSortMode,
  AssetUpdateRequest,
  AssetUsage,
  AssetWaveform,
  GoLiveRequest,
  GoLiveResponse,
  LivePassphrase,
  Page,
  SimpleSearchResponse,
} from './contract';
import { INTERSTITIAL_CATEGORY } from '../../tenants/types';

export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 180;

/** Asset API calls (SPEC §7 "Asset API"). */
export function assetApi(client: ApiClient) {
  return {
    asset(id: string) {
      return client.request<Asset>('asset', `/v3/asset/${encodeURIComponent(id)}`);
    },
    assets(
      query: {
        page?: number;
        size?: number;
        text?: string;
        sortDesc?: boolean;
        sortMode?: AssetSortMode;
        tenantId?: string;
      },
      signal?: AbortSignal,
    ) {
      return client.request<Page<Asset>>('asset', '/v3/asset', {
        query,
        ...(signal ? { signal } : {}),
      });
    },
    /** The tenant's bucket folders an address import may take `s3://` files from. */
    importFolders() {
      return client.request<ImportFolders>('asset', '/v3/asset/import/folders');
    },
    /** Asks the library to fetch a video from an address; answers the new asset's id. */
    importFromAddress(body: AssetImportRequest) {
      return client.request<{ id: string }>('asset', '/v3/asset/import', {
        method: 'POST',
        body,
      });
    },
    /** Makes a live match's asset; answers where its encoder connects, with the passphrase. */
    goLive(body: GoLiveRequest) {
      return client.request<GoLiveResponse>('asset', '/v3/live', { method: 'POST', body });
    },
    /** A new passphrase for a live match: the old one stops working. */
    newLivePassphrase(id: string) {
      return client.request<LivePassphrase>(
        'asset',
        `/v3/asset/${encodeURIComponent(id)}/live/passphrase`,
        { method: 'POST' },
      );
    },
    /** Ends a live match: answers once it is being made into a normal video. */
    endLive(id: string) {
      return client.request<Response>('asset', `/v3/asset/${encodeURIComponent(id)}/live/end`, {
        method: 'POST',
        raw: true,
      });
    },
    /** Corrects an asset's title, match date or (administrators) public flag. */
    updateAsset(id: string, change: AssetUpdateRequest) {
      return client.request<Asset>('asset', `/v3/asset/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      });
    },
    /** What deleting an asset takes with it, to say before a person confirms. */
    usage(id: string) {
      return client.request<AssetUsage>('asset', `/v3/asset/${encodeURIComponent(id)}/usage`);
    },
    deleteAsset(id: string) {
      return client.request<Response>('asset', `/v3/asset/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        raw: true,
      });
    },
    /** Stops an upload's processing. */
    cancelIngest(id: string) {
      return client.request<Response>('asset', `/v3/asset/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        raw: true,
      });
    },
    /** Processes a failed or cancelled upload again. */
    retryIngest(id: string) {
      return client.request<Response>('asset', `/v3/asset/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        raw: true,
      });
    },
    /** Where resumable uploads go (tus): the browser's upload client talks to it. */
    uploadEndpoint() {
      return client.url('asset', '/v3/upload');
    },
    keyframes(id: string, format: 'MP4' | 'HLS') {
      return client.request<AssetKeyframes>(
        'asset',
        `/v3/asset/${encodeURIComponent(id)}/keyframes`,
        {
          query: { format },
        },
      );
    },
    /** The tenant's bumpers (INTERSTITIAL clips), matching words when given. */
    bumpers(words = '', signal?: AbortSignal) {
      const match = words
        .trim()
        .replace(/[()"\\:]/g, ' ')
        .trim();
      const query = `payload.category:${INTERSTITIAL_CATEGORY}${match ? ` AND ${match}*` : ''}`;
      return client.request<SimpleSearchResponse>('asset', '/v3/search', {
        query: { query, size: 50 },
        ...(signal ? { signal } : {}),
      });
    },
    /** The sound's peaks over a range of the asset, for the clip editor's waveform. */
    waveform(id: string, from: number, to: number, points: number, signal?: AbortSignal) {
      return client.request<AssetWaveform>(
        'asset',
        `/v3/asset/${encodeURIComponent(id)}/waveform`,
        {
          query: { from, to, points },
          ...(signal ? { signal } : {}),
        },
      );
    },
    /** A thumbnail as an image Response (the caller makes an object URL of its blob). */
    thumbnail(id: string, seconds: number, width = THUMBNAIL_WIDTH, height = THUMBNAIL_HEIGHT) {
      return client.request<Response>('asset', `/v3/thumbnail/timecode/${encodeURIComponent(id)}`, {
        query: { t: seconds, w: width, h: height },
        raw: true,
      });
    },
  };
}
