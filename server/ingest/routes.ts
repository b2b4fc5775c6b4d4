import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { callerOf, userOf } from '../http/access';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { errorResponses, matches } from '../http/schema';
import type { AssetImportRequest } from '../../src/core/api/contract';
import { AssetIdParams } from '../assets/schemas';
import { cancelIngest, createUploadedAsset, ingestOf, requeueIngest } from './repository';
import { checkSourceAddress, SourceAddressError } from './fetch-source';
import { titleFromFileName } from './uploads';
import { uploadedMediaKey } from './worker';
import { randomUUID } from 'node:crypto';

const UploadParams = Type.Object({ uploadId: Type.String({ pattern: '^[a-f0-9]{32}$' }) });

const AssetImportBody = matches<AssetImportRequest>()(
  Type.Object(
    {
      url: Type.String({ minLength: 8, maxLength: 2000 }),
      title: Type.Optional(Type.String({ maxLength: 200 })),
      matchDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    },
    { additionalProperties: false },
  ),
);

const AssetIdSchema = Type.Object({ id: Type.String() });

const TUS_HEADERS =
  'The tus 1.0.0 protocol (https://tus.io/protocols/resumable-upload): `Tus-Resumable: 1.0.0`, ' +
  '`Upload-Length`, and `Upload-Metadata` with `filename` (and optionally `title`, `matchDate`).';

/**
 * Uploads of a tenant's own footage (resumable, tus) and the ingest's controls: cancel and
 * try again. People use them from /library; integrators with a tenant service key.
 */
export const ingestRoutes: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const { uploads, worker } = ctx.ingest;

  // tus reads the body itself, as a stream: nothing is buffered here, whatever the file's size.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  const access = { access: 'library-or-key' as const };
  const toTus = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await uploads.handle(request.raw, reply.raw, callerOf(request));
  };

  app.post(
    '/v3/upload',
    {
      config: access,
      schema: {
        tags: ['asset'],
        summary: 'Start a resumable upload of a video file; its asset is listed at once',
        description: `${TUS_HEADERS} Answers 201 with the upload's \`Location\`.`,
      },
    },
    toTus,
  );
  for (const [method, summary] of [
    ['HEAD', 'How much of an upload the server has (to resume it)'],
    ['PATCH', 'Send the next part of an upload, from `Upload-Offset`'],
    ['DELETE', 'Give up an upload: its asset is cancelled'],
  ] as const) {
    app.route({
      method,
      url: '/v3/upload/:uploadId',
      config: access,
      schema: { tags: ['asset'], summary, description: TUS_HEADERS, params: UploadParams },
      handler: toTus,
    });
  }

  app.post(
    '/v3/asset/import',
    {
      config: { access: 'library-or-key' },
      schema: {
        tags: ['asset'],
        summary:
          'Add a video the server fetches from an https address; its asset is listed at once',
        body: AssetImportBody,
        response: { 202: AssetIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { url, title, matchDate } = request.body;
      let address: URL;
      try {
        address = await checkSourceAddress(url.trim(), {
          allowPrivate: ctx.config.allowPrivateImports ?? false,
        });
      } catch (error) {
        if (error instanceof SourceAddressError)
          throw new BadRequestError(error.message, 'body.url', 'unsafe_address');
        throw error;
      }
      const assetId = randomUUID();
      const name = decodeURIComponent(address.pathname.split('/').pop() ?? '') || address.hostname;
      const key = { tenantId: caller.tenantId, assetId };
      await db.transaction(async (tx) => {
        await createUploadedAsset(tx, {
          ...key,
          mediaKey: uploadedMediaKey(assetId),
          title: title?.trim() || titleFromFileName(name),
          matchDate: matchDate ?? null,
          sourceName: name.slice(0, 500),
          sourceSize: 0,
          uploadId: randomUUID().replaceAll('-', ''),
          createdBy: caller.kind === 'user' ? caller.userId : null,
          sourceUrl: address.toString(),
        });
        await worker.enqueue(tx, key);
      });
      return reply.code(202).send({ id: assetId });
    },
  );

  app.post(
    '/v3/asset/:id/cancel',
    {
      config: { access: 'manage-assets' },
      schema: {
        tags: ['asset'],
        summary: 'Stop an upload’s processing (or its upload); the asset is cancelled',
        params: AssetIdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = { tenantId: userOf(request).tenantId, assetId: request.params.id };
      if (!(await ingestOf(db, key))) throw new NotFoundError('Upload', request.params.id);
      const ended = await cancelIngest(db, key);
      if (!ended)
        throw new ConflictError(
          'This video is no longer being processed.',
          undefined,
          'not_cancellable',
        );
      await worker.cancel(key, ended.jobId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v3/asset/:id/retry',
    {
      config: { access: 'manage-assets' },
      schema: {
        tags: ['asset'],
        summary: 'Process a failed or cancelled upload again, from its whole file',
        params: AssetIdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = { tenantId: userOf(request).tenantId, assetId: request.params.id };
      if (!(await ingestOf(db, key))) throw new NotFoundError('Upload', request.params.id);
      const queued = await db.transaction(async (tx) => {
        if (!(await requeueIngest(tx, key))) return false;
        await worker.enqueue(tx, key);
        return true;
      });
      if (!queued)
        throw new ConflictError(
          'Only a video whose whole file came in, and that failed or was cancelled, can be tried again.',
          undefined,
          'not_retryable',
        );
      return reply.code(204).send(null);
    },
  );
};
