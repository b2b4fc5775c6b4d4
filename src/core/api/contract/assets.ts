/** Contract of the asset API (SPEC §7 "Asset API"). Paths are relative to its base URL. */

export type AssetKind = 'video' | 'bumper' | 'image';
export type AssetSortMode = 'matchDate' | 'title' | 'createdAt';

/** Where an asset's media can be fetched; URLs are signed and need no headers. */
export interface AssetMedia {
  hls?: string;
  mp4?: string;
  image?: string;
}

/**
 * Where an asset is on its way to the library (docs/ingest.md): seeded and finished assets
 * are `ready`; an uploaded one goes uploading, queued, processing, then ready, or failed; a
 * live match (docs/live.md) is `live` while it is streamed in, then processing, then ready.
 */
export const ASSET_STATUSES = [
  'uploading',
  'queued',
  'processing',
  'ready',
  'failed',
  'cancelled',
  'live',
] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** The steps of processing, in order. */
export type IngestStage = 'fetching' | 'checking' | 'probing' | 'transcoding' | 'finishing';

/** An uploaded asset's file and how its ingest stands. */
export interface AssetIngest {
  fileName: string;
  /** Where the library fetched the file from, when it was added from an address. */
  sourceUrl: string | null;
  /** Bytes. */
  fileSize: number;
  /** Bytes received so far. */
  received: number;
  /** The step under way while processing. */
  stage: IngestStage | null;
  /** 0–100: of the upload while uploading, of processing while processing. */
  percent: number;
  /** Why it failed, in words for people. */
  reason: string | null;
  /** The asset already made from the same file, when this one is a duplicate. */
  duplicateOf: string | null;
  /** Whether processing it again can help: not for a file that is not a video, say. */
  retryable: boolean;
  /** Plays already, though processing goes on (its first segments are in). */
  playable: boolean;
}

/** How a live match's stream stands: waiting for its encoder, live, reconnecting, ended. */
export type LiveState = 'waiting' | 'live' | 'reconnecting' | 'ended';

/** What the server hears of a live stream's input (absent until the encoder connects). */
export interface LiveHealth {
  /** The input's video codec, e.g. `h264`. */
  codec?: string;
  width?: number;
  height?: number;
  fps?: number;
  /** Kilobits a second of the input. */
  kbps?: number;
  /** Seconds the newest segment is behind the wall clock. */
  behindSeconds?: number;
  /** Seconds since the newest segment was written. */
  lastSegmentAge?: number;
  /** Frames the transcoder dropped to keep real time. */
  droppedFrames?: number;
}

/**
 * How a live match comes in: an encoder sends it over SRT (caller mode, encrypted) or RTMP
 * (push), or the server pulls it from a live HLS address (`hls`).
 */
export type LiveProtocol = 'srt' | 'rtmp' | 'hls';

/**
 * Where a live match's encoder sends it, without its secret: SRT's address (the passphrase
 * apart), or RTMP's server (the stream key apart, as OBS asks for them).
 */
export const liveIngestUrl = (protocol: 'srt' | 'rtmp', host: string, port: number): string =>
  protocol === 'rtmp' ? `rtmp://${host}:${port}/live` : `srt://${host}:${port}`;

/**
 * A pulled stream's address as it is shown: without its query and fragment, which may carry
 * the source's access token.
 */
export function shownPullAddress(address: string): string {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

/** A live asset's stream (docs/live.md). */
export interface AssetLive {
  state: LiveState;
  protocol: LiveProtocol;
  /**
   * Where the encoder sends the stream, without its secret: `srt://host:port` (the passphrase
   * apart), or `rtmp://host:port/live` (the server; the stream key apart); for a pulled
   * stream, the HLS address it is pulled from, without its query.
   */
  ingestUrl: string;
  health: LiveHealth;
  /** Why the last connection was refused or dropped, in words for people. */
  reason: string | null;
  /** When the stream's first second was, ISO; null before the encoder first connects. */
  startedAt: string | null;
  /** Seconds the stream waits for its encoder to come back before it ends by itself. */
  graceSeconds: number;
  /** Seconds of the match written so far (what plays), read every second while it is live. */
  writtenSeconds: number;
}

/** POST /v3/live: an editor goes live with a match. */
export interface GoLiveRequest {
  title: string;
  /** yyyy-MM-dd. */
  matchDate?: string;
  /** Values of the tenant's text asset categories (the teams, the competition). */
  metadata?: Record<string, string>;
  /** How the encoder sends it: `srt` when absent; `hls` pulls it from `pullUrl`. */
  protocol?: LiveProtocol;
  /**
   * With `protocol: "hls"`: the live HLS playlist (.m3u8) to pull, https, under the rules of
   * "Add from an address" (no private or loopback hosts).
   */
  pullUrl?: string;
}

/** What going live answers: the passphrase is said only here; the address is the asset's. */
export interface GoLiveResponse {
  id: string;
  /**
   * `srt://host:port`: the encoder calls it (caller mode) with the passphrase; or
   * `rtmp://host:port/live`, the server the encoder pushes to with the stream key.
   */
  ingestUrl: string;
  /**
   * The secret: SRT's passphrase (AES-128), or RTMP's stream key. Keep it: it is not shown
   * again. Absent for a pulled stream, which has none.
   */
  passphrase?: string;
}

/** POST /v3/asset/{id}/live/passphrase: a live match's new passphrase, said only here. */
export interface LivePassphrase {
  passphrase: string;
}

/** GET /v3/asset/{id} */
export interface Asset {
  id: string;
  tenantId: string;
  kind: AssetKind;
  title: string;
  /** Seconds. */
  duration: number;
  /** yyyy-MM-dd, when the asset records a dated event. */
  matchDate: string | null;
  createdAt: string;
  /** Asset metadata categories (tenant `assetCategories`) to values. */
  metadata: Record<string, string>;
  /** Released to the public: signed-out visitors of the tenant's partner pages find and play it. */
  public: boolean;
  media: AssetMedia;
  status: AssetStatus;
  /** Present for assets uploaded to the library (seeded ones have none). */
  ingest?: AssetIngest;
  /** Present for a live match's asset. */
  live?: AssetLive;
  /** Clips on the asset, in the library's list. */
  clipCount?: number;
}

/** PATCH /v3/asset/{id}: what a library manager may change of an asset. */
export interface AssetUpdateRequest {
  title?: string;
  /** yyyy-MM-dd, or null for none. */
  matchDate?: string | null;
  public?: boolean;
  /**
   * Values of the tenant's text asset categories (the match or game, the series...); an empty
   * value removes one. Others are kept.
   */
  metadata?: Record<string, string>;
}

/** POST /v3/asset/import: a video the library fetches from an address. */
export interface AssetImportRequest {
  /** An https address anyone can open, or `s3://bucket/key` in one of the tenant's folders. */
  url: string;
  title?: string;
  /** yyyy-MM-dd. */
  matchDate?: string;
}

/**
 * GET /v3/asset/import/folders: the folders of the tenant's own buckets "Add from an address"
 * takes `s3://` files from, as a person writes them (`s3://bucket/folder/`). Asked by those who
 * may add videos; never in the code a browser is sent.
 */
export interface ImportFolders {
  folders: string[];
}

/** GET /v3/asset/{id}/usage: what deleting the asset takes with it. */
export interface AssetUsage {
  clips: number;
  /** Collections with at least one of its clips. */
  collections: number;
}

/** PUT /v3/asset/{id}/public: release an asset to the public, or take it back. */
export interface AssetReleaseRequest {
  public: boolean;
}

/** GET /v3/asset/{id}/keyframes: MP4 gives seconds, HLS gives offsets in milliseconds (SPEC §3). */
export interface AssetKeyframes {
  assetId: string;
  format: 'MP4' | 'HLS';
  keyframes: number[];
}

/** GET /v3/asset/{id}/waveform: the sound's peaks over a range, for the clip editor. */
export interface AssetWaveform {
  assetId: string;
  /** Seconds from the asset's start. */
  from: number;
  to: number;
  /** Evenly spaced over the range, 0 (silence) to 1 (full scale); empty without sound. */
  peaks: number[];
}

/** GET /v3/asset/segment-offset?id */
export interface SegmentOffset {
  assetId: string;
  /** Presentation time of the first HLS segment, in milliseconds. */
  offset: number;
  /** Nominal HLS segment length, in milliseconds. */
  segmentDuration: number;
}

/** One metadata item of a clip's payload (SPEC §3). */
export interface PayloadItem {
  id: string;
  category: string;
  value: string;
  /** Seconds from the asset's start. */
  startTime: number;
  /** Seconds from the asset's start; 0 when the item is a point in time. */
  endTime: number;
  indexerType: string;
  additionalProperties: Record<string, string>;
  integerValue?: number;
}

/** A clip: a tagged time range of an asset (SPEC §3 "Clip / search result"). */
export interface Clip {
  id: string;
  assetId: string;
  /** Seconds from the asset's start. */
  offset: number;
  /** Seconds. */
  duration: number;
  /** Wall-clock time of the clip's start, ISO 8601. */
  startTime: string;
  endTime: string;
  payload: PayloadItem[];
}
