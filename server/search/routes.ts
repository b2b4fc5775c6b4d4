import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../http/schema';
import {
  AutocompleteQuery,
  ClipIdParams,
  FacetBody,
  FacetResponseSchema,
  LegacyQuery,
  QuerySearchParams,
  SearchBody,
  SearchHitSchema,
  SearchResponseSchema,
  SimilarQuery,
  SimpleSearchBody,
  SimpleSearchResponseSchema,
  SuggestBody,
  SuggestionSchema,
} from './schemas';
import {
  AUTOCOMPLETE_SIZE,
  SIMILAR_PAGE_SIZE,
  SIMILAR_SCORE,
  autocomplete,
  clipById,
  facetValues,
  search,
  shapeHit,
  simpleSearch,
  suggest,
} from './service';
import { metadataRoutes } from './metadata-routes';
import { callerOf, reachOf } from '../http/access';
import { tenantHasLiveMatch } from '../live/service';

const tags = ['search'];

/** The middleware's search calls (SPEC §7 "Middleware"), under its base path. */
export const middlewareSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, searchEngine: engine } = app;

  app.post(
    '/search/search',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'Search clips: expression, filters, facets (AND or OR mode), sort, page',
        body: SearchBody,
        response: { 200: SearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const found = await search(
        db,
        me.tenantId,
        await engine.tenant(me.tenantId),
        request.body,
        reachOf(me),
      );
      // The search's own time, for a browser's developer tools (and the ui-search benchmark).
      void reply.header('server-timing', `search;dur=${found.tookMs}`);
      const live = reachOf(me) !== 'public' && (await tenantHasLiveMatch(db, me.tenantId));
      return live ? { ...found, live } : found;
    },
  );

  app.post(
    '/search/search/facets',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'One facet’s values and counts, optionally searched (up to 10000)',
        body: FacetBody,
        response: { 200: FacetResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      return facetValues(await engine.tenant(me.tenantId), request.body, reachOf(me));
    },
  );

  app.get(
    '/search/search/similar-content',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'Clips like a clip (similarity ≥ 0.7 by default), 32 a page',
        querystring: SimilarQuery,
        response: { 200: SearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const q = request.query;
      return search(
        db,
        me.tenantId,
        await engine.tenant(me.tenantId),
        {
          similarTo: q.id,
          similarScore: q.similarScore ?? SIMILAR_SCORE,
          page: q.page ?? 1,
          pageSize: q.pageSize ?? SIMILAR_PAGE_SIZE,
        },
        reachOf(me),
      );
    },
  );

  app.get(
    '/search/search/autocomplete',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'Values completing what is typed (players, teams …); empty for an empty query',
        querystring: AutocompleteQuery,
        response: { 200: Type.Array(SuggestionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const query = request.query.query ?? '';
      if (query.trim() === '') return [];
      return autocomplete(
        await engine.tenant(me.tenantId),
        query,
        request.query.size ?? AUTOCOMPLETE_SIZE,
        reachOf(me),
      );
    },
  );

  app.get(
    '/search/clips/:id',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'One clip; legacy=true answers the SPEC §3 clip shape only',
        params: ClipIdParams,
        querystring: LegacyQuery,
        response: { 200: Type.Partial(SearchHitSchema), ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const hit = await clipById(
        db,
        me.tenantId,
        request.params.id,
        await engine.tenant(me.tenantId),
        reachOf(me),
      );
      return shapeHit(hit, { legacy: request.query.legacy ?? false });
    },
  );

  await app.register(metadataRoutes);
};

/** The asset API's search calls (SPEC §7 "Asset API"), under its base path. */
export const assetSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, searchEngine: engine } = app;

  app.post(
    '/v3/search/simple',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'Simple search: q, 0-based page p, size s, date order, optional highlights',
        body: SimpleSearchBody,
        response: { 200: SimpleSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      return simpleSearch(
        db,
        me.tenantId,
        await engine.tenant(me.tenantId),
        request.body,
        reachOf(me),
      );
    },
  );

  app.get(
    '/v3/search',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'Search by a query string, e.g. the bumper query payload.category:INTERSTITIAL',
        querystring: QuerySearchParams,
        response: { 200: SimpleSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const q = request.query;
      return simpleSearch(
        db,
        me.tenantId,
        await engine.tenant(me.tenantId),
        {
          ...(q.query !== undefined ? { q: q.query } : {}),
          p: q.page ?? 0,
          s: q.size ?? 30,
        },
        reachOf(me),
      );
    },
  );

  app.get(
    '/v3/search/:id',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'One clip by id',
        params: ClipIdParams,
        response: { 200: SearchHitSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      return clipById(
        db,
        me.tenantId,
        request.params.id,
        await engine.tenant(me.tenantId),
        reachOf(me),
      );
    },
  );

  app.post(
    '/v3/search/suggest',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'Values of one category containing the text, most used first',
        body: SuggestBody,
        response: {
          200: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const { category, query, size } = request.body;
      return suggest(await engine.tenant(me.tenantId), category, query, size ?? 20, reachOf(me));
    },
  );
};
