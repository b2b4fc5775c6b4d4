import type { Bitset } from './bitset';
import type { ClipStore } from './clip-store';
import { countColumns } from './facet-columns';
import { rankFacet, valueFilter, type FacetValue } from './matching';
import { normalize } from './text';

/**
 * A tally of the values of `categories` over `result`, for counting several facets of one
 * result: made on first need, in one pass over the result's clips.
 */
export function tally(store: ClipStore, result: Bitset, categories: readonly string[]): EntryTally {
  return new EntryTally(() => entryCounts(store, result, categories));
}

/**
 * How many clips of `result` carry each value of `categories` (other entries stay 0). A result
 * of more than half the live clips is counted as every live clip's counts (kept until the next
 * write) less those of the clips it leaves out, so that the broadest searches cost the least.
 */
function entryCounts(store: ClipStore, result: Bitset, categories: readonly string[]): Uint32Array {
  const columns = categories.map((c) => store.facetColumn(c));
  const counts = new Uint32Array(store.dictionary.entries.length);
  if (result.count() * 2 <= store.size) {
    countColumns(columns, result, counts, store.counter);
    return counts;
  }
  const all = store.liveCounts(categories);
  countColumns(columns, store.live().andNot(result), counts, store.counter);
  for (const category of categories)
    for (const entry of store.dictionary.inCategories({ kind: 'exact', name: category }))
      counts[entry.id] = all[entry.id]! - counts[entry.id]!;
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
 * The work of a tally of `result` for `categories`: the clips it passes over (its own, or the
 * live ones it leaves out) times the categories.
 */
export function tallyCost(store: ClipStore, result: Bitset, categories: number): number {
  const matched = result.count();
  return (matched * 2 <= store.size ? matched : store.size - matched) * categories;
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
