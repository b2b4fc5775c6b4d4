import { LIMITS } from '../../src/core/api/contract';
import type {
  FacetRequest,
  FacetResponse,
  FacetValue,
  SearchFilter,
  SearchHit,
  SearchRequest,
  SearchResponse,
  SimpleSearchRequest,
  SimpleSearchResponse,
  Suggestion,
} from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { HttpError, NotFoundError } from '../http/errors';
import { normalize } from './index/text';
import type { SortOrder } from './index/tenant-index';
import type { TenantFields, TenantSearch } from './engine';
import { SearchSyntaxError } from '../../src/core/api/contract/query/errors';
import { parseQuery } from '../../src/core/api/contract/query/parse';
import type { QueryNode } from '../../src/core/api/contract/query/types';
import { loadHits } from './repository';
import {
  applyFilters,
  canonicalCategory,
  facetTallies,
  visibleTo,
  type SearchReach,
} from './filtering';
import type { Reach } from '../http/access';
import { BadRequestError } from '../http/errors';

export const PUBLIC_PAGE_SIZE = 30;
export const SIMILAR_PAGE_SIZE = LIMITS.similarPageSize;
export const SIMILAR_SCORE = LIMITS.similarScore;
export const AUTOCOMPLETE_SIZE = LIMITS.autocompleteSize;
export const SUGGESTION_CAP = 10_000;

/** A malformed expression as a 400 that says where. */
export function readQuery(
  search: TenantFields,
  text: string | undefined,
  field: string,
): QueryNode {
  // Relative periods ("last-7-days") mean other days tomorrow: the day is part of the key.
  const key = `${search.fields.now().toISOString().slice(0, 10)}\n${text ?? ''}`;
  const known = search.queries.get(key);
  if (known) return known;
  try {
    const query = parseQuery(text ?? '', search.fields);
    search.queries.set(key, query);
    return query;
  } catch (error) {
    if (error instanceof SearchSyntaxError) {
      throw new HttpError(
        400,
        error.name === 'UnknownFieldError' ? 'unknown_field' : 'query_syntax',
        error.message,
        field,
        error.position,
      );
    }
    throw error;
  }
}

function shape(
  hit: SearchHit,
  request: Pick<SearchRequest, 'legacy' | 'fields'>,
): Partial<SearchHit> {
  let out: Partial<SearchHit> = hit;
  if (request.legacy) {
    const { assetTitle: _t, matchDate: _d, score: _s, highlights: _h, ...clip } = hit;
    out = clip;
  }
  if (request.fields?.length) {
    out = Object.fromEntries(request.fields.filter((f) => f in out).map((f) => [f, out[f]]));
  }
  return out;
}

/** Every clip a search and its filters match, as the index's doc numbers (a reel's search). */
export function matchingDocs(
  tenantSearch: TenantSearch,
  query: string,
  filters: readonly SearchFilter[],
): number[] {
  const base = tenantSearch.index.evaluate(
    readQuery(tenantSearch, query, 'body.query'),
    tenantSearch.textCategories,
  );
  const docs: number[] = [];
  applyFilters(tenantSearch, base, filters).result.forEach((doc) => docs.push(doc));
  return docs;
}

/** What the index answers a search: the page's clips by doc number, the totals, the facets. */
export interface IndexAnswer extends Omit<IndexPage, 'countFacets'> {
  facets: Record<string, FacetValue[]>;
}

/** The index's page of a search, its facets counted when asked (see `search`). */
export interface IndexPage {
  docs: number[];
  total: number;
  /** Clips matched, where `total` counts assets (`groupBy: asset`). */
  clipTotal: number;
  page: number;
  pageSize: number;
  /** Each asset's clips that matched, beside `docs`, where results are grouped by asset. */
  clipCounts: number[] | null;
  /** Similarity by doc number, for a search of clips like one clip. */
  scores: Map<number, number> | null;
  /** The facets asked for; the request was checked before, so only the counting is left. */
  countFacets(): Record<string, FacetValue[]>;
}

/** The index's part of POST search/search: everything but reading the page's clips. */
export function answerFromIndex(
  tenantSearch: TenantSearch,
  request: SearchRequest,
  reach: SearchReach = 'all',
): IndexAnswer {
  const { countFacets, ...found } = pageFromIndex(tenantSearch, request, reach);
  return { ...found, facets: countFacets() };
}

/**
 * The page of a search and its totals, every part of the request checked; the facets are
 * counted by `countFacets`, which a caller may run while the page's clips are being read.
 */
export function pageFromIndex(
  tenantSearch: TenantSearch,
  request: SearchRequest,
  reach: SearchReach = 'all',
  now = new Date(),
): IndexPage {
  const { index } = tenantSearch;
  const visible = visibleTo(tenantSearch, reach, now);
  const query = readQuery(tenantSearch, request.query, 'body.query');
  const textCategories = request.searchFields?.length
    ? new Set(
        request.searchFields.map((f, i) =>
          normalize(canonicalCategory(tenantSearch, f, `body.searchFields.${i}`)),
        ),
      )
    : tenantSearch.textCategories;
  const facetCategories = (request.facetBy ?? []).map((name, i) => ({
    name,
    category: canonicalCategory(tenantSearch, name, `body.facetBy.${i}`),
  }));
  const base = index.evaluate(query, textCategories);
  if (visible) base.and(visible);
  if (request.rights) {
    if (reach !== 'all')
      throw new BadRequestError('Only staff may search by rights windows.', 'body.rights');
    base.and(tenantSearch.rights.docs(index, request.rights, now));
  }
  let scores: Map<number, number> | null = null;
  if (request.similarTo !== undefined) {
    const doc = index.docNumber(request.similarTo);
    if (doc === undefined || (visible && !visible.has(doc)))
      throw new NotFoundError('Clip', request.similarTo);
    const similar = index.similar(doc, request.similarScore ?? SIMILAR_SCORE);
    scores = new Map(similar.map((s) => [s.doc, s.score]));
    const only = index.live().clear();
    for (const s of similar) only.add(s.doc);
    base.and(only);
  }
  const filtered = applyFilters(tenantSearch, base, request.filters ?? []);
  const clipTotal = filtered.result.count();
  let total = clipTotal;
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? PUBLIC_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  let docs: number[];
  let clipCounts: number[] | null = null;
  if (request.groupBy === 'asset' && !scores) {
    const assets = index.assetPage(filtered.result, request.sortBy ?? 'newest', offset, pageSize);
    docs = assets.docs;
    clipCounts = assets.clipCounts;
    total = assets.totalAssets;
  } else if (scores) {
    const ordered = [...scores.keys()].filter((d) => filtered.result.has(d));
    docs = ordered.slice(offset, offset + pageSize);
  } else {
    docs = index.page(filtered.result, request.sortBy ?? 'newest', offset, pageSize, clipTotal);
  }
  const countFacets = () => {
    const facets: Record<string, FacetValue[]> = {};
    const facetSize = request.facetSize ?? 50;
    const asked = facetCategories.map(({ name, category }) => {
      const over = request.facetMode === 'OR' ? filtered.without(category) : filtered.result;
      return { name, category, over };
    });
    const tallies = facetTallies(index, asked);
    for (const { name, category, over } of asked) {
      facets[name] = index.facet(
        over,
        category,
        facetSize,
        filtered.selected(category),
        undefined,
        tallies.get(over),
      );
    }
    return facets;
  };
  return { docs, total, clipTotal, page, pageSize, clipCounts, scores, countFacets };
}

/** POST search/search */
export async function search(
  db: Queryable,
  tenantId: string,
  tenantSearch: TenantSearch,
  request: SearchRequest,
  reach: SearchReach = 'all',
): Promise<SearchResponse> {
  const started = performance.now();
  const now = new Date();
  const found = pageFromIndex(tenantSearch, request, reach, now);
  const { docs, scores, clipCounts } = found;
  // The page's clips are asked of the database before the facets are counted, so that the
  // database reads them while this process counts (a round trip less in a search's time).
  const reading = tenantSearch.hits.load(
    db,
    tenantId,
    docs.map((d) => tenantSearch.index.clipId(d)),
  );
  reading.catch(() => undefined);
  // A pool hands its connection over at its next tick: the read goes out then, not before.
  await new Promise<void>((resolve) => process.nextTick(resolve));
  const facets = found.countFacets();
  const hits = await reading;
  if (scores)
    for (const [i, hit] of hits.entries())
      hit.score = Math.round(scores.get(docs[i]!)! * 1000) / 1000;
  if (clipCounts) for (const [i, hit] of hits.entries()) hit.clipCount = clipCounts[i]!;
  return {
    results: hits.map((hit) =>
      shape(reach === 'all' ? withRights(tenantSearch, hit, now) : hit, request),
    ),
    total: found.total,
    page: found.page,
    pageSize: found.pageSize,
    facets,
    tookMs: Math.round((performance.now() - started) * 10) / 10,
    ...(clipCounts ? { totalClips: found.clipTotal } : {}),
  };
}

/** POST search/search/facets: one facet's values, optionally searched, up to 10000. */
export function facetValues(
  tenantSearch: TenantSearch,
  request: FacetRequest,
  reach: Reach = 'all',
): FacetResponse {
  const category = canonicalCategory(tenantSearch, request.facet, 'body.facet');
  const query = readQuery(tenantSearch, request.query, 'body.query');
  const base = tenantSearch.index.evaluate(query, tenantSearch.textCategories);
  const visible = visibleTo(tenantSearch, reach);
  if (visible) base.and(visible);
  const filtered = applyFilters(tenantSearch, base, request.filters ?? []);
  const over = request.facetMode === 'OR' ? filtered.without(category) : filtered.result;
  const size = Math.min(request.size ?? 100, SUGGESTION_CAP);
  return {
    facet: request.facet,
    values: tenantSearch.index.facet(
      over,
      category,
      size,
      filtered.selected(category),
      request.valueQuery,
      undefined,
      // Every value of the category, found or not: never values only private clips carry.
      request.valueSpace === 'all' && !visible,
    ),
  };
}

/** GET search/search/autocomplete: values completing what is typed; nothing for nothing. */
export function autocomplete(
  tenantSearch: TenantSearch,
  query: string,
  size: number,
  reach: Reach = 'all',
): Suggestion[] {
  if (query.trim() === '') return [];
  const visible = visibleTo(tenantSearch, reach) ?? undefined;
  return tenantSearch.index.complete(query, size, tenantSearch.textCategories, visible);
}

/** POST /v3/search/suggest: values of one category containing the text. */
export function suggest(
  tenantSearch: TenantSearch,
  category: string,
  query: string,
  size: number,
  reach: Reach = 'all',
): FacetValue[] {
  const name = canonicalCategory(tenantSearch, category, 'body.category');
  if (query.trim() === '') return [];
  const visible = visibleTo(tenantSearch, reach) ?? undefined;
  return tenantSearch.index.suggest(name, query, Math.min(size, SUGGESTION_CAP), visible);
}

/** POST /v3/search/simple: query, 0-based page, size, date order, optional highlights. */
export async function simpleSearch(
  db: Queryable,
  tenantId: string,
  tenantSearch: TenantSearch,
  request: SimpleSearchRequest,
  reach: Reach = 'all',
): Promise<SimpleSearchResponse> {
  const { index } = tenantSearch;
  const query = readQuery(tenantSearch, request.q, 'body.q');
  const result = index.evaluate(query, tenantSearch.textCategories);
  const visible = visibleTo(tenantSearch, reach);
  if (visible) result.and(visible);
  const total = result.count();
  const page = request.p ?? 0;
  const size = request.s ?? PUBLIC_PAGE_SIZE;
  const sort: SortOrder = request.sortDesc === false ? 'oldest' : 'newest';
  const docs = index.page(result, sort, page * size, size, total);
  const hits = await tenantSearch.hits.load(
    db,
    tenantId,
    docs.map((d) => index.clipId(d)),
  );
  if (request.addHighlights) {
    const matched = index.matchedEntries(query, tenantSearch.textCategories);
    for (const hit of hits) {
      hit.highlights = hit.payload.filter((item) => {
        const entry = index.dictionary.find(item.category, item.value);
        return entry !== undefined && matched.has(entry);
      });
    }
  }
  return { results: hits, total, page, size };
}

/** GET /v3/search/{id}, GET /search/clips/{id}: one clip of the tenant (a public one for a public caller). */
export async function clipById(
  db: Queryable,
  tenantId: string,
  id: string,
  tenantSearch: TenantSearch,
  reach: Reach = 'all',
): Promise<SearchHit> {
  const [hit] = await loadHits(db, tenantId, [id]);
  if (!hit) throw new NotFoundError('Clip', id);
  if (reach === 'all') return withRights(tenantSearch, hit);
  const doc = tenantSearch.index.docNumber(hit.id);
  if (doc === undefined || !visibleTo(tenantSearch, reach)?.has(doc))
    throw new NotFoundError('Clip', id);
  return hit;
}

/** A clip as staff see it: with its rights window, and why it is shut now, where it has one. */
function withRights(tenantSearch: TenantSearch, hit: SearchHit, now = new Date()): SearchHit {
  if (tenantSearch.rights.empty) return hit;
  const rights = tenantSearch.rights.of(hit.assetId, hit.id, now);
  return rights ? { ...hit, rights } : hit;
}

export { shape as shapeHit };

/** For other features (a package's clips): clips as search answers them, by id, in that order. */
export { loadHits };
