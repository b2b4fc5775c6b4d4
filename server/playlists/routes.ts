import { LIMITS } from '../../src/core/api/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sameTenant } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { searchCollections } from './repository';
import {
  CollectionSearchSchema,
  PlaylistSchema,
  PlaylistCreateBody,
  PlaylistPatchBody,
  TenantParams,
  PlaylistParams,
  PlaylistListQuery,
  PlaylistListSchema,
  CollectionSearchQuery,
} from './schemas';
import {
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  parseCollectionFilters,
  updatePlaylist,
} from './service';
import { callerOf, userOf } from '../http/access';

/** The middleware's collection calls: search, the caller's list, and reading and writing one. */
export const playlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search/collection/search',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['playlists'],
        summary: 'Collections the caller may see, by words of their title or description',
        querystring: CollectionSearchQuery,
        response: { 200: CollectionSearchSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const q = request.query;
      return searchCollections(app.db, {
        tenantId: me.tenantId,
        userId: me.kind === 'user' ? me.userId : null,
        text: q.query ?? '',
        page: q.page ?? 1,
        pageSize: q.pageSize ?? 40,
        sortBy: q.sortBy ?? 'updatedAt',
        descending: (q.sortDirection ?? 'desc') === 'desc',
        filters: parseCollectionFilters(q.filters),
      });
    },
  );

  const base = '/playlists/tenants/:tenantId';

  app.get(
    `${base}/users/me/playlists`,
    {
      config: { access: 'collect' },
      schema: {
        tags: ['playlists'],
        summary: 'The caller’s collections, by title, sorted and paged (40 a page by default)',
        params: TenantParams,
        querystring: PlaylistListQuery,
        response: { 200: PlaylistListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const q = request.query;
      const sort = q.sort ?? '-updated_at';
      const limit = q.limit ?? LIMITS.collectionListLimit;
      const found = await searchCollections(app.db, {
        tenantId: me.tenantId,
        userId: me.userId,
        text: q.title ?? '',
        page: q.page ?? 1,
        pageSize: limit,
        sortBy: sort.endsWith('title') ? 'title' : 'updatedAt',
        descending: sort.startsWith('-'),
        filters: [{ field: 'owner', values: ['me'] }],
      });
      return { results: found.results, total: found.total, page: found.page, limit };
    },
  );

  app.post(
    `${base}/users/me/playlists`,
    {
      config: { access: 'collect' },
      schema: {
        tags: ['playlists'],
        summary: 'Creates a collection of the caller’s, with its items, in one write',
        params: TenantParams,
        body: PlaylistCreateBody,
        response: { 201: PlaylistSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const id = await createPlaylist(app.db, me.tenantId, me.userId, request.body);
      reply.code(201);
      return (await getPlaylist(app.db, me.tenantId, id, me))!;
    },
  );

  app.get(
    `${base}/playlists/:id`,
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['playlists'],
        summary: 'A collection with its items in order, and its version',
        params: PlaylistParams,
        response: { 200: PlaylistSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      sameTenant(me, request.params.tenantId);
      const found = await getPlaylist(app.db, me.tenantId, request.params.id, me);
      if (!found) throw new NotFoundError('Collection', request.params.id);
      return found;
    },
  );

  app.patch(
    `${base}/playlists/:id`,
    {
      config: { access: 'collect' },
      schema: {
        tags: ['playlists'],
        summary:
          'Changes a collection atomically, if still at the version sent (409 version_conflict otherwise)',
        params: PlaylistParams,
        body: PlaylistPatchBody,
        response: { 200: PlaylistSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      await updatePlaylist(app.db, me.tenantId, request.params.id, me, request.body);
      return (await getPlaylist(app.db, me.tenantId, request.params.id, me))!;
    },
  );

  app.delete(
    `${base}/playlists/:id`,
    {
      config: { access: 'collect' },
      schema: {
        tags: ['playlists'],
        summary: 'Deletes a collection of the caller’s (an administrator: any of the tenant)',
        params: PlaylistParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      await deletePlaylist(app.db, me.tenantId, request.params.id, me);
      reply.code(204);
      return null;
    },
  );
};
