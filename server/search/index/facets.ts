import type { Bitset } from './bitset';
import type { ClipStore } from './clip-store';
import { rankFacet, valueFilter, type FacetValue } from './matching';
import { normalize } from './text';

/**
 * A tally of every value over `result`, for counting several facets of one result: made
 * on first need, in one pass over the result's clips.
 */
export function tally(store: ClipStore, result: Bitset): EntryTally {
  return new EntryTally(() => entryCounts(store, result));
}

/**
 * How many clips of `result` carry each dictionary entry. A result of more than half the live
 * clips is counted as every live clip's counts (kept until the next write) less those of the
 * clips it leaves out, so that the broadest searches cost the least.
 */
function entryCounts(store: ClipStore, result: Bitset): Uint32Array {
  const live = store.liveSet;
  if (result.count() * 2 <= store.size) return countEntries(store, result);
  const all = store.liveCounts(() => countEntries(store, live));
  const rest = countEntries(store, store.live().andNot(result));
  const counts = new Uint32Array(all.length);
  for (let i = 0; i < rest.length; i++) counts[i] = all[i]! - rest[i]!;
  return counts;
}

/** One pass over the values of the clips of `docs`. */
function countEntries(store: ClipStore, docs: Bitset): Uint32Array {
  const counts = new Uint32Array(store.dictionary.entries.length);
  const start = store.entryStart.view();
  const list = store.entryList.view();
  const words = docs.words;
  for (let w = 0; w < words.length; w++) {
    let word = words[w]!;
    while (word !== 0) {
      const doc = (w << 5) + 31 - Math.clz32(word & -word);
      word &= word - 1;
      const end = start[doc + 1]!;
      for (let i = start[doc]!; i < end; i++) counts[list[i]!]! += 1;
    }
  }
  return counts;
}

/** Postings of a category's values: the work of counting its facet value by value. */
export function postings(store: ClipStore, category: string): number {
  let total = 0;
  for (const entry of store.dictionary.inCategories({ kind: 'exact', name: category }))
    total += entry.docs.length;
  return total;
}

/**
 * The work of a tally of `result`: the clips it passes over (its own, or the live ones it leaves
 * out) times the values a clip has on average.
 */
export function tallyCost(store: ClipStore, result: Bitset): number {
  const matched = result.count();
  const passed = matched * 2 <= store.size ? matched : store.size - matched;
  return (passed * store.entryList.length) / Math.max(1, store.clipIds.length);
}

/**
 * Values of a category with how many clips of `result` carry each, most first: from a
 * tally of `result` when given, else value by value over the postings. With `zeros`, every
 * value of the category comes, those `result` lacks last with 0.
 */
export function facet(
  store: ClipStore,
  result: Bitset,
  category: string,
  size: number,
  pinned: readonly string[] = [],
  valueQuery?: string,
  tally?: EntryTally,
  zeros = false,
): FacetValue[] {
  const entries = store.dictionary.inCategories({ kind: 'exact', name: category });
  const pinnedNorm = new Set(pinned.map(normalize));
  const filter = valueQuery?.trim() ? valueFilter(valueQuery) : null;
  const counts = tally?.counts() ?? null;
  const counted: FacetValue[] = [];
  const pinnedOut: FacetValue[] = [];
  for (const entry of entries) {
    if (filter && !filter(entry)) continue;
    const count = counts ? counts[entry.id]! : result.countIn(entry.docs.view());
    if (pinnedNorm.has(entry.norm)) pinnedOut.push({ value: entry.value, count });
    else if (count > 0 || zeros) counted.push({ value: entry.value, count });
  }
  return rankFacet(counted, pinnedOut, pinned, size);
}

/** Counts of every value over one result, computed once when first asked for. */
export class EntryTally {
  private made: Uint32Array | null = null;

  constructor(private readonly make: () => Uint32Array) {}

  counts(): Uint32Array {
    this.made ??= this.make();
    return this.made;
  }
}
