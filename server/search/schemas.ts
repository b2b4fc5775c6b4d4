import { Type } from 'typebox';
import type {
  FacetRequest,
  FacetResponse,
  PayloadItem,
  SearchDataRequest,
  SearchHit,
  SearchRequest,
  SavedSearch,
  SavedSearchCreate,
  SavedSearchList,
  SearchResponse,
  SimpleSearchRequest,
  SimpleSearchResponse,
  SuggestRequest,
  Suggestion,
} from '../../src/core/api/contract';
import { LIMITS } from '../../src/core/api/contract';
import { matches } from '../http/schema';
import { MAX_QUERY_LENGTH } from '../../src/core/api/contract/query/parse';
import { RIGHTS_FILTERS } from '../../src/core/api/contract/rights';
import { ClipRightsSchema } from '../rights/schemas';

const Query = Type.String({ maxLength: MAX_QUERY_LENGTH });
const Name = Type.String({ minLength: 1, maxLength: 64 });
const Bound = Type.Union([Type.String({ maxLength: 32 }), Type.Number()]);

const Filter = Type.Object(
  {
    category: Name,
    values: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
    from: Type.Optional(Bound),
    to: Type.Optional(Bound),
  },
  { additionalProperties: false },
);

const FacetMode = Type.Union([Type.Literal('AND'), Type.Literal('OR')]);
const HitField = Type.Union([
  Type.Literal('id'),
  Type.Literal('assetId'),
  Type.Literal('offset'),
  Type.Literal('duration'),
  Type.Literal('startTime'),
  Type.Literal('endTime'),
  Type.Literal('payload'),
  Type.Literal('assetTitle'),
  Type.Literal('matchDate'),
  Type.Literal('score'),
  Type.Literal('highlights'),
  Type.Literal('clipCount'),
  Type.Literal('rights'),
]);

export const SearchBody = matches<SearchRequest>()(
  Type.Object(
    {
      query: Type.Optional(Query),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
      searchFields: Type.Optional(Type.Array(Name, { maxItems: 20 })),
      facetBy: Type.Optional(Type.Array(Name, { maxItems: 20 })),
      facetMode: Type.Optional(FacetMode),
      facetSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      fields: Type.Optional(Type.Array(HitField, { maxItems: 20 })),
      sortBy: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('oldest')])),
      filters: Type.Optional(Type.Array(Filter, { maxItems: 20 })),
      similarScore: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
      similarTo: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
      legacy: Type.Optional(Type.Boolean()),
      groupBy: Type.Optional(Type.Literal('asset')),
      rights: Type.Optional(Type.Enum([...RIGHTS_FILTERS])),
    },
    { additionalProperties: false },
  ),
);

export const PayloadItemSchema = matches<PayloadItem>()(
  Type.Object({
    id: Type.String(),
    category: Type.String(),
    value: Type.String(),
    startTime: Type.Number(),
    endTime: Type.Number(),
    indexerType: Type.String(),
    additionalProperties: Type.Record(Type.String(), Type.String()),
    integerValue: Type.Optional(Type.Number()),
  }),
);

export const SearchHitSchema = matches<SearchHit>()(
  Type.Object({
    id: Type.String(),
    assetId: Type.String(),
    offset: Type.Number(),
    duration: Type.Number(),
    startTime: Type.String(),
    endTime: Type.String(),
    payload: Type.Array(PayloadItemSchema),
    assetTitle: Type.String(),
    matchDate: Type.Union([Type.String(), Type.Null()]),
    score: Type.Optional(Type.Number()),
    highlights: Type.Optional(Type.Array(PayloadItemSchema)),
    clipCount: Type.Optional(Type.Integer()),
    rights: Type.Optional(ClipRightsSchema),
  }),
);

const FacetValueSchema = Type.Object({ value: Type.String(), count: Type.Integer() });

export const SearchResponseSchema = matches<SearchResponse>()(
  Type.Object({
    results: Type.Array(Type.Partial(SearchHitSchema)),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    facets: Type.Record(Type.String(), Type.Array(FacetValueSchema)),
    tookMs: Type.Number(),
    totalClips: Type.Optional(Type.Integer()),
    live: Type.Optional(Type.Boolean()),
  }),
);

export const FacetBody = matches<FacetRequest>()(
  Type.Object(
    {
      query: Type.Optional(Query),
      facet: Name,
      filters: Type.Optional(Type.Array(Filter, { maxItems: 20 })),
      facetMode: Type.Optional(FacetMode),
      valueQuery: Type.Optional(Type.String({ maxLength: 200 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      valueSpace: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('found')])),
    },
    { additionalProperties: false },
  ),
);

export const FacetResponseSchema = matches<FacetResponse>()(
  Type.Object({ facet: Type.String(), values: Type.Array(FacetValueSchema) }),
);

export const SuggestionSchema = matches<Suggestion>()(
  Type.Object({ value: Type.String(), count: Type.Integer(), category: Type.String() }),
);

export const AutocompleteQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const SimilarQuery = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 128 }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  similarScore: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
});

export const SuggestBody = matches<SuggestRequest>()(
  Type.Object(
    {
      category: Name,
      query: Type.String({ maxLength: 200 }),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    },
    { additionalProperties: false },
  ),
);

export const SimpleSearchBody = matches<SimpleSearchRequest>()(
  Type.Object(
    {
      q: Type.Optional(Query),
      p: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
      s: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
      sortDesc: Type.Optional(Type.Boolean()),
      sortMode: Type.Optional(Type.Literal('matchDate')),
      addHighlights: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
);

export const SimpleSearchResponseSchema = matches<SimpleSearchResponse>()(
  Type.Object({
    results: Type.Array(SearchHitSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
  }),
);

export const QuerySearchParams = Type.Object({
  query: Type.Optional(Query),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const ClipIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
export const LegacyQuery = Type.Object({ legacy: Type.Optional(Type.Boolean()) });

const InputItem = Type.Object(
  {
    category: Name,
    value: Type.String({ minLength: 1, maxLength: 500 }),
    id: Type.Optional(Type.String({ maxLength: 64 })),
    startTime: Type.Optional(Type.Number({ minimum: 0 })),
    endTime: Type.Optional(Type.Number({ minimum: 0 })),
    indexerType: Type.Optional(Type.String({ maxLength: 32 })),
    additionalProperties: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }), {
        maxProperties: 20,
      }),
    ),
    integerValue: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);

export const SearchDataBody = matches<SearchDataRequest>()(
  Type.Object(
    {
      clips: Type.Array(
        Type.Object(
          {
            id: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' }),
            assetId: Type.String({ minLength: 1, maxLength: 128 }),
            offset: Type.Number({ minimum: 0, maximum: 1e6 }),
            duration: Type.Number({ minimum: 0, maximum: 1e5 }),
            payload: Type.Array(InputItem, { maxItems: 200 }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 500 },
      ),
    },
    { additionalProperties: false },
  ),
);

const Sort = Type.Union([Type.Literal('newest'), Type.Literal('oldest')]);
const View = Type.Union([Type.Literal('clips'), Type.Literal('assets')]);

export const SavedSearchBody = matches<SavedSearchCreate>()(
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: LIMITS.savedSearchNameLength }),
      query: Query,
      sort: Type.Optional(Sort),
      view: Type.Optional(View),
    },
    { additionalProperties: false },
  ),
);

export const SavedSearchSchema = matches<SavedSearch>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    query: Type.String(),
    sort: Sort,
    view: View,
    createdAt: Type.String(),
  }),
);

export const SavedSearchListSchema = matches<SavedSearchList>()(
  Type.Object({ results: Type.Array(SavedSearchSchema) }),
);

export const SavedSearchParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
