import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userOf } from '../http/access';
import { errorResponses } from '../http/schema';
import { AssetIdParams } from '../assets/schemas';
import { AssetRightsSchema, ClipRightsBodySchema, RightsWindowSchema } from './schemas';
import type { Rights } from './service';

const tags = ['rights'];
const access = 'manage-assets' as const;

/** An asset's rights window, and its clips' own (the library's edit dialog). */
export const assetRightsRoutes: FastifyPluginAsyncTypebox<{ rights: Rights }> = async (
  app,
  { rights },
) => {
  app.get(
    '/v3/asset/:id/rights',
    {
      config: { access },
      schema: {
        tags,
        summary: 'An asset’s rights window, and its clips’ own',
        params: AssetIdParams,
        response: { 200: AssetRightsSchema, ...errorResponses },
      },
    },
    async (request) => rights.ofAsset(userOf(request).tenantId, request.params.id),
  );

  app.put(
    '/v3/asset/:id/rights',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set an asset’s rights window: when its clips may be used, and for what',
        params: AssetIdParams,
        body: RightsWindowSchema,
        response: { 200: AssetRightsSchema, ...errorResponses },
      },
    },
    async (request) => rights.setAsset(userOf(request), request.params.id, request.body),
  );

  app.delete(
    '/v3/asset/:id/rights',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Take an asset’s rights window away (its clips’ own stay)',
        params: AssetIdParams,
        response: { 200: AssetRightsSchema, ...errorResponses },
      },
    },
    async (request) => rights.setAsset(userOf(request), request.params.id, null),
  );
};

/** Clips' own windows, set in bulk on a selection in search. */
export const clipRightsRoutes: FastifyPluginAsyncTypebox<{ rights: Rights }> = async (
  app,
  { rights },
) => {
  app.put(
    '/search/rights',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Give clips a rights window of their own (over their asset’s), or take it away',
        body: ClipRightsBodySchema,
        response: { 200: Type.Object({ updated: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => rights.setClips(userOf(request), request.body.clipIds, request.body.window),
  );
};
