/**
 * Date ranges that move with the calendar, written `match_date:last-7-days` in a search
 * expression. A saved search keeps the words, so that it means the same period counted from
 * the day it runs; the server resolves them at each search, in UTC days.
 */
export const RELATIVE_RANGES = [
  'last-7-days',
  'last-30-days',
  'last-12-months',
  'this-season',
  'last-season',
] as const;

export type RelativeRange = (typeof RELATIVE_RANGES)[number];

export function isRelativeRange(text: string): text is RelativeRange {
  return (RELATIVE_RANGES as readonly string[]).includes(text);
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the season holding `today` (UTC midnight, epoch ms). */
function seasonStart(today: number, seasonStartMonth: number): number {
  const date = new Date(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  return Date.UTC(month >= seasonStartMonth ? year : year - 1, seasonStartMonth - 1, 1);
}

/**
 * The days (yyyy-MM-dd, both included) a relative range covers on the day of `now`, for a
 * tenant whose seasons start in month `seasonStartMonth` (1 to 12).
 */
export function resolveRelativeRange(
  range: RelativeRange,
  now: Date,
  seasonStartMonth: number,
): { from: string; to: string } {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  switch (range) {
    case 'last-7-days':
      return { from: iso(today - 6 * DAY_MS), to: iso(today) };
    case 'last-30-days':
      return { from: iso(today - 29 * DAY_MS), to: iso(today) };
    case 'last-12-months': {
      const date = new Date(today);
      const yearAgo = Date.UTC(date.getUTCFullYear() - 1, date.getUTCMonth(), date.getUTCDate());
      return { from: iso(yearAgo + DAY_MS), to: iso(today) };
    }
    case 'this-season':
      return { from: iso(seasonStart(today, seasonStartMonth)), to: iso(today) };
    case 'last-season': {
      const start = seasonStart(today, seasonStartMonth);
      return { from: iso(seasonStart(start - DAY_MS, seasonStartMonth)), to: iso(start - DAY_MS) };
    }
  }
}
