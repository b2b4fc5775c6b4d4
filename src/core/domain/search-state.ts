import type { RelativeRange, SearchFilter, SearchRequest, SearchSort } from '../api/contract';
import type { RightsFilter } from '../api/contract/rights';
import { searchQuery } from './accounts';
import {
  filterTerm,
  filterTermText,
  topLevelTerms,
  type ExpressionTerm,
  type FilterCategories,
  type FilterTerm,
} from './search-expression';

/** Everything a search is: the expression (facet choices included), sort, page and view. */
export interface SearchState {
  query: string;
  sort: SearchSort;
  /** 1-based. */
  page: number;
  view: 'clips' | 'assets';
  /** A clip whose similar content is open, or null. */
  similarTo: string | null;
  /** Only clips whose rights window is shut now, or ends this week (staff); absent: any. */
  rights?: RightsFilter | null;
}

/** SPEC §9: public search pages hold 30 results. */
export const SEARCH_PAGE_SIZE = 30;
/** Values the search counts per facet; a facet with more asks for them itself. */
export const SEARCH_FACET_SIZE = 50;
/** The most a page may hold (the server's limit). */
export const MAX_PAGE_SIZE = 200;

/** A page size from an attribute: a whole number from 1 to 200, else the default. */
export function pageSizeOf(text: string | null | undefined): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_SIZE ? n : SEARCH_PAGE_SIZE;
}
const MAX_PAGE = 10_000;

export function defaultSearchState(sort: SearchSort): SearchState {
  return { query: '', sort, page: 1, view: 'clips', similarTo: null };
}

/** Reads the state a URL holds; anything missing or malformed takes its default. */
export function searchStateFromParams(params: URLSearchParams, defaults: SearchState): SearchState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const view = params.get('view');
  const rights = params.get('rights');
  return {
    query: params.get('q') ?? defaults.query,
    sort: sort === 'newest' || sort === 'oldest' ? sort : defaults.sort,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : defaults.page,
    view: view === 'assets' || view === 'clips' ? view : defaults.view,
    similarTo: params.get('similar')?.slice(0, 200) || defaults.similarTo,
    ...(isRightsFilter(rights) ? { rights } : {}),
  };
}

/** The URL form of a state, leaving out what equals the default, so that links stay short. */
export function searchStateToParams(state: SearchState, defaults: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('q', state.query);
  if (state.sort !== defaults.sort) params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.view !== defaults.view) params.set('view', state.view);
  if (state.similarTo) params.set('similar', state.similarTo);
  if (state.rights) params.set('rights', state.rights);
  return params;
}

/** The facet choices and date ranges the expression holds, by category. */
export function chosenFilters(
  query: string,
  categories: FilterCategories,
): Map<string, FilterTerm> {
  const chosen = new Map<string, FilterTerm>();
  for (const term of topLevelTerms(query) ?? []) {
    const filter = filterTerm(term.text, categories);
    if (filter && !chosen.has(filter.category)) chosen.set(filter.category, filter);
  }
  return chosen;
}

/** The single values the search's filters name (`batter:"VR Iyer"`), the first `most` of them. */
export function namedValues(
  chosen: ReadonlyMap<string, FilterTerm>,
  most = 3,
): { category: string; value: string }[] {
  const named = [...chosen.values()].flatMap((term) =>
    term.kind === 'values' ? term.values.map((value) => ({ category: term.category, value })) : [],
  );
  return named.slice(0, most);
}

function withTerm(
  query: string,
  find: (t: ExpressionTerm) => boolean,
  text: string | null,
): string {
  const terms = topLevelTerms(query);
  const found = terms?.find(find);
  if (found) {
    const before = query.slice(0, found.start);
    const after = query.slice(found.end);
    if (text !== null) return `${before}${text}${after}`;
    return `${before.trimEnd()}${before.trim() && after.trim() ? ' ' : ''}${after.trimStart()}`;
  }
  if (text === null) return query;
  // An expression that cannot be split is kept whole, in brackets, beside the new term.
  const base = query.trim();
  if (!base) return text;
  return terms ? `${base} ${text}` : `(${base}) ${text}`;
}

/** Chooses or unchooses one value of a facet: the category's term is written again. */
export function toggleFacetValue(
  query: string,
  categories: FilterCategories,
  category: string,
  value: string,
): string {
  const current = chosenFilters(query, categories).get(category);
  const values = current?.kind === 'values' ? current.values : [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const isCategory = (t: ExpressionTerm) => filterTerm(t.text, categories)?.category === category;
  return withTerm(
    query,
    isCategory,
    next.length ? filterTermText({ kind: 'values', category, values: next }) : null,
  );
}

/** Sets (or, with null, clears) a date range of a category: fixed days, or a relative period. */
export function setDateRange(
  query: string,
  categories: FilterCategories,
  category: string,
  range: { from: string; to: string } | RelativeRange | null,
): string {
  const isCategory = (t: ExpressionTerm) => filterTerm(t.text, categories)?.category === category;
  const term: FilterTerm | null =
    range === null
      ? null
      : typeof range === 'string'
        ? { kind: 'relative', category, within: range }
        : { kind: 'range', category, ...range };
  return withTerm(query, isCategory, term ? filterTermText(term) : null);
}

/** Replaces one top-level term (a chip edited), or removes it with null. */
export function replaceTerm(query: string, term: ExpressionTerm, text: string | null): string {
  const trimmed = text?.trim();
  return withTerm(
    query,
    (t) => t.start === term.start && t.end === term.end,
    trimmed ? trimmed : null,
  );
}

/**
 * The request for a state: facet and date terms become structured filters (so that facets
 * can count disjunctively), the rest is the query, "*" when empty (SPEC §5).
 */
export function searchRequest(
  state: SearchState,
  categories: FilterCategories,
  facetBy: readonly string[],
  pageSize = SEARCH_PAGE_SIZE,
): SearchRequest {
  const terms = topLevelTerms(state.query);
  const filters: SearchFilter[] = [];
  const rest: string[] = [];
  for (const term of terms ?? []) {
    const filter = filterTerm(term.text, categories);
    // Relative periods stay words in the query: the server counts them from its own today.
    if (!filter || filter.kind === 'relative') rest.push(term.text);
    else if (filter.kind === 'values')
      filters.push({ category: filter.category, values: filter.values });
    else filters.push({ category: filter.category, from: filter.from, to: filter.to });
  }
  return {
    query: searchQuery(terms ? rest.join(' ') : state.query),
    filters,
    facetBy: [...facetBy],
    facetMode: 'OR',
    facetSize: SEARCH_FACET_SIZE,
    sortBy: state.sort,
    page: state.page,
    pageSize,
    // The assets view pages by assets: each row an asset, with the clips it holds.
    ...(state.view === 'assets' ? { groupBy: 'asset' as const } : {}),
    ...(state.rights ? { rights: state.rights } : {}),
  };
}

// Written out rather than read from the rights contract, which stays out of the first chunk.
const isRightsFilter = (text: string | null): text is RightsFilter =>
  text === 'not-available-now' || text === 'expires-this-week';

/** The term that finds one asset's clips: `assetId:"…"`. */
export function assetTerm(assetId: string): string {
  return `assetId:"${assetId.replace(/["\\]/g, '\\$&')}"`;
}

/** The request for every clip of one asset that a search finds (up to 200, in play order). */
export function clipsOfAssetRequest(request: SearchRequest, assetId: string): SearchRequest {
  const own = assetTerm(assetId);
  const query = request.query && request.query !== '*' ? `(${request.query}) AND ${own}` : own;
  return {
    query,
    filters: request.filters ?? [],
    sortBy: 'oldest',
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  };
}

/** Continuous results stop here: a person narrows the search rather than scroll further. */
export const CONTINUOUS_LIMIT = 10_000;

/**
 * The request for page `page` of a continuous list: the first page's search without its
 * facets (they were counted once, with the first page).
 */
export function continuationRequest(first: SearchRequest, page: number): SearchRequest {
  const { facetBy: _facets, facetMode: _mode, facetSize: _size, ...rest } = first;
  return { ...rest, page };
}

/** How many results a continuous list may hold for a search matching `total`. */
export function continuousLimit(total: number): number {
  return Math.min(total, CONTINUOUS_LIMIT);
}
