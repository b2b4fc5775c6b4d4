import type {
  PlayableClip,
  PlayableItem,
  PlayableResponse,
  PlaybackFormat,
} from '../../src/core/api/contract';
import { toMilliseconds, WHOLE_ASSET_SECONDS } from '../../src/core/api/contract';
import { familyConfigs, tenantById, type FamilyName } from '../../src/tenants';
import { signedMediaUrls } from '../assets/media-urls';
import type { Reach } from '../http/access';
import type { Queryable } from '../db/database';
import { BadRequestError } from '../http/errors';
// The playback service has no tables of its own: it reads the tenant's assets.
import { findAssets, isPublic } from '../assets/service';
import { outsideWindows } from '../rights/windows';

/** The tenant's player format (SPEC §3 player settings); HLS where the tenant is unknown. */
export function playerFormat(tenantId: string): PlaybackFormat {
  const found = tenantById(tenantId);
  return found ? familyConfigs[found.tenant.family as FamilyName].player.format : 'HLS';
}

/** What the service needs to make a playable list: the wire request, and where and how to sign. */
export interface PlayableOrder {
  tenantId: string;
  clips: readonly Pick<PlayableClip, 'asset_id' | 'offset' | 'duration'>[];
  format?: PlaybackFormat;
  /** Where the asset service's media URLs start, as the caller reaches it. */
  assetBase: string;
  /** The key media links are signed with. */
  secret: Uint8Array;
  ttlSeconds: number;
  /** A public caller's clips must be of assets the tenant made public. */
  reach?: Reach;
}

/**
 * Each clip as signed media and its exact range, in order and in the wanted format (or the
 * one the asset has); a clip of an unknown asset, past its end, or of a still is refused,
 * naming the field.
 */
export async function playable(db: Queryable, order: PlayableOrder): Promise<PlayableResponse> {
  const { clips, tenantId, assetBase, secret, ttlSeconds } = order;
  const wanted = order.format ?? playerFormat(tenantId);
  const assets = await findAssets(
    db,
    tenantId,
    clips.map((c) => c.asset_id),
  );
  // A public caller plays only what the tenant made public, inside its rights windows: the rest
  // does not exist for it.
  const shut = new Set<number>();
  if (order.reach === 'public') {
    for (const [id, asset] of assets) if (!(await isPublic(db, asset))) assets.delete(id);
    const ranges = clips.map((c, i) => ({
      assetId: c.asset_id,
      range: { offset: c.offset, duration: c.duration },
      name: '',
      i,
    }));
    for (const { item } of await outsideWindows(db, tenantId, ranges, 'public')) shut.add(item.i);
  }
  const items = clips.map((clip, i): PlayableItem => {
    const asset = shut.has(i) ? undefined : assets.get(clip.asset_id);
    if (!asset) {
      throw new BadRequestError(
        `There is no asset ${JSON.stringify(clip.asset_id)} in this tenant.`,
        `body.clips.${i}.asset_id`,
      );
    }
    // A live match grows as it is streamed: its written length is of a moment ago.
    const live = asset.status === 'live';
    if (clip.offset >= asset.duration && !live) {
      throw new BadRequestError(
        `The clip starts at ${clip.offset} s, after the end of its ${asset.duration} s asset.`,
        `body.clips.${i}.offset`,
      );
    }
    // A range to a live match's end follows its live edge; any other range of it is as asked.
    const toEdge = live && clip.offset + clip.duration >= WHOLE_ASSET_SECONDS;
    const length = live ? Number.POSITIVE_INFINITY : asset.duration;
    const written = asset.live?.writtenSeconds ?? asset.duration;
    const media = signedMediaUrls(secret, assetBase, asset, ttlSeconds);
    const format: PlaybackFormat = media[wanted === 'HLS' ? 'hls' : 'mp4']
      ? wanted
      : media.hls
        ? 'HLS'
        : 'MP4';
    const url = format === 'HLS' ? media.hls : media.mp4;
    // A live match before its first picture, or a clip of it whose end is not written yet
    // (its event just sent): it plays in a few seconds, asked again.
    const pending = live && (!url || (!toEdge && clip.offset + clip.duration > written));
    if (!url && !live) {
      throw new BadRequestError(
        `Asset ${JSON.stringify(asset.id)} is a still image and cannot be played.`,
        `body.clips.${i}.asset_id`,
      );
    }
    return {
      asset_id: asset.id,
      title: asset.title,
      kind: asset.kind,
      format,
      url: url ?? '',
      mimeType: format === 'HLS' ? 'application/x-mpegurl' : 'video/mp4',
      start: clip.offset,
      end: toMilliseconds(
        toEdge ? Math.max(written, clip.offset) : Math.min(length, clip.offset + clip.duration),
      ),
      assetDuration: asset.duration,
      ...(asset.status === 'processing' ? { processing: true } : {}),
      ...(toEdge ? { live: true } : {}),
      ...(pending ? { pending: true } : {}),
    };
  });
  return {
    items,
    duration: items.reduce((sum, item) => sum + (item.end - item.start), 0),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
  };
}
