/** Playing a list of ranges of assets as one sequence (a clip, or a whole collection). */
import { timeToSeconds } from './editor';
import { countOf } from './counting';
import { WHOLE_ASSET_SECONDS } from '../api/contract';

export interface PlaybackRange {
  /** Seconds from the asset's start. */
  start: number;
  /** Seconds from the asset's start. */
  end: number;
}

/** The sequence's length, seconds. */
export function sequenceDuration(items: readonly PlaybackRange[]): number {
  return items.reduce((total, item) => total + Math.max(0, item.end - item.start), 0);
}

/** Seconds of the sequence played when item `index` is at `assetTime` of its asset. */
export function sequenceElapsed(
  items: readonly PlaybackRange[],
  index: number,
  assetTime: number,
): number {
  const before = sequenceDuration(items.slice(0, Math.max(0, index)));
  const item = items[index];
  if (!item) return before;
  return before + Math.min(Math.max(assetTime, item.start), item.end) - item.start;
}

/**
 * Where `elapsed` seconds into the sequence falls: the item and the time in its asset. The
 * end of one item is the start of the next; past the end is the end of the last.
 */
export function sequencePosition(
  items: readonly PlaybackRange[],
  elapsed: number,
): { index: number; assetTime: number } {
  let left = Math.max(0, elapsed);
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    const length = Math.max(0, item.end - item.start);
    if (left < length || index === items.length - 1) {
      return { index, assetTime: item.start + Math.min(left, length) };
    }
    left -= length;
  }
  return { index: 0, assetTime: 0 };
}

/** A position as words, for a screen reader's slider value: "1 minute 5 seconds of 3 minutes". */
export function spokenDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const parts: Array<[number, string]> = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => countOf(n, unit));
  return words.length ? words.join(' ') : '0 seconds';
}

export { WHOLE_ASSET_SECONDS } from '../api/contract';

/**
 * The range of an asset that a player's start and end (seconds or h:m:s) ask for, or what is
 * wrong with them. No start is the asset's start; no end is its end.
 */
export function requestedRange(
  start?: string,
  end?: string,
): { offset: number; duration: number } | { problem: string } {
  const from = start?.trim() ? timeToSeconds(start) : 0;
  const to = end?.trim() ? timeToSeconds(end) : Number.POSITIVE_INFINITY;
  if (Number.isNaN(from))
    return { problem: `start="${start}" is not a time: use seconds or h:m:s.` };
  if (Number.isNaN(to)) return { problem: `end="${end}" is not a time: use seconds or h:m:s.` };
  if (to <= from) return { problem: `end (${end}) must be after start (${start ?? 0}).` };
  return { offset: from, duration: Number.isFinite(to) ? to - from : WHOLE_ASSET_SECONDS };
}

/** A still of an image library: it lasts no time, so it has nothing to trim or play. */
export function isStill(item: { duration: number }): boolean {
  return item.duration === 0;
}

/** The items that play, in order: every one but the stills. */
export function playableItems<T extends { duration: number }>(items: readonly T[]): T[] {
  return items.filter((item) => !isStill(item));
}
