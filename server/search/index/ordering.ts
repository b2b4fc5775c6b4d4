import type { GrowableF64 } from './growable';

/** newest: match date descending, then play order; oldest: match date ascending, then play order. */
export type SortOrder = 'newest' | 'oldest';

/** Clip numbers in sort order, and each clip's place in it. */
export interface SortPermutation {
  order: Uint32Array;
  rank: Uint32Array;
}

/** The match day of a clip without one; such clips sort last either way. */
export const NO_DATE = -1;

export function sortPermutation(
  count: number,
  sort: SortOrder,
  matchDays: GrowableF64,
  startTimes: GrowableF64,
): SortPermutation {
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  const sign = sort === 'newest' ? -1 : 1;
  order.sort((a, b) => {
    const da = matchDays.get(a);
    const db = matchDays.get(b);
    if (da !== db) {
      if (da === NO_DATE) return 1;
      if (db === NO_DATE) return -1;
      return sign * (da - db);
    }
    return startTimes.get(a) - startTimes.get(b) || a - b;
  });
  const rank = new Uint32Array(count);
  for (let i = 0; i < count; i++) rank[order[i]!] = i;
  return { order, rank };
}
