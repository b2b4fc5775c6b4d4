/** A highlight package under review (docs/highlights.md): pure steps the review object takes. */
import type { HighlightClip, HighlightReview, PlaylistClip } from '../api/contract';
import { HIGHLIGHT_MAX_PAD_SECONDS } from '../api/contract';

export interface ReviewItem {
  clip: HighlightClip;
  excluded: boolean;
  lead: number;
  lag: number;
}

export const reviewItemsOf = (clips: readonly HighlightClip[]): ReviewItem[] =>
  clips.map((clip) => ({ clip, excluded: clip.excluded, lead: clip.lead, lag: clip.lag }));

/** The item at `index` moved by `by` places (clamped to the list). */
export function moveItem<T>(items: readonly T[], index: number, by: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, index + by));
  if (to === index || !items[index]) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A lead or lag as a person may set it: whole tenths of a second, 0 to the most allowed. */
export function clampPad(seconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  return Math.round(Math.max(0, Math.min(HIGHLIGHT_MAX_PAD_SECONDS, seconds)) * 10) / 10;
}

/** Whether two reviews choose the same: order, left out, leads and lags. */
export function sameReview(a: readonly ReviewItem[], b: readonly ReviewItem[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, i) =>
        item.clip.id === b[i]!.clip.id &&
        item.excluded === b[i]!.excluded &&
        item.lead === b[i]!.lead &&
        item.lag === b[i]!.lag,
    )
  );
}

export function reviewBody(items: readonly ReviewItem[], version: number): HighlightReview {
  return {
    version,
    clips: items.map((i) => ({ id: i.clip.id, excluded: i.excluded, lead: i.lead, lag: i.lag })),
  };
}

/**
 * The clips kept, widened by their lead and lag, as collection items: a clip cannot start
 * before its asset does, so a lead past the start is cut there.
 */
export function keptClips(items: readonly ReviewItem[]): PlaylistClip[] {
  return items
    .filter((i) => !i.excluded)
    .map(({ clip, lead, lag }) => {
      const start = Math.max(0, clip.offset - lead);
      const { id: _suffixed, excluded: _e, lead: _l, lag: _g, ...hit } = clip;
      return {
        asset_id: clip.assetId,
        offset: Math.round(start * 1000) / 1000,
        duration: Math.round((clip.offset - start + clip.duration + lag) * 1000) / 1000,
        stash: JSON.stringify({ ...hit, id: clip.id.split('/')[0] }),
      };
    });
}

/** Seconds the kept clips play, leads and lags included. */
export const keptSeconds = (items: readonly ReviewItem[]) =>
  keptClips(items).reduce((sum, c) => sum + c.duration, 0);
