import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { liveIngestUrl, shownPullAddress, type Asset } from '../../src/core/api/contract';
import { sameTenant } from '../http/auth';
import { BadRequestError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { sendStored } from '../http/send-file';
import { signMediaQuery } from '../media/signing';
import { signedMediaUrls } from './media-urls';
import { listAssets, releaseAsset, type AssetRecord } from './repository';
import { assetLibraryRoutes } from './library-routes';
import { sendPlaceholderStill } from '../media/placeholder-still';
import { assetOf, hasPictures, mediaReach, mediaTenant } from './service';
import {
  AssetIdParams,
  AssetListQuery,
  AssetReleaseBody,
  AssetPageSchema,
  AssetSchema,
  KeyframesQuery,
  KeyframesSchema,
  MediaParams,
  SegmentOffsetQuery,
  SegmentOffsetSchema,
  SignedQuery,
  ThumbnailQuery,
  WAVEFORM_MAX_SECONDS,
  WaveformQuery,
  WaveformSchema,
  timeToSeconds,
} from './schemas';
import {
  firstVariantUri,
  hlsSegmentOffsets,
  isGrowing,
  mapPlaylistUris,
  signPlaylist,
} from '../media/hls-playlist';
import { callerOf, reachOf, userOf } from '../http/access';

/** Asset API (SPEC §7 "Asset API"): assets, keyframes, thumbnails and the media files. */
export const assetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, media } = app;
  const prefix = app.prefix;

  function toAsset(request: FastifyRequest, record: AssetRecord): Asset {
    return {
      id: record.id,
      tenantId: record.tenantId,
      kind: record.kind,
      title: record.title,
      duration: record.duration,
      matchDate: record.matchDate,
      createdAt: record.createdAt,
      metadata: record.metadata,
      public: record.public,
      media: signedMediaUrls(
        config.secret,
        `${request.protocol}://${request.host}${prefix}`,
        record,
        config.mediaUrlTtlSeconds,
      ),
      status: record.status,
      ...(record.ingest
        ? { ingest: { ...record.ingest, playable: !!record.media.files.hls } }
        : {}),
      ...(record.live ? { live: liveOf(request, record.live) } : {}),
      ...(record.clipCount === undefined ? {} : { clipCount: record.clipCount }),
    };
  }

  /** A live stream as people see it: where the encoder sends it (never its passphrase). */
  function liveOf(
    request: FastifyRequest,
    { port, pullUrl, ...live }: NonNullable<AssetRecord['live']>,
  ) {
    const host = config.liveHost ?? request.hostname;
    const ingestUrl =
      live.protocol === 'hls' || port === null
        ? shownPullAddress(pullUrl ?? '')
        : liveIngestUrl(live.protocol, host, port);
    return { ...live, ingestUrl };
  }

  await app.register(assetLibraryRoutes, { toAsset });

  app.get(
    '/v3/asset',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['asset'],
        summary: 'Assets of the caller’s tenant, filtered by title text and sorted',
        querystring: AssetListQuery,
        response: { 200: AssetPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const q = request.query;
      sameTenant(me, q.tenantId ?? me.tenantId);
      const page = await listAssets(db, {
        tenantId: me.tenantId,
        page: q.page ?? 0,
        size: q.size ?? 20,
        ...(q.text !== undefined ? { text: q.text } : {}),
        sortMode: q.sortMode ?? 'matchDate',
        sortDesc: q.sortDesc ?? true,
        publicOnly: reachOf(me) === 'public',
      });
      return { ...page, content: page.content.map((a) => toAsset(request, a)) };
    },
  );

  app.get(
    '/v3/asset/segment-offset',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['asset'],
        summary: 'Presentation time of an asset’s first HLS segment, in milliseconds',
        querystring: SegmentOffsetQuery,
        response: { 200: SegmentOffsetSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const asset = await assetOf(db, me.tenantId, request.query.id, reachOf(me));
      return {
        assetId: asset.id,
        offset: Math.round(asset.media.segmentOffset * 1000),
        segmentDuration: Math.round(asset.media.segmentDuration * 1000),
      };
    },
  );

  app.get(
    '/v3/asset/:id',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['asset'],
        summary: 'One asset, with signed media URLs',
        params: AssetIdParams,
        response: { 200: AssetSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      return toAsset(request, await assetOf(db, me.tenantId, request.params.id, reachOf(me)));
    },
  );

  app.put(
    '/v3/asset/:id/public',
    {
      config: { access: 'publish' },
      schema: {
        tags: ['asset'],
        summary: 'Release an asset to the public (signed-out search and play), or take it back',
        params: AssetIdParams,
        body: AssetReleaseBody,
        response: { 200: AssetSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      const asset = await assetOf(db, me.tenantId, request.params.id);
      await releaseAsset(db, me.tenantId, asset.id, request.body.public);
      await app.searchEngine.catchUp(me.tenantId);
      return toAsset(request, { ...asset, public: request.body.public });
    },
  );

  app.get(
    '/v3/asset/:id/keyframes',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['asset'],
        summary: 'Keyframes: MP4 as seconds, HLS as segment offsets in milliseconds',
        params: AssetIdParams,
        querystring: KeyframesQuery,
        response: { 200: KeyframesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const asset = await assetOf(db, me.tenantId, request.params.id, reachOf(me));
      const format = request.query.format ?? 'MP4';
      const known = asset.media.keyframes;
      if (format === 'MP4' && (known.length > 0 || !asset.media.files.hls))
        return { assetId: asset.id, format, keyframes: known };
      const offsets = hlsSegmentOffsets(await mediaPlaylist(asset.media.files.hls!));
      // An asset still being processed has no MP4 yet: its keyframes are its segments' starts.
      return {
        assetId: asset.id,
        format,
        keyframes: format === 'HLS' ? offsets : offsets.map((ms) => ms / 1000),
      };
    },
  );

  app.get(
    '/v3/asset/:id/waveform',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['asset'],
        summary: 'Peaks of the asset’s sound over a range, 0 to 1, for the clip editor',
        params: AssetIdParams,
        querystring: WaveformQuery,
        response: { 200: WaveformSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const asset = await assetOf(db, me.tenantId, request.params.id, reachOf(me));
      const { from, to, points = 400 } = request.query;
      if (to <= from) throw new BadRequestError('to must be after from.', 'querystring.to');
      if (to - from > WAVEFORM_MAX_SECONDS)
        throw new BadRequestError(
          `A waveform covers at most ${WAVEFORM_MAX_SECONDS} seconds.`,
          'querystring.to',
        );
      const peaks = await media.waveform(asset.media, from, to, points);
      reply.header('Cache-Control', 'private, max-age=86400');
      return { assetId: asset.id, from, to, peaks };
    },
  );

  app.get(
    '/v3/thumbnail/timecode/:id',
    {
      config: { access: 'media-link' },
      schema: {
        tags: ['asset'],
        summary: 'A JPEG of the asset at time t (seconds or h:m:s), default 320x180',
        params: AssetIdParams,
        querystring: ThumbnailQuery,
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const tenantId = mediaTenant(
        config.secret,
        request.params.id,
        request.query,
        request.principal,
      );
      const asset = await assetOf(
        db,
        tenantId,
        request.params.id,
        mediaReach(request.query, request.principal),
      );
      const at = request.query.t ? timeToSeconds(request.query.t) : 0;
      const [width, height] = [request.query.w ?? 320, request.query.h ?? 180];
      // An upload has pictures once its MP4 is made; until then (or if it never is) a frame
      // says so in words.
      if (!hasPictures(asset)) return sendPlaceholderStill(reply, asset.status, width, height);
      const key = await media.thumbnail(asset.media, at, width, height);
      return sendStored(reply, media.storage, key, {
        range: undefined,
        cacheControl: 'private, max-age=86400',
      });
    },
  );

  app.get(
    '/v3/asset/:id/media/*',
    {
      config: { access: 'media-link' },
      schema: {
        tags: ['asset'],
        summary: 'The asset’s media files (MP4, HLS playlist and segments, image) with ranges',
        params: MediaParams,
        querystring: SignedQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = request.params['*'];
      const tenantId = mediaTenant(config.secret, id, request.query, request.principal);
      const asset = await assetOf(db, tenantId, id, mediaReach(request.query, request.principal));
      const files = asset.media.files;
      const key =
        file === 'video.mp4'
          ? files.mp4
          : file === 'image.jpg'
            ? files.image
            : files.hls?.replace(/index\.m3u8$/, file.slice('hls/'.length));
      if (!key) throw new NotFoundError('Media file', file);
      if (file.endsWith('.m3u8')) {
        const text = await readText(media.storage.read(key));
        const { signedUrl } = media.storage;
        const grant = signMediaQuery(config.secret, {
          tenantId,
          assetId: id,
          expires: Math.floor(Date.now() / 1000) + config.mediaUrlTtlSeconds,
        });
        // Segments straight from object storage where it can sign for them; otherwise from
        // here, with the playlist's own grant, so that the player needs no headers. A master
        // playlist's renditions are playlists: always from here, to be signed in turn.
        const playlist = signedUrl
          ? await mapPlaylistUris(text, async (uri) =>
              uri.endsWith('.m3u8')
                ? `${uri}?${grant}`
                : signedUrl.call(media.storage, key.replace(/index\.m3u8$/, uri)),
            )
          : signPlaylist(text, grant);
        return reply
          .type('application/vnd.apple.mpegurl')
          .header('Cache-Control', isGrowing(text) ? 'no-cache' : 'private, max-age=60')
          .send(playlist);
      }
      return sendStored(reply, media.storage, key, {
        range: request.headers.range,
        cacheControl: 'private, max-age=86400',
      });
    },
  );

  /** The text of the media playlist at `key`, or of its top rendition when it is a master. */
  async function mediaPlaylist(key: string): Promise<string> {
    const text = await readText(media.storage.read(key));
    const variant = firstVariantUri(text);
    return variant ? readText(media.storage.read(key.replace(/index\.m3u8$/, variant))) : text;
  }
};

async function readText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
