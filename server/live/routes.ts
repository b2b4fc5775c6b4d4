import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AssetIdParams } from '../assets/schemas';
import { callerOf } from '../http/access';
import { ConflictError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { liveStreamOf } from './repository';
import { GoLiveBody, GoLiveSchema, LivePassphraseSchema } from './schemas';
import { goLive } from './service';
import { liveIngestUrl, shownPullAddress } from '../../src/core/api/contract';

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
          'Go live with a match: its asset is listed at once, waiting for the encoder at the address answered (SRT, or RTMP with `protocol: "rtmp"`), with its passphrase or stream key (said only here); or pulled from a live HLS address (`protocol: "hls"`, `pullUrl`), checked as "Add from an address" checks one',
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
        ingestUrl:
          created.protocol === 'hls' || created.port === null
            ? shownPullAddress(request.body.pullUrl ?? '')
            : liveIngestUrl(created.protocol, host, created.port),
        ...(created.passphrase === null ? {} : { passphrase: created.passphrase }),
      });
    },
  );

  app.post(
    '/v3/asset/:id/live/passphrase',
    {
      config: { access: 'live-or-key' },
      schema: {
        tags: ['asset'],
        summary:
          'Make a new passphrase for a live match (said only here): the old one stops working, and an encoder connected with it is let go until it connects with the new one',
        params: AssetIdParams,
        response: { 200: LivePassphraseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const key = { tenantId: callerOf(request).tenantId, assetId: request.params.id };
      const stream = await liveStreamOf(db, key);
      if (!stream) throw new NotFoundError('Live match', request.params.id);
      if (stream.protocol === 'hls')
        throw new ConflictError(
          'This match is pulled from an address: it has no passphrase.',
          undefined,
          'conflict',
        );
      const passphrase = await app.live.rekey(key);
      if (passphrase === null)
        throw new ConflictError(
          'This match has ended: it has no passphrase.',
          undefined,
          'conflict',
        );
      return { passphrase };
    },
  );

  app.post(
    '/v3/asset/:id/live/end',
    {
      config: { access: 'live-or-key' },
      schema: {
        tags: ['asset'],
        summary:
          'End a live match: answers once its stream is closed (the asset processing), then it is made into a normal video (ready)',
        params: AssetIdParams,
        response: { 202: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = { tenantId: callerOf(request).tenantId, assetId: request.params.id };
      const stream = await liveStreamOf(db, key);
      if (!stream) throw new NotFoundError('Live match', request.params.id);
      if (stream.state === 'ended')
        throw new ConflictError('This match has already ended.', undefined, 'conflict');
      await app.live.end(key);
      return reply.code(202).send(null);
    },
  );
};
