/** Editing a collection's items before saving them (SPEC §3 "Collection"). */
import { toMilliseconds } from '../api/contract/times';
import type { PlaylistClip, SearchHit } from '../api/contract';

/** The shortest item a trim may leave, seconds (a couple of frames). */
export const MIN_ITEM_SECONDS = 0.1;

/** An item being edited, with a key that stays with it as it moves. */
export interface DraftItem extends PlaylistClip {
  key: string;
}

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

export function draftOf(clips: readonly PlaylistClip[]): DraftItem[] {
  return clips.map((clip) => ({ ...clip, key: newKey() }));
}

/** What is saved: the items without their editing keys. */
export function savedClips(items: readonly DraftItem[]): PlaylistClip[] {
  return items.map(({ asset_id, offset, duration, stash, crop_x }) => ({
    asset_id,
    offset,
    duration,
    stash,
    ...(crop_x !== undefined ? { crop_x } : {}),
  }));
}

/** A collection item made from a search result, which it keeps as its stash. A still lasts 0 s. */
export function clipOfHit(hit: Partial<SearchHit>): PlaylistClip {
  if (!hit.assetId || hit.offset === undefined || hit.duration === undefined || hit.duration < 0)
    throw new Error('A clip needs its asset, offset and duration.');
  return {
    asset_id: hit.assetId,
    offset: hit.offset,
    duration: hit.duration,
    stash: JSON.stringify(hit),
  };
}

export function appendItems(items: readonly DraftItem[], clips: readonly PlaylistClip[]) {
  return [...items, ...draftOf(clips)];
}

/** The items with the one at `from` moved to `to` (both kept within the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.min(Math.max(0, from), last);
  const target = Math.min(Math.max(0, to), last);
  if (source === target || items.length < 2) return [...items];
  const next = [...items];
  const [moved] = next.splice(source, 1);
  next.splice(target, 0, moved!);
  return next;
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** Seconds to the millisecond: the precision marks are kept and saved at. */
export { toMilliseconds };

/**
 * An item trimmed to marks in its asset: the in mark becomes its offset and the distance to
 * the out mark its duration. Marks are kept within the asset and in order.
 */
export function trimmed<T extends PlaylistClip>(
  item: T,
  markIn: number,
  markOut: number,
  assetDuration: number,
): T | { problem: string } {
  if (!Number.isFinite(markIn) || !Number.isFinite(markOut))
    return { problem: 'In and out must be times.' };
  if (markIn < 0) return { problem: 'In cannot be before the start of the video.' };
  if (markOut > assetDuration + 1e-6)
    return { problem: 'Out cannot be after the end of the video.' };
  if (markOut - markIn < MIN_ITEM_SECONDS) return { problem: 'Out must be after in.' };
  const offset = toMilliseconds(markIn);
  return { ...item, offset, duration: toMilliseconds(toMilliseconds(markOut) - offset) };
}

/** Whether two lists of items would save the same collection. */
export function sameItems(a: readonly PlaylistClip[], b: readonly PlaylistClip[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, i) =>
        item.asset_id === b[i]!.asset_id &&
        item.offset === b[i]!.offset &&
        item.duration === b[i]!.duration &&
        item.stash === b[i]!.stash,
    )
  );
}
