import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { callerOf } from '../http/access';
import { errorResponses } from '../http/schema';
import { CategorySchema } from './schemas';
import { assetCategories } from './service';

/** Highlights service (SPEC §7 "Highlights service"): categories now; packages come later. */
export const highlightsPlugin: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (app) => {
  app.get(
    '/v1/asset_categories',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['highlights'],
        summary: 'The clip metadata categories of the caller’s tenant',
        response: { 200: Type.Array(CategorySchema), ...errorResponses },
      },
    },
    async (request) => assetCategories(callerOf(request).tenantId),
  );
};
