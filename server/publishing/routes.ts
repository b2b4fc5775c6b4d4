import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PLACEMENT_REFRESH_SECONDS } from '../../src/core/api/contract';
import { callerOf, userOf } from '../http/access';
import { HttpError } from '../http/errors';
import { errorResponses } from '../http/schema';
import {
  getLayout,
  saveLayout,
  createGroup,
  deleteGroup,
  listGroups,
  publishes,
  reorderGroups,
  updateGroup,
} from './service';
import { publicPlacement } from './public';
import {
  GroupCreateBody,
  GroupIdParams,
  GroupOrderBody,
  GroupSchema,
  GroupUpdateBody,
  LayoutBody,
  LayoutSchema,
  LocationParams,
  PublicPlacementSchema,
} from './schemas';

const tags = ['placements'];

/** Publishing needs the tenant's configuration to allow it (SPEC §3 `publish`). */
function publishing(tenantId: string): void {
  if (!publishes(tenantId))
    throw new HttpError(404, 'publishing_off', 'Publishing is turned off for this tenant.');
}

/**
 * Publishing (SPEC §7 placements/content, docs/publishing.md): playlist groups, each
 * location's featured items and rails, and what a signed-out visitor of a location sees.
 */
export const placementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const admin = (request: Parameters<typeof userOf>[0]) => {
    const me = userOf(request);
    publishing(me.tenantId);
    return me;
  };

  app.get(
    '/placements/content',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary: 'The tenant’s playlist groups, in order',
        response: { 200: Type.Array(GroupSchema), ...errorResponses },
      },
    },
    async (request) => listGroups(db, admin(request).tenantId),
  );

  app.post(
    '/placements/content',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary: 'Create a playlist group (last in order)',
        body: GroupCreateBody,
        response: { 201: GroupSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = admin(request);
      return reply.code(201).send(await createGroup(db, me.tenantId, me.email, request.body));
    },
  );

  app.put(
    '/placements/content/:id',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary: 'Save a playlist group at the version edited (409 over a newer save)',
        params: GroupIdParams,
        body: GroupUpdateBody,
        response: { 200: GroupSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = admin(request);
      return updateGroup(db, me.tenantId, request.params.id, me.email, request.body);
    },
  );

  app.delete(
    '/placements/content/:id',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary: 'Delete a playlist group',
        params: GroupIdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteGroup(db, admin(request).tenantId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/placements/content-order',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary: 'Put every playlist group in a new order',
        body: GroupOrderBody,
        response: { 200: Type.Array(GroupSchema), ...errorResponses },
      },
    },
    async (request) => reorderGroups(db, admin(request).tenantId, request.body.ids),
  );

  app.get(
    '/placements/locations/:location',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary: 'A location’s featured items and rails',
        params: LocationParams,
        response: { 200: LayoutSchema, ...errorResponses },
      },
    },
    async (request) => getLayout(db, admin(request).tenantId, request.params.location),
  );

  app.put(
    '/placements/locations/:location',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary: 'Save a location’s featured items and rails at the version edited',
        params: LocationParams,
        body: LayoutBody,
        response: { 200: LayoutSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = admin(request);
      return saveLayout(db, me.tenantId, request.params.location, me.email, request.body);
    },
  );

  app.get(
    '/placements/public/:location',
    {
      config: { access: 'signed-in-or-key', searchIndex: true },
      schema: {
        tags,
        summary: 'What a signed-out visitor of a location sees now (public items only)',
        params: LocationParams,
        response: {
          200: PublicPlacementSchema,
          304: Type.Null({ description: 'Unchanged since the ETag given in If-None-Match' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { tenantId } = caller;
      publishing(tenantId);
      const view = await publicPlacement(
        db,
        tenantId,
        await app.searchEngine.tenant(tenantId),
        request.params.location,
      );
      // Publishing shows within a minute: browsers may keep it 20 s, and the element asks every
      // 30 s. While a rail follows a live match the element asks every 5 s and browsers check
      // their copy each time: unchanged, it is a 304 without a body. A signed-in preview is
      // read fresh, right after a save.
      const { at: _at, ...content } = view;
      const etag = `W/"${createHash('sha1').update(JSON.stringify(content)).digest('base64url')}"`;
      void reply.header('etag', etag);
      void reply.header(
        'cache-control',
        caller.kind !== 'key'
          ? 'private, no-store'
          : view.refreshSeconds < PLACEMENT_REFRESH_SECONDS
            ? 'public, no-cache'
            : 'public, max-age=20',
      );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return view;
    },
  );
};
