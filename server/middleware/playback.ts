import { toMilliseconds } from '../../src/core/api/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { PlayableItem, PlayableResponse, PlaybackFormat } from '../../src/core/api/contract';
import { familyConfigs, tenantById, type FamilyName } from '../../src/tenants';
import { findAssets } from '../assets/repository';
import { signedMediaUrls } from '../assets/media-urls';
import type { ServerContext } from '../context';
import { BadRequestError } from '../http/errors';
import { errorResponses, matches } from '../http/schema';
import { SERVICE_PREFIXES } from '../http/services';
import { MAX_ITEMS } from '../playlists/writes';
import { callerOf } from '../http/access';

const Format = Type.Union([Type.Literal('HLS'), Type.Literal('MP4')]);

const PlayableBody = Type.Object(
  {
    clips: Type.Array(
      Type.Object(
        {
          asset_id: Type.String({ minLength: 1, maxLength: 200 }),
          offset: Type.Number({ minimum: 0, maximum: 1e7 }),
          duration: Type.Number({ exclusiveMinimum: 0, maximum: 1e6 }),
        },
        // Collection items carry their stash; it is not needed to play them.
        { additionalProperties: true },
      ),
      { minItems: 1, maxItems: MAX_ITEMS },
    ),
    format: Type.Optional(Format),
  },
  { additionalProperties: false },
);

const PlayableSchema = matches<PlayableResponse>()(
  Type.Object({
    items: Type.Array(
      matches<PlayableItem>()(
        Type.Object({
          asset_id: Type.String(),
          title: Type.String(),
          kind: Type.Union([Type.Literal('video'), Type.Literal('bumper'), Type.Literal('image')]),
          format: Format,
          url: Type.String(),
          mimeType: Type.Union([Type.Literal('application/x-mpegurl'), Type.Literal('video/mp4')]),
          start: Type.Number(),
          end: Type.Number(),
          assetDuration: Type.Number(),
        }),
      ),
    ),
    duration: Type.Number(),
    expiresAt: Type.String(),
  }),
);

/** The tenant's player format (SPEC §3 player settings); HLS where the tenant is unknown. */
export function playerFormat(tenantId: string): PlaybackFormat {
  const found = tenantById(tenantId);
  return found ? familyConfigs[found.tenant.family as FamilyName].player.format : 'HLS';
}

/** POST playback/playable: signed media and exact ranges for a list of clips, in order. */
export const playbackRoutes: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (
  app,
  { ctx },
) => {
  const { db, config } = ctx;
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
    async (request) => {
      const me = callerOf(request);
      const { clips } = request.body;
      const wanted = request.body.format ?? playerFormat(me.tenantId);
      const assets = await findAssets(
        db,
        me.tenantId,
        clips.map((c) => c.asset_id),
      );
      const assetBase = `${request.protocol}://${request.host}${SERVICE_PREFIXES.asset}`;
      const items = clips.map((clip, i): PlayableItem => {
        const asset = assets.get(clip.asset_id);
        if (!asset) {
          throw new BadRequestError(
            `There is no asset ${JSON.stringify(clip.asset_id)} in this tenant.`,
            `body.clips.${i}.asset_id`,
          );
        }
        if (clip.offset >= asset.duration) {
          throw new BadRequestError(
            `The clip starts at ${clip.offset} s, after the end of its ${asset.duration} s asset.`,
            `body.clips.${i}.offset`,
          );
        }
        const media = signedMediaUrls(config.secret, assetBase, asset, config.mediaUrlTtlSeconds);
        const format: PlaybackFormat = media[wanted === 'HLS' ? 'hls' : 'mp4']
          ? wanted
          : media.hls
            ? 'HLS'
            : 'MP4';
        const url = format === 'HLS' ? media.hls : media.mp4;
        if (!url) {
          throw new BadRequestError(
            `Asset ${JSON.stringify(asset.id)} is a still image and cannot be played.`,
            `body.clips.${i}.asset_id`,
          );
        }
        return {
          asset_id: asset.id,
          title: asset.title,
          kind: asset.kind,
          format,
          url,
          mimeType: format === 'HLS' ? 'application/x-mpegurl' : 'video/mp4',
          start: clip.offset,
          end: toMilliseconds(Math.min(asset.duration, clip.offset + clip.duration)),
          assetDuration: asset.duration,
        };
      });
      return {
        items,
        duration: items.reduce((sum, item) => sum + (item.end - item.start), 0),
        expiresAt: new Date(Date.now() + config.mediaUrlTtlSeconds * 1000).toISOString(),
      };
    },
  );
};
