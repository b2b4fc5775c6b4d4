import { toMilliseconds, trimmed, type DraftItem } from '../../core/domain/collection-edit';

// J steps back this far at first, doubling with each press (browsers cannot play backwards).
export const JOG_SECONDS = 1;
const MAX_JOG_SECONDS = 8;
const SHUTTLE_RATES = [1, 2, 4];

/** The part of the player a trim session drives with J, K and L. */
export interface TrimTransport {
  readonly playing: boolean;
  readonly rate: number;
  play(): void;
  pause(): void;
  setRate(rate: number): void;
  /** Seconds into the editor's window. */
  seek(elapsed: number): void;
}

/** The asset's stretch the editor shows: the clip with a minute either side (SPEC §5). */
export interface TrimWindow {
  bufferStart: number;
  bufferEnd: number;
  assetDuration: number;
}

/** What the editor shows; a new object after every change. */
export interface TrimSnapshot {
  markIn: number;
  markOut: number;
  /** Marks go to the nearest keyframe. */
  snap: boolean;
  /** Why the last apply was refused, in words. */
  problem: string | null;
}

/**
 * One item being trimmed: its in and out marks, kept inside the window and to the
 * millisecond, snapping to keyframes when asked, and the editor's key map (I and O mark at the
 * playhead; J jogs back, K stops, L plays and shuttles faster). Framework-free: React reaches
 * it through `subscribe`/`getSnapshot`.
 */
export class TrimSession {
  readonly #item: DraftItem;
  readonly #window: TrimWindow;
  readonly #listeners = new Set<() => void>();
  #snapshot: TrimSnapshot;
  #keyframes: readonly number[] = [];
  #jog = JOG_SECONDS;

  constructor(item: DraftItem, window: TrimWindow) {
    this.#item = item;
    this.#window = window;
    this.#snapshot = {
      markIn: item.offset,
      markOut: toMilliseconds(item.offset + item.duration),
      snap: false,
      problem: null,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): TrimSnapshot => this.#snapshot;

  /** The keyframes inside the window, seconds of the asset, for snapping. */
  setKeyframes(keyframes: readonly number[]): void {
    this.#keyframes = keyframes;
  }

  setSnap(snap: boolean): void {
    this.#set({ snap });
  }

  setIn(t: number): void {
    this.#set({ markIn: this.#mark(t), problem: null });
  }

  setOut(t: number): void {
    this.#set({ markOut: this.#mark(t), problem: null });
  }

  /** Where a time of the asset is within the window, 0 to 1 (for drawing). */
  fraction(t: number): number {
    const { bufferStart, bufferEnd } = this.#window;
    return (t - bufferStart) / (bufferEnd - bufferStart);
  }

  /** Seconds into the window for a time of the asset, kept inside it (for seeking). */
  elapsedAt(t: number): number {
    const { bufferStart, bufferEnd } = this.#window;
    return Math.min(Math.max(0, t - bufferStart), bufferEnd - bufferStart);
  }

  /**
   * The editor's key map. `playhead` is the asset time shown. Returns whether the key was
   * one of the editor's, so the caller can stop the browser's own handling.
   */
  key(key: string, playhead: number, transport: TrimTransport): boolean {
    switch (key.toLowerCase()) {
      case 'i':
        this.setIn(playhead);
        return true;
      case 'o':
        this.setOut(playhead);
        return true;
      case 'k':
        transport.pause();
        transport.setRate(1);
        this.#jog = JOG_SECONDS;
        return true;
      case 'l': {
        const faster = SHUTTLE_RATES[SHUTTLE_RATES.indexOf(transport.rate) + 1] ?? transport.rate;
        transport.setRate(transport.playing ? faster : 1);
        transport.play();
        this.#jog = JOG_SECONDS;
        return true;
      }
      case 'j':
        transport.pause();
        transport.setRate(1);
        transport.seek(this.elapsedAt(playhead - this.#jog));
        this.#jog = Math.min(this.#jog * 2, MAX_JOG_SECONDS);
        return true;
      default:
        return false;
    }
  }

  /** What is wrong with the marks as they stand (Out before In…), in words; null when nothing. */
  check(): string | null {
    const { markIn, markOut } = this.#snapshot;
    const result = trimmed(this.#item, markIn, markOut, this.#window.assetDuration);
    return 'problem' in result ? result.problem : null;
  }

  /** The item trimmed to the marks, or null with the reason in the snapshot's `problem`. */
  apply(): DraftItem | null {
    const { markIn, markOut } = this.#snapshot;
    const result = trimmed(this.#item, markIn, markOut, this.#window.assetDuration);
    if ('problem' in result) {
      this.#set({ problem: result.problem });
      return null;
    }
    return result;
  }

  #mark(t: number): number {
    const { bufferStart, bufferEnd } = this.#window;
    const snapped = this.#snapshot.snap ? nearest(this.#keyframes, t) : t;
    return toMilliseconds(Math.min(Math.max(bufferStart, snapped), bufferEnd));
  }

  #set(patch: Partial<TrimSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}

/** The keyframe nearest to `t`, or `t` itself when there are none. */
function nearest(keyframes: readonly number[], t: number): number {
  let best = t;
  let distance = Infinity;
  for (const frame of keyframes) {
    const d = Math.abs(frame - t);
    if (d < distance) {
      best = frame;
      distance = d;
    }
  }
  return best;
}
