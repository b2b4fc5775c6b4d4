import { platform } from '../platform';
import { serverQuery } from './query';

/** Query keys of what the trim editor reads of an asset: under the asset's own key. */
export const trimKeys = {
  keyframes: (tenantId: string, assetId: string, format: 'MP4' | 'HLS') =>
    ['asset', tenantId, assetId, 'keyframes', format] as const,
  waveform: (tenantId: string, assetId: string, from: number, to: number) =>
    ['asset', tenantId, assetId, 'waveform', from, to] as const,
};

/** An asset's keyframes in the player's format, where trims snap. */
export const keyframesQuery = (tenantId: string, assetId: string, format: 'MP4' | 'HLS') =>
  serverQuery({
    queryKey: trimKeys.keyframes(tenantId, assetId, format),
    queryFn: () => platform().assets.keyframes(assetId, format),
  });

/** An asset's sound as `points` peaks from `from` to `to` seconds. */
export const waveformQuery = (
  tenantId: string,
  assetId: string,
  range: { from: number; to: number; points: number },
  enabled: boolean,
) =>
  serverQuery({
    queryKey: trimKeys.waveform(tenantId, assetId, range.from, range.to),
    queryFn: () => platform().assets.waveform(assetId, range.from, range.to, range.points),
    enabled,
  });
