import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userOf } from '../http/access';
import { errorResponses } from '../http/schema';
import { deleteSavedSearch, getSavedSearch, listSavedSearches, saveSearch } from './saved-searches';
import {
  SavedSearchBody,
  SavedSearchListSchema,
  SavedSearchParams,
  SavedSearchSchema,
} from './schemas';

const tags = ['search'];

/**
 * Saved searches (not in SPEC: the reference server's own calls, docs/search.md): each
 * person's, in the tenant of their sign-in. Only the person who saved one sees it.
 */
export const savedSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, searchEngine: engine } = app;

  app.get(
    '/search/saved',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s saved searches, newest first (at most 100)',
        response: { 200: SavedSearchListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      return { results: await listSavedSearches(db, me.tenantId, me.userId) };
    },
  );

  app.post(
    '/search/saved',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Saves a search under a name new to the caller; relative periods stay relative',
        body: SavedSearchBody,
        response: { 201: SavedSearchSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      const saved = await saveSearch(
        db,
        engine.fieldsOf(me.tenantId),
        me.tenantId,
        me.userId,
        request.body,
      );
      reply.code(201);
      return saved;
    },
  );

  app.get(
    '/search/saved/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One of the caller’s saved searches',
        params: SavedSearchParams,
        response: { 200: SavedSearchSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      return getSavedSearch(db, me.tenantId, me.userId, request.params.id);
    },
  );

  app.delete(
    '/search/saved/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Deletes one of the caller’s saved searches',
        params: SavedSearchParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      await deleteSavedSearch(db, me.tenantId, me.userId, request.params.id);
      reply.code(204);
    },
  );
};
