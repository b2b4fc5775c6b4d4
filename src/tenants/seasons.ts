import type { ContentKind } from './types';

/**
 * The month (1 to 12) each kind of content's season starts in: July for competitions that
 * straddle the new year (2026/27), January for those played within one.
 */
export const SEASON_START_MONTH: Readonly<Record<ContentKind, number>> = {
  generic: 1,
  cricket: 7,
  rugby: 1,
  basketball: 7,
  americanFootball: 1,
  iceHockey: 7,
  soccer: 7,
  horseRacing: 1,
  images: 1,
  events: 1,
};

/** The season a yyyy-MM-dd day falls in, as the `season` category writes it: 2026 or 2026/27. */
export function seasonOf(day: string, kind: ContentKind): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startMonth = SEASON_START_MONTH[kind];
  if (startMonth === 1) return String(year);
  const start = month >= startMonth ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}
