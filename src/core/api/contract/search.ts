/** Contract of the search calls of the asset API and the middleware (SPEC §7). */
import type { Clip, PayloadItem } from './assets';
import type { ClipRights, RightsFilter } from './rights';

/** newest: match date descending, then play order; oldest: match date ascending, then play order. */
export type SearchSort = 'newest' | 'oldest';

/** AND: facet counts over the results; OR: each facet counted without its own filter. */
export type FacetMode = 'AND' | 'OR';

/** A structured filter: any of `values`, or between `from` and `to` (inclusive). */
export interface SearchFilter {
  category: string;
  values?: string[];
  /** yyyy-MM-dd for date categories, a number for integer ones. */
  from?: string | number;
  to?: string | number;
}

/** POST search/search */
export interface SearchRequest {
  /** Lucene-like expression (fields, AND/OR/NOT, wildcards, quotes); empty means "*". */
  query?: string;
  /** 1-based; default 1. */
  page?: number;
  /** Default 30 (public search page size), at most 200. */
  pageSize?: number;
  /** Limit free words to these categories. */
  searchFields?: string[];
  /** Categories to count values of. */
  facetBy?: string[];
  facetMode?: FacetMode;
  /** Values per facet; default 50, at most 10000. */
  facetSize?: number;
  /** Which result fields to return; all when absent. */
  fields?: Array<keyof SearchHit>;
  sortBy?: SearchSort;
  filters?: SearchFilter[];
  /** With `similarTo`: the least similarity kept, 0 to 1; default 0.7. */
  similarScore?: number;
  /** Only clips similar to this clip, most similar first. */
  similarTo?: string;
  /** Answer clips in the SPEC §3 shape only, without asset details. */
  legacy?: boolean;
  /**
   * 'asset': a page of assets instead of clips: each result is an asset's first clip in the
   * sort order, with `clipCount`; `total` counts assets and `totalClips` the clips.
   */
  groupBy?: 'asset';
  /** Only clips whose rights window is shut now, or ends this week (staff only). */
  rights?: RightsFilter;
}

/** A clip found by a search, with what the person needs to show it. */
export interface SearchHit extends Clip {
  assetTitle: string;
  matchDate: string | null;
  /** Similarity to the clip asked about, 0 to 1 (similar-content only). */
  score?: number;
  /** The payload items the query matched (simple search with addHighlights). */
  highlights?: PayloadItem[];
  /** With `groupBy: 'asset'`: the clips of this asset the search found. */
  clipCount?: number;
  /** Its rights window, for staff (docs/rights.md): absent where it has none. */
  rights?: ClipRights;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface SearchResponse {
  results: Partial<SearchHit>[];
  total: number;
  page: number;
  pageSize: number;
  /** Category to its values, most frequent first; selected filter values always included. */
  facets: Record<string, FacetValue[]>;
  tookMs: number;
  /** With `groupBy: 'asset'`: the clips found in all (`total` then counts assets). */
  totalClips?: number;
  /**
   * A match of the tenant is live (docs/live.md): its clips come as it goes, so a page showing
   * this search may ask again for what is new. Absent for signed-out callers.
   */
  live?: boolean;
}

/** POST search/search/facets */
export interface FacetRequest {
  query?: string;
  facet: string;
  filters?: SearchFilter[];
  facetMode?: FacetMode;
  /** Only values containing this text (search inside a facet). */
  valueQuery?: string;
  /** At most 10000; default 100. */
  size?: number;
  /**
   * 'all': every value of the category (its whole value space), each with its count over this
   * search, zeros included, most first. Default: only values this search finds.
   */
  valueSpace?: 'all' | 'found';
}

export interface FacetResponse {
  facet: string;
  values: FacetValue[];
}

/** GET search/search/autocomplete */
export interface Suggestion extends FacetValue {
  category: string;
}

/** POST /v3/search/suggest */
export interface SuggestRequest {
  category: string;
  query: string;
  size?: number;
}

/** POST /v3/search/simple: the asset API's search. */
export interface SimpleSearchRequest {
  q?: string;
  /** 0-based page. */
  p?: number;
  /** Page size, default 30. */
  s?: number;
  sortDesc?: boolean;
  sortMode?: 'matchDate';
  addHighlights?: boolean;
}

export interface SimpleSearchResponse {
  results: SearchHit[];
  total: number;
  page: number;
  size: number;
}

/** PUT search/data: clips to add or replace in the index (administrators). */
export interface SearchDataRequest {
  clips: Array<{
    id: string;
    assetId: string;
    offset: number;
    duration: number;
    payload: Array<Pick<PayloadItem, 'category' | 'value'> & Partial<PayloadItem>>;
  }>;
}

/**
 * A search a person saved under a name: its expression as they wrote it (relative periods
 * such as `match_date:last-7-days` kept as words), its sort and its view. Not in SPEC: the
 * reference server's own call, `search/saved` (docs/search.md).
 */
export interface SavedSearch {
  id: string;
  name: string;
  query: string;
  sort: SearchSort;
  view: 'clips' | 'assets';
  /** ISO 8601. */
  createdAt: string;
}

/** POST search/saved */
export interface SavedSearchCreate {
  /** 1 to 100 characters, unique (ignoring case) among the person's saved searches. */
  name: string;
  query: string;
  sort?: SearchSort;
  view?: 'clips' | 'assets';
}

/** GET search/saved: the caller's saved searches, newest first. */
export interface SavedSearchList {
  results: SavedSearch[];
}
