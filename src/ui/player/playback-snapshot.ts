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

export interface PlaybackCallbacks {
  onTimeUpdate?(snapshot: PlaybackSnapshot, item: PlayableItem, assetTime: number): void;
  onEnded?(snapshot: PlaybackSnapshot): void;
}
