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

/** How many clips of `result` carry each dictionary entry: one pass over their values. */
function entryCounts(store: ClipStore, result: Bitset): Uint32Array {
  const counts = new Uint32Array(store.dictionary.entries.length);
  const start = store.entryStart.view();
  const list = store.entryList.view();
  result.forEach((doc) => {
    for (let i = start[doc]!; i < start[doc + 1]!; i++) counts[list[i]!]! += 1;
  });
  return counts;
}

/** Postings of a category's values: the work of counting its facet value by value. */
export function postings(store: ClipStore, category: string): number {
  let total = 0;
  for (const entry of store.dictionary.inCategories({ kind: 'exact', name: category }))
    total += entry.docs.length;
  return total;
}

/** The work of a tally of `result`: its clips times the values a clip has on average. */
export function tallyCost(store: ClipStore, result: Bitset): number {
  return (result.count() * store.entryList.length) / Math.max(1, store.clipIds.length);
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
