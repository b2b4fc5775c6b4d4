import type { FastifyRequest } from 'fastify';
import { originStanding, registeredFor } from './cors-origins';
import { ForbiddenError } from './errors';

/** Where a tenant's administrators register a site (the embed builder's page). */
export const REGISTER_SITES_AT = '/settings/embed';

const refusal = (origin: string) =>
  new ForbiddenError(
    `Pages of ${origin} may not call this platform for this tenant: an administrator of the ` +
      `tenant registers the site under "Sites that may embed the elements" at ${REGISTER_SITES_AT}.`,
    'site_not_registered',
  );

/** The origin of a call from a registered site, kept for the check once the caller is known. */
const registeredOrigins = new WeakMap<FastifyRequest, string>();

/**
 * The API answers pages of other sites only for the tenants that registered them (and the
 * tenants' own hosts, the operator's partners and, where allowed, loopback pages:
 * `originStanding`). Every origin passes CORS, so that a page refused here can read why:
 * a site registered by no tenant is refused at once; one registered by some is refused
 * once the caller turns out to be of another tenant. Preflights are CORS's own.
 */
export const siteCheck = {
  async onRequest(request: FastifyRequest): Promise<void> {
    if (request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    const mode = request.headers['sec-fetch-mode'];
    const standing = originStanding(
      origin,
      request.host,
      request.server.config.cors,
      request.server.sites,
      typeof mode === 'string' ? mode : undefined,
    );
    if (standing === 'unknown') throw refusal(origin ?? 'null');
    if (standing === 'registered') registeredOrigins.set(request, origin!);
  },
  /** Once the caller is resolved (`resolvePrincipal`). */
  async preValidation(request: FastifyRequest): Promise<void> {
    const origin = registeredOrigins.get(request);
    const tenantId = request.principal?.tenantId;
    if (origin && tenantId && !registeredFor(origin, tenantId, request.server.sites))
      throw refusal(origin);
  },
};
