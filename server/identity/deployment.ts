import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tenantById, tenantByKey } from '../../src/tenants';
import { NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { firstFreeKey } from './api-keys/repository';

const DeploymentQuery = Type.Object({
  tenant: Type.String({ minLength: 1, maxLength: 100, description: 'a tenant key or id' }),
});

const DeploymentSchema = Type.Object({
  tenantId: Type.String(),
  apiKey: Type.String({ description: 'the tenant’s first free (public, rate-limited) key' }),
});

/**
 * The public deployment key of a tenant (SPEC §6: signed-out public areas use deployment keys
 * chosen by host name). The page resolves its tenant from its host as every element does, and
 * asks here for the key its public area calls with. Only free keys are ever given: they are the
 * ones a public site carries in its pages anyway.
 */
export const deploymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v2/iam/deployment',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'The public deployment key of a tenant, for signed-out pages',
        querystring: DeploymentQuery,
        response: { 200: DeploymentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const named = request.query.tenant;
      const tenantId = tenantById(named) ? named : tenantByKey(named)?.tenantId.production;
      const apiKey = tenantId ? await firstFreeKey(app.db, tenantId) : null;
      if (!tenantId || !apiKey) throw new NotFoundError('Public deployment key', named);
      void reply.header('cache-control', 'public, max-age=300');
      return { tenantId, apiKey };
    },
  );
};
