import type { PlayerTimeUpdate } from '../../core/events';
import type { PlayableItem } from '../../core/api/contract';
import type { LivePosition } from './live-position';

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

/** What the controls show; a new object after every change. */
export interface PlaybackSnapshot {
  status: PlaybackStatus;
  /** The item playing, from 0; -1 before the first loads. */
  index: number;
  /** Seconds into the whole sequence. */
  elapsed: number;
  /** The sequence's length, seconds. */
  duration: number;
  /** Waiting for media while playing. */
  buffering: boolean;
  muted: boolean;
  /** 0 to 1. */
  volume: number;
  /** Playback speed, 1 is normal. */
  rate: number;
  error: string | null;
  /** Playing a live match (to its live edge); null otherwise. */
  live: LivePosition | null;
}

/** Before anything is loaded, at full volume. */
export const IDLE_SNAPSHOT: PlaybackSnapshot = {
  status: 'idle',
  index: -1,
  elapsed: 0,
  duration: 0,
  buffering: false,
  muted: false,
  volume: 1,
  rate: 1,
  error: null,
  live: null,
};

export interface PlaybackCallbacks {
  onTimeUpdate?(snapshot: PlaybackSnapshot, item: PlayableItem, assetTime: number): void;
  onEnded?(snapshot: PlaybackSnapshot): void;
}

/** What a player's `vs-time-update` says of a snapshot of its item at `assetTime`. */
export function timeUpdateOf(
  snapshot: PlaybackSnapshot,
  item: PlayableItem,
  assetTime: number,
): PlayerTimeUpdate {
  return {
    currentTime: snapshot.elapsed,
    duration: snapshot.duration,
    index: snapshot.index,
    assetId: item.asset_id,
    assetTime,
  };
}
