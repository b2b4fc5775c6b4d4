import type { SearchFilter } from '../../src/core/api/contract';
import { BadRequestError } from '../http/errors';
import type { Reach } from '../http/access';
import type { Bitset } from './index/bitset';
import type { EntryTally } from './index/tenant-index';
import type { TenantSearch } from './engine';

/* A search request's categories, visibility, filters and facet tallies, read against the index. */

export function canonicalCategory(search: TenantSearch, name: string, field: string): string {
  const definition = search.fields.categories.get(name.toLowerCase());
  if (!definition) throw new BadRequestError(`Unknown category "${name}".`, field, 'unknown_field');
  return definition.name;
}

/**
 * Who a search is for: staff and readers (all), a public caller (what the tenant made public),
 * or a partner page's rail of a saved search (any clip the search finds, as curated).
 */
export type SearchReach = Reach | 'partner-rail';

/**
 * The clips a search of this reach may find, not to be changed: null for all of them. A
 * public caller and a partner page's rail never find a clip a rights window shuts from
 * partner pages now (docs/rights.md).
 */
export function visibleTo(
  tenantSearch: TenantSearch,
  reach: SearchReach,
  now = new Date(),
): Bitset | null {
  const { index, rights } = tenantSearch;
  if (reach === 'all') return null;
  const base = reach === 'public' ? index.publicSet() : index.liveSet;
  if (!rights.names('public')) return base;
  return base.clone().andNot(rights.docs(index, 'public', now));
}

export interface Filtered {
  /** Query and every filter. */
  result: Bitset;
  /** Query and every filter except those on one category (disjunctive facets). */
  without(category: string): Bitset;
  /** Values each category's filters select (always shown in its facet). */
  selected(category: string): string[];
}

export function applyFilters(
  search: TenantSearch,
  base: Bitset,
  filters: readonly SearchFilter[],
): Filtered {
  const { index } = search;
  const sets = filters.map((filter, i) => {
    const category = canonicalCategory(search, filter.category, `body.filters.${i}.category`);
    if (filter.values === undefined && filter.from === undefined && filter.to === undefined) {
      throw new BadRequestError('A filter needs values, from or to.', `body.filters.${i}`);
    }
    const set =
      filter.values !== undefined ? index.withValues(category, filter.values) : index.live();
    if (filter.from !== undefined || filter.to !== undefined)
      set.and(index.between(category, filter.from, filter.to));
    return { category, set, values: filter.values ?? [] };
  });
  const result = base.clone();
  for (const { set } of sets) result.and(set);
  return {
    result,
    without(category) {
      // No filter of its own: the result itself (a facet only reads it).
      if (!sets.some((s) => s.category === category)) return result;
      const partial = base.clone();
      for (const s of sets) if (s.category !== category) partial.and(s.set);
      return partial;
    },
    selected(category) {
      return sets.filter((s) => s.category === category).flatMap((s) => s.values);
    },
  };
}

/**
 * Facets counted over the same clips share one tally of all their values, where one pass
 * over those clips costs less than counting each category's values over the postings.
 */
export function facetTallies(
  index: TenantSearch['index'],
  asked: ReadonlyArray<{ category: string; over: Bitset }>,
): Map<Bitset, EntryTally> {
  const byResult = new Map<Bitset, string[]>();
  for (const { category, over } of asked)
    byResult.set(over, [...(byResult.get(over) ?? []), category]);
  const tallies = new Map<Bitset, EntryTally>();
  for (const [over, categories] of byResult) {
    const postings = categories.reduce((sum, c) => sum + index.postings(c), 0);
    if (index.tallyCost(over, categories.length) < postings)
      tallies.set(over, index.tally(over, categories));
  }
  return tallies;
}
