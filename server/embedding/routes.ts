import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_PARTNER_SITES, siteAddress } from '../../src/core/api/contract/partner-sites';

import { userOf } from '../http/access';
import { sameTenant } from '../http/auth';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { TenantIdParams } from '../identity/schemas';
import {
  countPartnerSites,
  deletePartnerSite,
  insertPartnerSite,
  partnerSiteHistory,
  partnerSites,
} from './repository';
import {
  AddPartnerSiteBody,
  PartnerSiteListSchema,
  PartnerSiteParams,
  PartnerSiteSchema,
} from './schemas';

const tags = ['identity'];

/**
 * The partner sites a tenant's administrators register (docs/integrators.md "Registering a
 * site"): pages of these origins may call the API for the tenant. Every process follows a
 * change within a moment (`PartnerSiteRegister`); this one before it answers.
 */
export const partnerSiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/v2/iam/tenant/:tenantId/sites',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary:
          'The partner sites registered to embed the elements, and their history (administrators)',
        params: TenantIdParams,
        response: { 200: PartnerSiteListSchema, ...errorResponses },
      },
    },
    async (request) => {
      sameTenant(userOf(request), request.params.tenantId);
      const { tenantId } = request.params;
      const [sites, history] = await Promise.all([
        partnerSites(db, tenantId),
        partnerSiteHistory(db, tenantId),
      ]);
      return { sites, history, loopbackAllowed: app.config.cors.loopback };
    },
  );

  app.post(
    '/v2/iam/tenant/:tenantId/sites',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary:
          'Register a partner site: its pages may then call the API for the tenant (administrators)',
        params: TenantIdParams,
        body: AddPartnerSiteBody,
        response: { 201: PartnerSiteSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const { tenantId } = request.params;
      const read = siteAddress(request.body.origin);
      if (read.problem !== undefined) throw new BadRequestError(read.problem, 'body.origin');
      if (read.origin !== request.body.origin)
        throw new BadRequestError(
          `Send the site's origin alone, as browsers send it: ${read.origin}`,
          'body.origin',
        );
      const site = await db.transaction(async (tx) => {
        if ((await countPartnerSites(tx, tenantId)) >= MAX_PARTNER_SITES)
          throw new ConflictError(
            `A tenant registers at most ${MAX_PARTNER_SITES} sites: remove one first.`,
            'body.origin',
            'too_many',
          );
        return insertPartnerSite(tx, tenantId, read.origin, me.email);
      });
      if (!site) throw new ConflictError(`${read.origin} is already registered.`, 'body.origin');
      await app.sites.reload();
      return reply.code(201).send(site);
    },
  );

  app.delete(
    '/v2/iam/tenant/:tenantId/sites/:siteId',
    {
      config: { access: 'publish' },
      schema: {
        tags,
        summary: 'Remove a partner site: its pages are refused from then on (administrators)',
        params: PartnerSiteParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const { tenantId, siteId } = request.params;
      const removed = await db.transaction((tx) =>
        deletePartnerSite(tx, tenantId, siteId, me.email),
      );
      if (!removed) throw new NotFoundError('Partner site', siteId);
      await app.sites.reload();
      return reply.code(204).send(null);
    },
  );
};
