import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { familyOf, tenantById } from '../../src/tenants';
import type { ServerContext } from '../context';
import { NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { callerOf } from '../http/access';

const Category = Type.Object({
  name: Type.String(),
  label: Type.String(),
  valueType: Type.Union([Type.Literal('text'), Type.Literal('integer'), Type.Literal('date')]),
});

/** Highlights service (SPEC §7 "Highlights service"): categories now; packages come later. */
export const highlightsPlugin: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (app) => {
  app.get(
    '/v1/asset_categories',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['highlights'],
        summary: 'The clip metadata categories of the caller’s tenant',
        response: { 200: Type.Array(Category), ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const tenant = tenantById(me.tenantId)?.tenant;
      if (!tenant) throw new NotFoundError('Tenant', me.tenantId);
      return familyOf(tenant).clipCategories.map((c) => ({
        ...c,
        valueType: c.valueType ?? 'text',
      }));
    },
  );
};
