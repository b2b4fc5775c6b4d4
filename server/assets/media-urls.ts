import type { AssetMedia } from '../../src/core/api/contract';
import { signMediaQuery } from '../media/signing';
import type { AssetRecord } from './repository';

/**
 * Signed URLs of an asset's media files under the asset service at `assetBase`
 * (`https://host/asset`), valid for `ttlSeconds`: players and images need no headers.
 */
export function signedMediaUrls(
  secret: Uint8Array,
  assetBase: string,
  record: Pick<AssetRecord, 'id' | 'tenantId' | 'media'>,
  ttlSeconds: number,
): AssetMedia {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const query = signMediaQuery(secret, { tenantId: record.tenantId, assetId: record.id, expires });
  const base = `${assetBase}/v3/asset/${encodeURIComponent(record.id)}/media`;
  const files = record.media.files;
  return {
    ...(files.hls ? { hls: `${base}/hls/index.m3u8?${query}` } : {}),
    ...(files.mp4 ? { mp4: `${base}/video.mp4?${query}` } : {}),
    ...(files.image ? { image: `${base}/image.jpg?${query}` } : {}),
  };
}
