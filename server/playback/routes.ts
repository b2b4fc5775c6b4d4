import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf, reachOf } from '../http/access';
import { errorResponses } from '../http/schema';
import { SERVICE_PREFIXES } from '../http/services';
import { PlayableBody, PlayableSchema } from './schemas';
import { playable } from './service';

/** POST playback/playable: signed media and exact ranges for a list of clips, in order. */
export const playbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  app.post(
    '/playback/playable',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['middleware'],
        summary: 'Signed media URLs and ranges to play clips in order, in the tenant’s format',
        body: PlayableBody,
        response: { 200: PlayableSchema, ...errorResponses },
      },
    },
    async (request) =>
      playable(db, {
        tenantId: callerOf(request).tenantId,
        reach: reachOf(callerOf(request)),
        clips: request.body.clips,
        ...(request.body.format ? { format: request.body.format } : {}),
        assetBase: `${request.protocol}://${request.host}${SERVICE_PREFIXES.asset}`,
        secret: config.secret,
        ttlSeconds: config.mediaUrlTtlSeconds,
      }),
  );
};
