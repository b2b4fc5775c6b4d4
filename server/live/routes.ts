import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AssetIdParams } from '../assets/schemas';
import { callerOf } from '../http/access';
import { ConflictError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { liveStreamOf } from './repository';
import { GoLiveBody, GoLiveSchema } from './schemas';
import { goLive } from './service';

/**
 * Live matches (docs/live.md): going live makes the asset and its SRT listener; ending it
 * closes the stream and makes the asset a normal video. The asset's own routes say how it
 * stands (`Asset.live`).
 */
export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.post(
    '/v3/live',
    {
      config: { access: 'live-or-key' },
      schema: {
        tags: ['asset'],
        summary:
          'Go live with a match: its asset is listed at once, waiting for the encoder at the SRT address answered, with the passphrase (said only here)',
        body: GoLiveBody,
        response: { 201: GoLiveSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await goLive(app, callerOf(request), request.body);
      const host = config.liveHost ?? request.hostname;
      await app.live.open({ tenantId: callerOf(request).tenantId, assetId: created.id });
      return reply.code(201).send({
        id: created.id,
        ingestUrl: `srt://${host}:${created.port}`,
        passphrase: created.passphrase,
      });
    },
  );

  app.post(
    '/v3/asset/:id/live/end',
    {
      config: { access: 'live-or-key' },
      schema: {
        tags: ['asset'],
        summary:
          'End a live match: its playlists are closed and it is made into a normal video (answers once it is)',
        params: AssetIdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = { tenantId: callerOf(request).tenantId, assetId: request.params.id };
      const stream = await liveStreamOf(db, key);
      if (!stream) throw new NotFoundError('Live match', request.params.id);
      if (stream.state === 'ended')
        throw new ConflictError('This match has already ended.', undefined, 'conflict');
      await app.live.end(key);
      return reply.code(204).send(null);
    },
  );
};
