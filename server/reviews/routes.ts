import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PlayableSchema } from '../playback/schemas';
import { userOf } from '../http/access';
import { errorResponses } from '../http/schema';
import { SERVICE_PREFIXES } from '../http/services';
import {
  CollectionQuery,
  IdParams,
  ReplyBodySchema,
  ResolveBodySchema,
  ReviewCommentBodySchema,
  ReviewCommentSchema,
  ReviewDecisionBodySchema,
  ReviewLinkBodySchema,
  ReviewLinkSchema,
  ReviewOpenBodySchema,
  ReviewOpenedSchema,
  ReviewRoomSchema,
  reviewErrors,
} from './schemas';
import type { Origin, Reviews } from './service';

const tags = ['reviews'];

/** The reviewer's grant, as the page sends it. */
export const GRANT_HEADER = 'x-review-grant';

const originOf = (request: FastifyRequest): Origin => ({
  site: `${request.protocol}://${request.host}`,
  address: request.ip,
});

const grantOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[GRANT_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Review links (docs/review.md). Their owners' side (`collect`): make, list and revoke links,
 * read, answer and resolve comments. The reviewers' side (public, by a link's token, then by
 * the grant it gives): the room, its media, comments and a decision.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox<{ reviews: Reviews }> = async (
  app,
  { reviews },
) => {
  const access = 'collect' as const;

  app.post(
    '/reviews/links',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Share a collection for review: a link for people with no account',
        body: ReviewLinkBodySchema,
        response: { 201: ReviewLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reviews.create(userOf(request), request.body, originOf(request))),
  );

  app.get(
    '/reviews/links',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A collection’s review links, newest first',
        querystring: CollectionQuery,
        response: { 200: Type.Array(ReviewLinkSchema), ...errorResponses },
      },
    },
    async (request) => reviews.list(userOf(request), request.query.collectionId, originOf(request)),
  );

  app.delete(
    '/reviews/links/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Turn a review link off: it says so to whoever opens it',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await reviews.revoke(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/reviews/comments',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Every comment on a collection’s review links, at its frame',
        querystring: CollectionQuery,
        response: { 200: Type.Array(ReviewCommentSchema), ...errorResponses },
      },
    },
    async (request) => reviews.comments(userOf(request), request.query.collectionId),
  );

  app.put(
    '/reviews/comments/:id/resolved',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Resolve a comment, or open it again',
        params: IdParams,
        body: ResolveBodySchema,
        response: { 200: ReviewCommentSchema, ...errorResponses },
      },
    },
    async (request) => reviews.resolve(userOf(request), request.params.id, request.body.resolved),
  );

  app.post(
    '/reviews/comments/:id/replies',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Answer a reviewer’s comment (they see it on the review page)',
        params: IdParams,
        body: ReplyBodySchema,
        response: { 201: ReviewCommentSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviews.reply(userOf(request), request.params.id, request.body.body)),
  );

  app.post(
    '/review/open',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Open a review link (with its password, where it has one): a grant for some hours',
        body: ReviewOpenBodySchema,
        response: { 200: ReviewOpenedSchema, ...reviewErrors },
      },
    },
    async (request) => reviews.open(request.body.token, request.body.password, originOf(request)),
  );

  const granted = {
    config: { access: 'public' as const },
    // The grant is a header of its own: the OpenAPI document names it.
    headers: Type.Object({ [GRANT_HEADER]: Type.Optional(Type.String({ maxLength: 300 })) }),
  };

  app.get(
    '/review',
    {
      config: granted.config,
      schema: {
        tags,
        summary: 'What a reviewer sees: the items as shared, the comments, the decision',
        headers: granted.headers,
        response: { 200: ReviewRoomSchema, ...reviewErrors },
      },
    },
    async (request) => reviews.room(grantOf(request)),
  );

  app.post(
    '/review/playable',
    {
      config: granted.config,
      schema: {
        tags,
        summary: 'Signed media and ranges to play the review’s items in order',
        headers: granted.headers,
        response: { 200: PlayableSchema, ...reviewErrors },
      },
    },
    async (request) =>
      reviews.playable(grantOf(request), `${originOf(request).site}${SERVICE_PREFIXES.asset}`),
  );

  app.post(
    '/review/comments',
    {
      config: granted.config,
      schema: {
        tags,
        summary: 'Comment at a frame of an item, or answer a comment',
        headers: granted.headers,
        body: ReviewCommentBodySchema,
        response: { 201: ReviewCommentSchema, ...reviewErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviews.comment(grantOf(request), request.body, originOf(request))),
  );

  app.put(
    '/review/decision',
    {
      config: granted.config,
      schema: {
        tags,
        summary: 'Decide on the whole: approved, or changes asked, with a note',
        headers: granted.headers,
        body: ReviewDecisionBodySchema,
        response: { 200: ReviewRoomSchema, ...reviewErrors },
      },
    },
    async (request) => reviews.decide(grantOf(request), request.body, originOf(request)),
  );
};
