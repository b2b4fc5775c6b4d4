import { format } from 'date-fns';

/**
 * Rights windows (docs/rights.md): when an asset's clips (or one clip, overriding its asset's)
 * may be used, and for which uses.
 */

/** What a window restricts: internal search, partner pages and signed-out search, exports, review links. */
export const RIGHTS_USES = ['internal', 'public', 'export', 'review'] as const;
export type RightsUse = (typeof RIGHTS_USES)[number];

/**
 * The uses windows are kept to so far (docs/rights.md): a window naming another is refused
 * rather than stored as if it were kept.
 */
export const APPLIED_RIGHTS_USES: readonly RightsUse[] = ['export', 'review'];

export const RIGHTS_USE_WORDS: Record<RightsUse, string> = {
  internal: 'Internal search',
  public: 'Partner pages and signed-out search',
  export: 'Exports',
  review: 'Review links',
};

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
  if (window.notBefore && now.getTime() < Date.parse(window.notBefore))
    return { allowed: false, why: `its rights start on ${day(window.notBefore)}` };
  if (window.notAfter && now.getTime() > Date.parse(window.notAfter))
    return { allowed: false, why: `its rights ended on ${day(window.notAfter)}` };
  return { allowed: true };
}

/** What is wrong with a window as asked for, in words; null when nothing. */
export function windowProblem(window: RightsWindow): { field: string; words: string } | null {
  if (window.uses.length === 0) return { field: 'uses', words: 'Choose at least one use.' };
  const unapplied = window.uses.find((use) => !APPLIED_RIGHTS_USES.includes(use));
  if (unapplied)
    return {
      field: 'uses',
      words: `${RIGHTS_USE_WORDS[unapplied]} cannot be held to a rights window yet: choose exports or review links.`,
    };
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
