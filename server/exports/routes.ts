import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SERVICE_PATHS, type ExportRequest } from '../../src/core/api/contract';
import { mediaTenant } from '../assets/service';
import { userOf } from '../http/access';
import { sameTenant } from '../http/auth';
import { contentDisposition } from '../http/content-disposition';
import { HttpError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { sendStored } from '../http/send-file';
import { cartSettingsOf } from './cart';
import { exportGrantId } from './links';
import { findExport } from './repository';
import { previewExport } from './preview';
import {
  ExportAsParams,
  ExportBody,
  ExportFileParams,
  ExportItemSchema,
  ExportStartedSchema,
  ExportPageSchema,
  ExportParams,
  ExportPreviewBody,
  ExportPreviewSchema,
  SignedQuery,
  StatusQuery,
  TenantParams,
} from './schemas';
import {
  cancelExport,
  exportOf,
  exportStatusPage,
  retryExport,
  startExport,
  toStatusItem,
  type ExportLinks,
} from './service';

const tags = ['publication'];

/**
 * The publication service's exports (SPEC §7): start one, follow the status list, cancel or
 * retry one, and download its files through signed, expiring links (docs/exports.md).
 */
export const publicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, exports } = app;
  const links = (request: FastifyRequest): ExportLinks => ({
    secret: config.secret,
    origin: `${request.protocol}://${request.host}`,
    ttlSeconds: config.mediaUrlTtlSeconds,
  });
  const base = '/publication/:tenantId';
  const cartSettings = cartSettingsOf(config);

  const start = async (
    request: FastifyRequest<{ Params: { tenantId: string }; Body: ExportRequest }>,
    exportAs: string,
  ) => {
    const me = userOf(request);
    sameTenant(me, request.params.tenantId);
    const { row, handoff, rightsNotice } = await startExport(db, exports, {
      me,
      exportAs,
      body: request.body,
      host: request.hostname,
      origin: links(request).origin,
      cart: cartSettings,
      rights: app.rights,
    });
    return {
      ...toStatusItem(row, links(request)),
      ...(handoff ? { handoff } : {}),
      ...(rightsNotice ? { rightsNotice } : {}),
    };
  };

  app.post(
    `${base}/export/img-collections`,
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'Exports a collection as a zip of stills at each in point, with a metadata CSV',
        params: TenantParams,
        body: ExportBody,
        response: { 202: ExportStartedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const item = await start(request, 'img-collections');
      return reply.code(202).send(item);
    },
  );

  app.post(
    `${base}/export/:exportAs`,
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'Exports a collection as one of the tenant’s export types (video, edl…)',
        params: ExportAsParams,
        body: ExportBody,
        response: { 202: ExportStartedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const item = await start(request, request.params.exportAs);
      return reply.code(202).send(item);
    },
  );

  app.post(
    `${base}/export/:exportAs/preview`,
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'A still of one item as an MP4 in this shape and with captions would show it',
        params: ExportAsParams,
        body: ExportPreviewBody,
        response: { 200: ExportPreviewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      return previewExport(db, exports.worker, me, request.params.exportAs, request.body);
    },
  );

  app.get(
    `${base}/status`,
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'Export jobs, newest first, paged by `links.next` (category `render:`)',
        params: TenantParams,
        querystring: StatusQuery,
        response: { 200: ExportPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const path = `${SERVICE_PATHS.middleware}/publication/${encodeURIComponent(me.tenantId)}/status`;
      return exportStatusPage(db, me, request.query, links(request), path);
    },
  );

  app.get(
    `${base}/exports/:id`,
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'One export job',
        params: ExportParams,
        response: { 200: ExportItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      return toStatusItem(await exportOf(db, me, request.params.id), links(request));
    },
  );

  app.post(
    `${base}/exports/:id/cancel`,
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'Cancels an export that has not finished (REVOKED); a running render stops',
        params: ExportParams,
        response: { 200: ExportItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const row = await cancelExport(db, exports.worker, me, request.params.id);
      return toStatusItem(row, links(request));
    },
  );

  app.post(
    `${base}/exports/:id/retry`,
    {
      config: { access: 'collect' },
      schema: {
        tags,
        summary: 'Runs a failed or cancelled export again',
        params: ExportParams,
        response: { 200: ExportItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const row = await retryExport(db, exports.worker, me, request.params.id);
      return toStatusItem(row, links(request));
    },
  );

  // Its name may follow, for tools that go by a link's extension (a stream, a mark).
  for (const url of [`${base}/exports/:id/files/:index`, `${base}/exports/:id/files/:index/:name`])
    app.get(
      url,
      {
        config: { access: 'media-link' },
        schema: {
          tags,
          summary: 'Downloads one file of an export (signed link; byte ranges), named as it was',
          params: ExportFileParams,
          querystring: SignedQuery,
        },
      },
      async (request, reply) => {
        const { tenantId, id, index, name } = request.params;
        const grantTenant = mediaTenant(
          config.secret,
          exportGrantId(id, index),
          request.query,
          request.principal,
        );
        if (grantTenant !== tenantId) throw new NotFoundError('Export', id);
        const row =
          request.query.sig !== undefined
            ? await findExport(db, tenantId, id)
            : await exportOf(db, userOf(request), id);
        if (!row) throw new NotFoundError('Export', id);
        if (row.expires_at && new Date(row.expires_at).getTime() < Date.now()) {
          throw new HttpError(410, 'expired', 'This export has expired; export it again.');
        }
        const file = row.files[index];
        if (!file || (name !== undefined && name !== file.name)) {
          throw new NotFoundError('Export file', `${id}/${index}`);
        }
        return sendStored(reply, exports.files, file.key, {
          range: request.headers.range,
          cacheControl: 'private, max-age=0',
          disposition: contentDisposition(file.name),
        });
      },
    );
};
