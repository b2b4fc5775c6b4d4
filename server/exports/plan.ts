import {
  familyConfigs,
  INTERSTITIAL_CATEGORY,
  tenantById,
  type ThumbnailJson,
} from '../../src/tenants';
import type { PlaylistClip } from '../../src/core/api/contract';
import { findAssets, type AssetRecord } from '../assets/service';
import type { Queryable } from '../db/database';
import { findPlaylistItems } from '../playlists/service';

/** One item of a collection, as an export reads it. */
export interface ExportClip {
  /** 1-based place in the collection. */
  index: number;
  name: string;
  kind: 'clip' | 'bumper';
  assetId: string;
  /** Seconds into the asset. */
  start: number;
  duration: number;
  asset: AssetRecord;
  /** Category → values of the clip's payload, for the metadata sheet. */
  metadata: Record<string, string>;
  /** A narrower export's crop centre across the source, set by hand (0 to 1); else it follows. */
  cropX?: number;
}

export class EmptyCollectionError extends Error {
  constructor() {
    super('The collection has nothing in it to export.');
  }
}

/** An item that is a still, in an export that holds only video (a stream, a cloud job). */
export class StillInVideoExportError extends Error {
  constructor(clipName: string, exportWords: string) {
    super(
      `“${clipName}” is a still, which ${exportWords} cannot hold; export the collection as an MP4.`,
    );
    this.name = 'StillInVideoExportError';
  }
}

/** A clip's video is an upload not processed (yet): its MP4 is made last. */
export class MediaNotReadyError extends Error {
  constructor(
    readonly assetId: string,
    title: string,
    status: string,
  ) {
    super(
      status === 'failed' || status === 'cancelled'
        ? `“${title}” was not processed: try it again in the library, then export again.`
        : `“${title}” is still being processed: export again once it is ready in the library.`,
    );
  }
}

/** A clip of a live match whose end is not streamed yet: a few seconds later it is. */
export class StillRecordingError extends Error {
  constructor(title: string) {
    super(`A clip of “${title}” is still being recorded`);
  }
}

export class MissingMediaError extends Error {
  constructor(readonly assetId: string) {
    super(`A clip's source video (${assetId}) is no longer available.`);
  }
}

interface Stash {
  payload?: Array<{ category?: unknown; value?: unknown }>;
  assetTitle?: unknown;
}

function readStash(stash: string): Stash {
  try {
    const parsed: unknown = JSON.parse(stash);
    return parsed && typeof parsed === 'object' ? (parsed as Stash) : {};
  } catch {
    return {};
  }
}

/** The payload as category → its values joined, in the order they came. */
function payloadFields(stash: Stash): Record<string, string> {
  const fields: Record<string, string[]> = {};
  for (const item of stash.payload ?? []) {
    const raw = item.value;
    if (typeof item.category !== 'string') continue;
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') continue;
    const value = String(raw);
    const values = (fields[item.category] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join('; ')]));
}

/**
 * A clip's name as the player names it: the tenant's title (else the asset's), then the
 * subtitle that tells clips of one match apart (batter · bowler, say).
 */
export function clipName(
  layout: ThumbnailJson | null,
  fields: Record<string, string>,
  assetTitle: string,
): string {
  const lower = new Map(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), v]));
  const value = (category: string) => lower.get(category.toLowerCase())?.split('; ')[0] ?? '';
  const title = (layout?.titleCategories ?? []).map(value).filter(Boolean).join(' · ');
  const subtitle = layout ? [layout.subtitlePrimary, layout.subtitleSecondary].map(value) : [];
  return [title || assetTitle, ...subtitle].filter(Boolean).join(' · ');
}

/**
 * What a collection's item is called (its clip's title and subtitle by the tenant's layout,
 * or a bumper's video's title), and whether it is a bumper: exports and review links say so.
 */
export function itemName(
  layout: ThumbnailJson | null,
  item: Pick<PlaylistClip, 'stash'>,
  asset: Pick<AssetRecord, 'kind' | 'title'>,
): { name: string; kind: 'clip' | 'bumper'; metadata: Record<string, string> } {
  const metadata = payloadFields(readStash(item.stash));
  const bumper = asset.kind === 'bumper' || INTERSTITIAL_CATEGORY in metadata;
  return {
    name: bumper ? asset.title : clipName(layout, metadata, asset.title),
    kind: bumper ? 'bumper' : 'clip',
    metadata,
  };
}

/** The items of a collection with their sources, in order; throws when one cannot be read. */
export async function loadExportClips(
  db: Queryable,
  tenantId: string,
  playlistId: string,
): Promise<ExportClip[]> {
  const items: PlaylistClip[] = await findPlaylistItems(db, tenantId, playlistId);
  if (items.length === 0) throw new EmptyCollectionError();
  const assets = await findAssets(
    db,
    tenantId,
    items.map((i) => i.asset_id),
  );
  const family = tenantById(tenantId)?.tenant.family;
  const layout = family ? familyConfigs[family].ui.thumbnailJson : null;
  return items.map((item, i) => {
    const asset = assets.get(item.asset_id);
    // A live match's clip is cut from its stream once its end is written.
    const live = asset?.status === 'live' && !!asset.media.files.hls;
    if (live && item.offset + item.duration > (asset.live?.writtenSeconds ?? 0))
      throw new StillRecordingError(asset.title);
    if (asset && !live && asset.status !== 'ready' && !asset.media.files.mp4)
      throw new MediaNotReadyError(item.asset_id, asset.title, asset.status);
    if (!asset || (!live && !asset.media.files.mp4 && !asset.media.files.image)) {
      throw new MissingMediaError(item.asset_id);
    }
    const { name, kind, metadata } = itemName(layout, item, asset);
    return {
      index: i + 1,
      name,
      kind,
      assetId: item.asset_id,
      start: item.offset,
      duration: item.duration,
      asset,
      metadata,
      ...(item.crop_x !== undefined ? { cropX: item.crop_x } : {}),
    };
  });
}
