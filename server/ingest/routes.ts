import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callerOf, userOf } from '../http/access';
import { ConflictError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { AssetIdParams } from '../assets/schemas';
import { cancelIngest, ingestOf, requeueIngest } from './repository';
import { AssetIdSchema, AssetImportBody, ImportFoldersSchema, UploadParams } from './schemas';
import { bucketFolder, libraryBucketsOf } from './bucket-source';
import { importFromAddress } from './service';

const TUS_HEADERS =
  'The tus 1.0.0 protocol (https://tus.io/protocols/resumable-upload): `Tus-Resumable: 1.0.0`, ' +
  '`Upload-Length`, and `Upload-Metadata` with `filename` (and optionally `title`, `matchDate`).';

/**
 * Uploads of a tenant's own footage (resumable, tus) and the ingest's controls: cancel and
 * try again. People use them from /library; integrators with a tenant service key.
 */
export const ingestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { uploads, worker } = app.ingest;

  // tus reads the body itself, as a stream: nothing is buffered here, whatever the file's size.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  const access = { access: 'upload-or-key' as const };
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
        description: `${TUS_HEADERS} Answers 201 with the upload's \`Location\`; 429 (with \`Retry-After\`) past the tenant's limits on uploads started a minute, on their way at once and bytes declared but not sent, 507 when the server's disk would not hold the file (docs/ingest.md "Limits").`,
      },
    },
    async (request, reply) => {
      await uploads.admit(request.raw, callerOf(request));
      await toTus(request, reply);
    },
  );
  for (const [method, summary] of [
    ['HEAD', 'How much of an upload the server has (to resume it)'],
    ['PATCH', 'Send the next part of an upload, from `Upload-Offset`'],
    ['DELETE', 'Give up an upload: its asset and what came of its file are removed'],
  ] as const) {
    app.route({
      method,
      url: '/v3/upload/:uploadId',
      config: access,
      schema: { tags: ['asset'], summary, description: TUS_HEADERS, params: UploadParams },
      handler: toTus,
    });
  }

  app.get(
    '/v3/asset/import/folders',
    {
      config: { access: 'import-or-key' },
      schema: {
        tags: ['asset'],
        summary: 'The folders of the tenant’s buckets an address import may take s3:// files from',
        response: { 200: ImportFoldersSchema, ...errorResponses },
      },
    },
    async (request) => ({
      folders: libraryBucketsOf(callerOf(request).tenantId).map(bucketFolder),
    }),
  );

  app.post(
    '/v3/asset/import',
    {
      config: { access: 'import-or-key' },
      schema: {
        tags: ['asset'],
        summary:
          'Add a video the server fetches from an https address, or from s3://bucket/key in one of the tenant’s own bucket folders; its asset is listed at once',
        body: AssetImportBody,
        response: { 202: AssetIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      uploads.admission.countStart(callerOf(request).tenantId);
      const assetId = await importFromAddress(app, callerOf(request), request.body);
      return reply.code(202).send({ id: assetId });
    },
  );

  app.post(
    '/v3/asset/:id/cancel',
    {
      config: { access: 'manage-assets' },
      schema: {
        tags: ['asset'],
        summary:
          'Stop an upload’s processing (the asset is cancelled), or its upload (the asset and what came of its file are removed)',
        params: AssetIdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = { tenantId: userOf(request).tenantId, assetId: request.params.id };
      const ingest = await ingestOf(db, key);
      if (!ingest) throw new NotFoundError('Upload', request.params.id);
      // A file not wholly sent has nothing to process or try again: it goes, row and bytes.
      if (ingest.status === 'uploading' && ingest.upload_id) {
        if (await uploads.discard(ingest.upload_id)) return reply.code(204).send(null);
      }
      const ended = await cancelIngest(db, key);
      if (!ended)
        throw new ConflictError(
          'This video is no longer being processed.',
          undefined,
          'not_cancellable',
        );
      // A whole file stays, to be processed again on "Try again".
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
