import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { can, type Asset } from '../../src/core/api/contract';
import { userOf } from '../http/access';
import { ForbiddenError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { assetUsage, updateAsset, type AssetRecord } from './repository';
import { AssetIdParams, AssetSchema, AssetUpdateBody, AssetUsageSchema } from './schemas';
import { assetOf, checkAssetMetadata, trimmedValues } from './service';

/** The library's management of assets: correct one, see what deleting it takes, delete it. */
export const assetLibraryRoutes: FastifyPluginAsyncTypebox<{
  toAsset(request: FastifyRequest, record: AssetRecord): Asset;
}> = async (app, { toAsset }) => {
  const { db } = app;

  app.patch(
    '/v3/asset/:id',
    {
      config: { access: 'manage-assets' },
      schema: {
        tags: ['asset'],
        summary:
          'Change an asset’s title, match date, match or event (its text categories), or (administrators) its public flag',
        params: AssetIdParams,
        body: AssetUpdateBody,
        response: { 200: AssetSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      const { title, matchDate, metadata } = request.body;
      if (metadata) checkAssetMetadata(me.tenantId, metadata);
      if (request.body.public !== undefined && !can(me.roles, 'publish'))
        throw new ForbiddenError(
          'Your role does not allow this: releasing videos to the public.',
          'role_forbidden',
        );
      await assetOf(db, me.tenantId, request.params.id);
      await updateAsset(db, me.tenantId, request.params.id, {
        ...(title === undefined ? {} : { title: title.trim() }),
        ...(matchDate === undefined ? {} : { matchDate }),
        ...(request.body.public === undefined ? {} : { public: request.body.public }),
        ...(metadata === undefined ? {} : { metadata: trimmedValues(metadata) }),
      });
      await app.searchEngine.catchUp(me.tenantId);
      return toAsset(request, await assetOf(db, me.tenantId, request.params.id));
    },
  );

  app.get(
    '/v3/asset/:id/usage',
    {
      config: { access: 'manage-assets' },
      schema: {
        tags: ['asset'],
        summary: 'What deleting the asset takes with it: its clips, and collections using them',
        params: AssetIdParams,
        response: { 200: AssetUsageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      await assetOf(db, me.tenantId, request.params.id);
      return assetUsage(db, me.tenantId, request.params.id);
    },
  );

  app.delete(
    '/v3/asset/:id',
    {
      config: { access: 'manage-assets' },
      schema: {
        tags: ['asset'],
        summary: 'Delete an asset with its renditions, its clips and the collection items of them',
        params: AssetIdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.assetDeletion.delete(userOf(request).tenantId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
