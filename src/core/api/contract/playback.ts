/** Contract of the middleware's playback call (SPEC §7 "POST playback/playable"). */
import type { AssetKind } from './assets';

export type PlaybackFormat = 'HLS' | 'MP4';

/** One item to play: a range of an asset, as a collection holds it. */
export interface PlayableClip {
  asset_id: string;
  /** Seconds from the asset's start. */
  offset: number;
  /** Seconds. */
  duration: number;
}

/** POST playback/playable */
export interface PlayableRequest {
  clips: PlayableClip[];
  /** The tenant's player format unless given; an asset without it plays what it has. */
  format?: PlaybackFormat;
}

/** An item ready for the player: signed media and the range within it to play. */
/**
 * A range's length that asks for the rest of its asset, to its end: the server keeps the
 * range within the asset, and on a live match follows its live edge.
 */
export const WHOLE_ASSET_SECONDS = 1e6;

export interface PlayableItem {
  asset_id: string;
  title: string;
  kind: AssetKind;
  format: PlaybackFormat;
  /** Signed; needs no headers. */
  url: string;
  mimeType: 'application/x-mpegurl' | 'video/mp4';
  /** Seconds from the asset's start. */
  start: number;
  /** Seconds from the asset's start, within the asset. */
  end: number;
  /** The asset's own length, seconds. */
  assetDuration: number;
  /** An upload still being processed: what is made so far plays, and more follows. */
  processing?: boolean;
  /**
   * A live match to its live edge (a range to `WHOLE_ASSET_SECONDS`; docs/live.md): it plays from the edge, seekable back to its
   * first second; `end` is its length when asked, and grows as it is streamed.
   */
  live?: boolean;
  /**
   * A live match before its first picture, or a range of it whose end is not written yet (a
   * clip of an event just sent): ask again in a few seconds; `url` may be empty until then.
   */
  pending?: boolean;
}

export interface PlayableResponse {
  items: PlayableItem[];
  /** Sum of the items' ranges, seconds. */
  duration: number;
  /** When the signed URLs stop working, ISO 8601. */
  expiresAt: string;
}
