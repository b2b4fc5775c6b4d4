import type { Queryable } from '../db/database';
import { assetOf } from '../assets/service';
import type { Reach } from '../http/access';
import { BadRequestError } from '../http/errors';
import type { MediaLibrary } from '../media/library';

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

/** The storage key of a JPEG of the tenant's asset at `ts` seconds, cut once and kept. */
export async function thumbnailKey(
  db: Queryable,
  media: MediaLibrary,
  tenantId: string,
  assetId: string,
  ts: number,
  size: string,
  reach: Reach = 'all',
): Promise<string> {
  const [w, h] = thumbnailSize(size);
  const asset = await assetOf(db, tenantId, assetId, reach);
  return media.thumbnail(asset.media, ts, w, h);
}
