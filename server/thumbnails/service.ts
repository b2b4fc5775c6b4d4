import type { Queryable } from '../db/database';
import type { AssetStatus } from '../../src/core/api/contract';
import { assetOf, hasPictures } from '../assets/service';
import type { Reach } from '../http/access';
import { BadRequestError } from '../http/errors';
import type { MediaFiles } from '../media/media-files';

/** Named sizes of SPEC §7 GET playback/thumbnail; anything else is WxH. */
const SIZES: Record<string, [number, number]> = {
  small: [160, 90],
  medium: [320, 180],
  large: [640, 360],
};

/** A size as width and height, kept within 16x16 and 1920x1080. */
export function thumbnailSize(size: string): [number, number] {
  const [w, h] = SIZES[size] ?? (size.split('x').map(Number) as [number, number]);
  if (!(w >= 16 && h >= 16 && w <= 1920 && h <= 1080)) {
    throw new BadRequestError('size must be within 16x16 and 1920x1080', 'query.size');
  }
  return [w, h];
}

/** A still as stored (a JPEG cut once and kept), or, for an asset without pictures, why not. */
export type Still =
  | { key: string }
  | { key?: undefined; status: AssetStatus; width: number; height: number };

/** A still of the tenant's asset at `ts` seconds, of a named size or WxH. */
export async function stillOf(
  db: Queryable,
  media: MediaFiles,
  tenantId: string,
  assetId: string,
  ts: number,
  size: string,
  reach: Reach = 'all',
): Promise<Still> {
  const [width, height] = thumbnailSize(size);
  const asset = await assetOf(db, tenantId, assetId, reach);
  if (!hasPictures(asset)) return { status: asset.status, width, height };
  return { key: await media.thumbnail(asset.media, ts, width, height) };
}
