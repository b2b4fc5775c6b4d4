/** A highlight package under review (docs/highlights.md): pure steps the review object takes. */
import type { HighlightClip, HighlightReview, PlaylistClip } from '../api/contract';
import { HIGHLIGHT_MAX_CLIPS, HIGHLIGHT_MAX_PAD_SECONDS, type PayloadItem } from '../api/contract';
import type { HighlightsSettings } from '../../tenants';
import { payloadValues } from './clip-display';

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

/** Whether a clip's payload answers one term of an action's query: `runs:4`, `wicket:*`, `a:"b c"`. */
function answersTerm(
  payload: readonly Pick<PayloadItem, 'category' | 'value'>[] | undefined,
  term: string,
): boolean {
  const match = /^([\w.]+):(?:"([^"]*)"|(\S+))$/.exec(term.trim());
  if (!match) return false;
  const values = payloadValues(payload, match[1]!);
  const wanted = match[2] ?? match[3]!;
  return wanted === '*'
    ? values.length > 0
    : values.some((v) => v.toLowerCase() === wanted.toLowerCase());
}

/**
 * What happened in a clip, as the tenant names its actions (cricket: Four, Six, Wicket), and
 * where in the match (Over 12.3): what a review row says of each clip. An action's query is
 * read as terms joined by OR.
 */
export function clipHappenings(
  payload: readonly Pick<PayloadItem, 'category' | 'value'>[] | undefined,
  settings: Pick<HighlightsSettings, 'actionQueries' | 'moment'> | undefined,
): string[] {
  const actions = Object.entries(settings?.actionQueries ?? {})
    .filter(([, query]) => query.split(/\s+OR\s+/).some((term) => answersTerm(payload, term)))
    .map(([action]) => action);
  const moment = settings?.moment;
  const parts = moment?.categories.map((c) => payloadValues(payload, c)[0]) ?? [];
  const place =
    moment && parts.length > 0 && parts.every((p) => p !== undefined && p !== '')
      ? [`${moment.label} ${parts.join('.')}`]
      : [];
  return [...actions, ...place];
}

/**
 * What a package's rule found against what it holds, in words; null when it holds all it found.
 * Clips that repeat a moment of another (at least half inside a clip kept, as a ball inside
 * its over's clip) are left out, and so are those past the package's cap.
 */
export function foundInWords(found: number | null, held: number): string | null {
  if (found === null || found <= held) return null;
  const left = found - held;
  const [verb, each] = left === 1 ? ['is', 'it repeats'] : ['are', 'each repeats'];
  return `Its rule found ${found} clips; ${left} ${verb} left out: ${each} a moment of a clip the package holds (at least half inside it), or would pass its ${HIGHLIGHT_MAX_CLIPS} clips.`;
}

/** A live match's package in words: it grows, and how many clips came since the person looked. */
export function liveInWords(fresh: number): string {
  const grows = 'The match is live: its new clips join this package as they come.';
  if (fresh === 0) return grows;
  return `${grows} ${fresh === 1 ? '1 clip is' : `${fresh} clips are`} new since you last looked.`;
}
