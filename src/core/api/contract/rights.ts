import { format } from 'date-fns';

/**
 * Rights windows (docs/rights.md): when an asset's clips (or one clip, overriding its asset's)
 * may be used, and for which uses.
 */

/** What a window restricts: internal search, partner pages and signed-out search, exports, review links. */
export const RIGHTS_USES = ['internal', 'public', 'export', 'review'] as const;
export type RightsUse = (typeof RIGHTS_USES)[number];

export const RIGHTS_USE_WORDS: Record<RightsUse, string> = {
  internal: 'Internal search',
  public: 'Partner pages and signed-out search',
  export: 'Exports',
  review: 'Review links',
};

/** Clips a bulk change (PUT …/search/rights) may name at once. */
export const MAX_RIGHTS_CLIPS = 500;

/** An availability window: outside it, its uses are not allowed (others are not touched). */
export interface RightsWindow {
  /** Not before this moment (ISO); open from the start when absent. */
  notBefore?: string;
  /** Not after this moment (ISO); open to the end when absent. */
  notAfter?: string;
  uses: RightsUse[];
}

/** An asset's window and its clips' own, as the library shows them. */
export interface AssetRights {
  asset?: RightsWindow;
  clips: Array<{ clipId: string; window: RightsWindow }>;
}

/** PUT …/search/rights: a window for each of these clips (over their asset's), or none. */
export interface ClipRightsBody {
  clipIds: string[];
  /** null takes the clips' own windows away: their asset's applies again. */
  window: RightsWindow | null;
}

/** A clip's window: its own where it has one, else its asset's, else none. */
export function effectiveWindow(
  asset: RightsWindow | null | undefined,
  clip: RightsWindow | null | undefined,
): RightsWindow | null {
  return clip ?? asset ?? null;
}

const day = (iso: string) => format(new Date(iso), 'd MMMM yyyy');

/** Why a window keeps its uses from now, in words; null when now is inside it. */
export function outsideNow(window: RightsWindow, now: Date): string | null {
  if (window.notBefore && now.getTime() < Date.parse(window.notBefore))
    return `its rights start on ${day(window.notBefore)}`;
  if (window.notAfter && now.getTime() > Date.parse(window.notAfter))
    return `its rights ended on ${day(window.notAfter)}`;
  return null;
}

/** Whether a window, open now, ends within `days` days. */
export function endsWithin(window: RightsWindow, now: Date, days: number): boolean {
  if (!window.notAfter || outsideNow(window, now)) return false;
  return Date.parse(window.notAfter) - now.getTime() <= days * 86_400_000;
}

/** The search filter on windows (`rights` of a search): what "not available now" and "expires this week" mean. */
export const RIGHTS_FILTERS = ['not-available-now', 'expires-this-week'] as const;
export type RightsFilter = (typeof RIGHTS_FILTERS)[number];

export const RIGHTS_FILTER_WORDS: Record<RightsFilter, string> = {
  'not-available-now': 'Not available now',
  'expires-this-week': 'Expires this week',
};

/** A clip's window as staff see it on a search result: the window, and why it is shut now. */
export interface ClipRights {
  window: RightsWindow;
  /**
   * The uses it keeps the clip from now, why, and the sentence staff read ("Not for partner
   * pages or exports now: its rights ended on 1 November 2026."); absent while it is open.
   */
  shut?: { uses: RightsUse[]; why: string; words: string };
}

/** Each use as a sentence names it ("Not for partner pages now"). */
const USE_NAMES: Record<RightsUse, string> = {
  internal: 'staff search',
  public: 'partner pages',
  export: 'exports',
  review: 'review links',
};

const orList = new Intl.ListFormat('en-GB', { type: 'disjunction' });

/** A clip's window as staff see it, or undefined where it has none. */
export function clipRights(window: RightsWindow | null, now: Date): ClipRights | undefined {
  if (!window) return undefined;
  const why = outsideNow(window, now);
  if (!why) return { window };
  const uses = [...window.uses];
  const words = `Not for ${orList.format(uses.map((use) => USE_NAMES[use]))} now: ${why}.`;
  return { window, shut: { uses, why, words } };
}

/**
 * Whether a window allows a use now; when not, why, in words ("not before 3 December 2026",
 * "not after 1 November 2026").
 */
export function allows(
  window: RightsWindow | null,
  use: RightsUse,
  now: Date,
): { allowed: true } | { allowed: false; why: string } {
  if (!window || !window.uses.includes(use)) return { allowed: true };
  const why = outsideNow(window, now);
  return why ? { allowed: false, why } : { allowed: true };
}

/** What is wrong with a window as asked for, in words; null when nothing. */
export function windowProblem(window: RightsWindow): { field: string; words: string } | null {
  if (window.uses.length === 0) return { field: 'uses', words: 'Choose at least one use.' };
  if (!window.notBefore && !window.notAfter)
    return { field: 'notBefore', words: 'Give a start, an end, or both.' };
  for (const side of ['notBefore', 'notAfter'] as const) {
    const value = window[side];
    if (value !== undefined && Number.isNaN(Date.parse(value)))
      return { field: side, words: 'That is not a date.' };
  }
  if (
    window.notBefore &&
    window.notAfter &&
    Date.parse(window.notBefore) >= Date.parse(window.notAfter)
  )
    return { field: 'notAfter', words: 'The end comes after the start.' };
  return null;
}
