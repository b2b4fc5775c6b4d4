import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { HighlightBuildStarted } from '../../src/core/api/contract';
import { callerOf, userOf } from '../http/access';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { highlightsAvailability, rulesOf } from './build';
import { clusterMatchesRoute } from './cluster-routes';
import {
  assetCategories,
  groupValues,
  listHighlights,
  makeReel,
  openPackage,
  packageClips,
  rebuildPackage,
  reviewPackage,
  toPackageRow,
} from './service';
import { findPackage, isMember, setMembership } from './repository';
import {
  CategorySchema,
  ClipsQuery,
  GameParams,
  GroupValueSchema,
  IdParams,
  ListQuerySchema,
  MembershipSchema,
  PackageDetailSchema,
  PackageRowSchema,
  ReelBody,
  ReviewBody,
} from './schemas';

const tags = ['highlights'];

/**
 * Highlights service (SPEC §7 "Highlights service", docs/highlights.md): packages built by
 * the tenant's rules for a game, or from a search as a reel; their group-by lists and clips;
 * the person's review; and members told by mail when a game's packages are ready.
 */
export const highlightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, searchEngine: search } = app;
  const worker = app.highlights.worker;

  // The route table hides or disables the page per tenant; the service refuses the same.
  app.addHook('preHandler', async (request) => {
    if (!/\/v1\/(highlights|members)(\/|\?|$)/.test(request.url)) return;
    const principal = request.principal;
    if (principal?.kind !== 'user') return;
    const availability = highlightsAvailability(principal.tenantId);
    if (availability === 'hidden') {
      throw new HttpError(404, 'not_found', 'This organisation has no highlights.');
    }
    if (availability === 'disabled') {
      throw new ForbiddenError('Highlights are turned off for this organisation.');
    }
  });

  app.get(
    '/v1/asset_categories',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags,
        summary: 'The clip metadata categories of the caller’s tenant',
        response: { 200: Type.Array(CategorySchema), ...errorResponses },
      },
    },
    async (request) => assetCategories(callerOf(request).tenantId),
  );

  app.get(
    '/v1/highlights',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The packages the caller sees, a page of them; the total in X-Total-Count',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(PackageRowSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listHighlights(db, userOf(request), request.query);
      return reply.header('X-Total-Count', String(total)).send(rows);
    },
  );

  app.post(
    '/v1/highlights/games/:assetId/build',
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'Builds a game’s packages by the tenant’s rules, on the job queue',
        params: GameParams,
        response: {
          202: Type.Object({ assetId: Type.String(), packages: Type.Array(PackageRowSchema) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      if (rulesOf(me.tenantId).length === 0) {
        throw new BadRequestError('This organisation has no highlight packages.', 'assetId');
      }
      const ids = await worker.queueGame(me.tenantId, request.params.assetId);
      if (!ids) throw new NotFoundError('Game', request.params.assetId);
      const rows = await Promise.all(ids.map((id) => findPackage(db, me.tenantId, me.userId, id)));
      const started: HighlightBuildStarted = {
        assetId: request.params.assetId,
        packages: rows.flatMap((r) => (r ? [toPackageRow(r)] : [])),
      };
      return reply.code(202).send(started);
    },
  );

  app.post(
    '/v1/highlights/reels',
    {
      config: { access: 'collect', searchIndex: true },
      schema: {
        tags,
        summary: 'Makes a reel (a package) from a search, built on the job queue',
        body: ReelBody,
        response: { 202: PackageRowSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await makeReel(db, search, worker, userOf(request), request.body)),
  );

  app.get(
    '/v1/highlights/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One package (opening it: it is no longer new to the caller)',
        params: IdParams,
        response: { 200: PackageDetailSchema, ...errorResponses },
      },
    },
    async (request) => openPackage(db, userOf(request), request.params.id),
  );

  app.post(
    '/v1/highlights/:id/build',
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'Builds a package again: a reel picks up new clips; the review is kept',
        params: IdParams,
        response: { 202: PackageRowSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await rebuildPackage(db, worker, userOf(request), request.params.id)),
  );

  app.get(
    '/v1/highlights/:id/lists',
    {
      config: { access: 'signed-in', searchIndex: true },
      schema: {
        tags,
        summary: 'A group-by type’s values in the package (name=actions, batter…), with counts',
        params: IdParams,
        querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Array(GroupValueSchema), ...errorResponses },
      },
    },
    async (request) =>
      groupValues(db, search, userOf(request), request.params.id, request.query.name),
  );

  app.get(
    '/v1/highlights/:id/clips',
    {
      config: { access: 'signed-in', searchIndex: true },
      schema: {
        tags,
        summary:
          'The package’s clips in order, 50 a page, optionally one group value’s ({type}={value})',
        params: IdParams,
        querystring: ClipsQuery,
      },
    },
    async (request) => {
      const { limit, offset, ...rest } = request.query;
      const groups = Object.entries(rest);
      if (groups.length > 1)
        throw new BadRequestError('Ask for one group value at a time.', 'query');
      const number = (text: string | undefined, field: string, max: number) => {
        if (text === undefined) return undefined;
        const n = Number(text);
        if (!Number.isInteger(n) || n < 0 || n > max)
          throw new BadRequestError(
            `${field} is a whole number from 0 to ${max}.`,
            `query.${field}`,
          );
        return n;
      };
      const group = groups[0];
      return packageClips(db, search, userOf(request), request.params.id, {
        ...(number(limit, 'limit', 50) !== undefined ? { limit: number(limit, 'limit', 50)! } : {}),
        ...(number(offset, 'offset', 1_000_000) !== undefined
          ? { offset: number(offset, 'offset', 1_000_000)! }
          : {}),
        ...(group ? { group: { type: group[0], value: String(group[1]) } } : {}),
      });
    },
  );

  app.put(
    '/v1/highlights/:id/review',
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'Saves the review: every clip in the order wanted, left out or not, lead and lag',
        params: IdParams,
        body: ReviewBody,
        response: { 200: PackageDetailSchema, ...errorResponses },
      },
    },
    async (request) => reviewPackage(db, userOf(request), request.params.id, request.body),
  );

  for (const [method, subscribed] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/v1/members',
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: subscribed
          ? 'Subscribes the caller: a mail when a game’s packages are ready (empty body)'
          : 'Unsubscribes the caller',
        response: { 200: MembershipSchema, ...errorResponses },
      },
      handler: async (request) => {
        const me = userOf(request);
        await setMembership(db, me.tenantId, me.userId, subscribed);
        return { subscribed };
      },
    });
  }

  app.get(
    '/v1/members',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Whether the caller is subscribed to new packages',
        response: { 200: MembershipSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      return { subscribed: await isMember(db, me.tenantId, me.userId) };
    },
  );

  await app.register(clusterMatchesRoute);
};
