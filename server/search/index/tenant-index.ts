import type { QueryNode } from '../../../src/core/api/contract/query/types';
import type { Bitset } from './bitset';
import { ClipStore } from './clip-store';
import type { Entry } from './dictionary';
import { complete, suggest } from './autocomplete';
import { between, evaluate, matchedEntries, union, withValues } from './evaluate';
import { facet, postings, tally, tallyCost, type EntryTally } from './facets';
import type { FacetValue } from './matching';
import { similarClips } from './similar';

export type { IndexedClip } from './clip-store';
export type { EntryTally } from './facets';
export type { FacetValue } from './matching';
export type { SortOrder } from './ordering';

/**
 * One tenant's clips as an inverted index: each distinct payload value has the list of
 * clips carrying it; a query becomes set operations over those lists. The storage is
 * `ClipStore`; each way of reading it is a module of its own, gathered here.
 */
export class TenantIndex extends ClipStore {
  /** The clips a query matches. `textCategories` limits free text to those categories. */
  evaluate(node: QueryNode, textCategories?: ReadonlySet<string>): Bitset {
    return evaluate(this, node, textCategories);
  }

  /** The entries the positive terms of a query match: what to highlight in a result. */
  matchedEntries(node: QueryNode, textCategories?: ReadonlySet<string>): Set<Entry> {
    return matchedEntries(this, node, textCategories);
  }

  /** Union of the clips of some entries, live ones only. */
  union(entries: readonly Entry[]): Bitset {
    return union(this, entries);
  }

  /** The clips with any value of `values` in `category`. */
  withValues(category: string, values: readonly string[]): Bitset {
    return withValues(this, category, values);
  }

  /** The clips whose `category` value lies between `from` and `to` (inclusive). */
  between(category: string, from: string | number | undefined, to: string | number | undefined) {
    return between(this, category, from, to);
  }

  /** A tally of the values of `categories` over `result`, made on first need. */
  tally(result: Bitset, categories: readonly string[]): EntryTally {
    return tally(this, result, categories);
  }

  /** Postings of a category's values: the work of counting its facet value by value. */
  postings(category: string): number {
    return postings(this, category);
  }

  /** The work of a tally of `result` for some categories. */
  tallyCost(result: Bitset, categories: number): number {
    return tallyCost(this, result, categories);
  }

  /**
   * Values of a category with how many clips of `result` carry each, most first; with
   * `zeros`, the values no clip of `result` carries as well.
   */
  facet(
    result: Bitset,
    category: string,
    size: number,
    pinned: readonly string[] = [],
    valueQuery?: string,
    counts?: EntryTally,
    zeros = false,
  ): FacetValue[] {
    return facet(this, result, category, size, pinned, valueQuery, counts, zeros);
  }

  /** Clips like `doc`, with the share of its values' weight each shares, best first. */
  similar(doc: number, minScore: number): Array<{ doc: number; score: number }> {
    return similarClips(this, doc, minScore);
  }

  /** Values that complete what a person is typing, most used first. */
  complete(query: string, size: number, categories?: ReadonlySet<string>, within?: Bitset) {
    return complete(this, query, size, categories, within);
  }

  /** Values of one category containing `query` (any case), most used first. */
  suggest(category: string, query: string, size: number, within?: Bitset): FacetValue[] {
    return suggest(this, category, query, size, within);
  }
}
