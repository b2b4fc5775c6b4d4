import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { TapeEvent, TapeEventReceipt } from '../../src/core/api/contract';
import { findAsset } from '../assets/repository';
import type { ServerContext } from '../context';
import { middlewareSearchRoutes } from '../search/routes';
import { playlistRoutes } from '../playlists/routes';
import { playbackRoutes } from './playback';
import { BadRequestError, NotFoundError } from '../http/errors';
import { IdString, errorResponses, matches } from '../http/schema';
import { callerOf } from '../http/access';

const TapeEventBody = matches<TapeEvent>()(
  Type.Object(
    {
      type: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.:-]*$' }),
      properties: Type.Optional(
        Type.Record(
          Type.String({ maxLength: 64 }),
          Type.Union([
            Type.String({ maxLength: 2000 }),
            Type.Number(),
            Type.Boolean(),
            Type.Null(),
          ]),
          { maxProperties: 50 },
        ),
      ),
      occurredAt: Type.Optional(Type.String({ format: 'date-time' })),
    },
    { additionalProperties: false },
  ),
);

const ReceiptSchema = matches<TapeEventReceipt>()(
  Type.Object({ id: Type.String(), receivedAt: Type.String() }),
);

const SIZES: Record<string, [number, number]> = {
  small: [160, 90],
  medium: [320, 180],
  large: [640, 360],
};

const PlaybackThumbnailQuery = Type.Object({
  ts: Type.Optional(Type.Number({ minimum: 0, maximum: 1e7, default: 0 })),
  size: Type.Optional(
    Type.String({ pattern: '^(small|medium|large|\\d{2,4}x\\d{2,4})$', default: 'medium' }),
  ),
});

/** Middleware service (SPEC §7 "Middleware"): search, collections, playback, analytics. */
export const middlewarePlugin: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (
  app,
  { ctx },
) => {
  const { db, media } = ctx;
  await app.register(middlewareSearchRoutes, { ctx });
  await app.register(playlistRoutes, { ctx });
  await app.register(playbackRoutes, { ctx });

  app.post(
    '/tape/event',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['middleware'],
        summary: 'Record an analytics event',
        body: TapeEventBody,
        response: { 201: ReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const { type, properties, occurredAt } = request.body;
      const when = occurredAt ? new Date(occurredAt) : new Date();
      if (Number.isNaN(when.getTime())) {
        throw new BadRequestError('body.occurredAt is not a valid date-time', 'body.occurredAt');
      }
      const id = randomUUID();
      const [row] = await db.query<{ received_at: Date }>(
        `INSERT INTO tape_events (id, tenant_id, user_id, type, properties, occurred_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING received_at`,
        [
          id,
          me.tenantId,
          me.kind === 'user' ? me.userId : null,
          type,
          JSON.stringify(properties ?? {}),
          when.toISOString(),
        ],
      );
      return reply.code(201).send({ id, receivedAt: new Date(row!.received_at).toISOString() });
    },
  );

  app.get(
    '/playback/thumbnail/:assetId',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['middleware'],
        summary: 'A JPEG of the asset at ts seconds; size small, medium, large or WxH',
        params: Type.Object({ assetId: IdString }),
        querystring: PlaybackThumbnailQuery,
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const asset = await findAsset(db, me.tenantId, request.params.assetId);
      if (!asset) throw new NotFoundError('Asset', request.params.assetId);
      const size = request.query.size ?? 'medium';
      const [w, h] = SIZES[size] ?? (size.split('x').map(Number) as [number, number]);
      if (w < 16 || h < 16 || w > 1920 || h > 1080) {
        throw new BadRequestError('size must be within 16x16 and 1920x1080', 'query.size');
      }
      const file = await media.thumbnail(asset.media, request.query.ts ?? 0, w, h);
      return reply
        .type('image/jpeg')
        .header('Cache-Control', 'private, max-age=86400')
        .send(createReadStream(file));
    },
  );
};
