import type { Queryable } from '../db/database';
import { BadRequestError, NotFoundError } from '../http/errors';
import type { MediaLibrary } from '../media/library';
import { findAsset } from './repository';

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

/** The file of a JPEG of the tenant's asset at `ts` seconds, cut once and kept. */
export async function thumbnailFile(
  db: Queryable,
  media: MediaLibrary,
  tenantId: string,
  assetId: string,
  ts: number,
  size: string,
): Promise<string> {
  const [w, h] = thumbnailSize(size);
  const asset = await findAsset(db, tenantId, assetId);
  if (!asset) throw new NotFoundError('Asset', assetId);
  return media.thumbnail(asset.media, ts, w, h);
}
