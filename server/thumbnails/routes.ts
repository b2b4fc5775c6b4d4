import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf, reachOf } from '../http/access';
import { sendStored } from '../http/send-file';
import { PlaybackThumbnailQuery, ThumbnailParams } from './schemas';
import { sendPlaceholderStill } from '../media/placeholder-still';
import { stillOf } from './service';

/** GET playback/thumbnail/{assetId}: a still of an asset, at a time and size. */
export const thumbnailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/playback/thumbnail/:assetId',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['middleware'],
        summary: 'A JPEG of the asset at ts seconds; size small, medium, large or WxH',
        params: ThumbnailParams,
        querystring: PlaybackThumbnailQuery,
        produces: ['image/jpeg', 'image/svg+xml'],
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const still = await stillOf(
        app.db,
        app.media,
        caller.tenantId,
        request.params.assetId,
        request.query.ts ?? 0,
        request.query.size ?? 'medium',
        reachOf(caller),
      );
      if (still.key === undefined)
        return sendPlaceholderStill(reply, still.status, still.width, still.height);
      return sendStored(reply, app.media.storage, still.key, {
        range: undefined,
        cacheControl: 'private, max-age=86400',
      });
    },
  );
};
