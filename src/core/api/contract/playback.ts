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
}

export interface PlayableResponse {
  items: PlayableItem[];
  /** Sum of the items' ranges, seconds. */
  duration: number;
  /** When the signed URLs stop working, ISO 8601. */
  expiresAt: string;
}
