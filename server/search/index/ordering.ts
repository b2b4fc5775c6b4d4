import type { Bitset } from './bitset';
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
  before?: SortPermutation,
): SortPermutation {
  const sign = sort === 'newest' ? -1 : 1;
  const compare = (a: number, b: number) => {
    const da = matchDays.get(a);
    const db = matchDays.get(b);
    if (da !== db) {
      if (da === NO_DATE) return 1;
      if (db === NO_DATE) return -1;
      return sign * (da - db);
    }
    return startTimes.get(a) - startTimes.get(b) || a - b;
  };
  // Clips added since `before` was made are sorted alone and merged in: one pass, where sorting
  // every clip again after each write took seconds at millions of clips.
  const known = before?.order.length ?? 0;
  const added = new Uint32Array(count - known);
  for (let i = 0; i < added.length; i++) added[i] = known + i;
  added.sort(compare);
  const order = before ? new Uint32Array(count) : added;
  if (before) {
    let [i, j, k] = [0, 0, 0];
    const old = before.order;
    while (i < old.length && j < added.length)
      order[k++] = compare(old[i]!, added[j]!) <= 0 ? old[i++]! : added[j++]!;
    while (i < old.length) order[k++] = old[i++]!;
    while (j < added.length) order[k++] = added[j++]!;
  }
  const rank = new Uint32Array(count);
  for (let i = 0; i < count; i++) rank[order[i]!] = i;
  return { order, rank };
}

/**
 * The `k` members of `docs` first in an order (least `rank` first), in that order: one pass that
 * keeps the best `k` seen in a heap, rather than sorting every member.
 */
export function firstByRank(docs: Bitset, rank: Uint32Array, k: number): number[] {
  const heap = new Uint32Array(k);
  let size = 0;
  const above = (i: number, j: number) => rank[heap[i]!]! > rank[heap[j]!]!;
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  const sink = (from: number) => {
    for (let i = from; ;) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let top = i;
      if (l < size && above(l, top)) top = l;
      if (r < size && above(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  const words = docs.words;
  for (let w = 0; w < words.length; w++) {
    let word = words[w]!;
    while (word !== 0) {
      const doc = (w << 5) + 31 - Math.clz32(word & -word);
      word &= word - 1;
      if (size < k) {
        heap[size] = doc;
        for (let i = size++; i > 0;) {
          const parent = (i - 1) >> 1;
          if (!above(i, parent)) break;
          swap(i, parent);
          i = parent;
        }
      } else if (k > 0 && rank[doc]! < rank[heap[0]!]!) {
        heap[0] = doc;
        sink(0);
      }
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => rank[a]! - rank[b]!);
}
