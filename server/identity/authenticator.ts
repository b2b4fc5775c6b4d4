import type { FastifyRequest } from 'fastify';
import { CAPABILITY_TITLES, can } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import type { Authenticator, UserPrincipal } from '../http/auth';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import type { MembershipLookup } from './membership-cache';
import { findApiKey, findMembership } from './service';
import { verifyAccessToken, type TokenSettings } from './tokens';

function bearer(request: FastifyRequest): string | undefined {
  for (const header of [request.headers.authorization, request.headers['x-authorization']]) {
    const value = Array.isArray(header) ? header[0] : header;
    const match = value?.match(/^Bearer\s+(\S+)$/i);
    if (match) return match[1];
  }
  return undefined;
}

/** Reads the caller from the request: a session's token checked against its membership, or a key. */
export function createAuthenticator(
  db: Queryable,
  tokens: TokenSettings,
  memberships: MembershipLookup = {
    find: (tenantId, userId) => findMembership(db, tenantId, userId),
    forget: () => undefined,
  },
): Authenticator {
  async function user(request: FastifyRequest): Promise<UserPrincipal> {
    const token = bearer(request);
    if (!token) throw new UnauthorizedError();
    const claims = await verifyAccessToken(tokens, token);
    const membership = await memberships.find(claims.tid, claims.sub);
    if (!membership || membership.deactivated) {
      throw new UnauthorizedError('Your access to this tenant has ended.', 'membership_ended');
    }
    return {
      kind: 'user',
      userId: claims.sub,
      tenantId: claims.tid,
      email: claims.email,
      roles: membership.roles,
    };
  }

  return {
    user,
    async capable(request, capability) {
      const principal = await user(request);
      if (!can(principal.roles, capability)) {
        throw new ForbiddenError(
          `Your role does not allow this: ${CAPABILITY_TITLES[capability].toLowerCase()}.`,
          'role_forbidden',
        );
      }
      return principal;
    },
    async any(request) {
      if (bearer(request)) return user(request);
      const header = request.headers['x-api-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (!key) throw new UnauthorizedError('Sign in, or send a tenant API key in X-Api-Key.');
      const found = await findApiKey(db, key);
      if (!found) throw new UnauthorizedError('The API key is not valid.', 'invalid_api_key');
      return {
        kind: 'key',
        tenantId: found.tenantId,
        free: found.free,
        powers: found.powers,
        hint: key.slice(-4),
      };
    },
    async optionalUser(request) {
      return bearer(request) ? user(request).catch(() => null) : null;
    },
    membershipChanged: (tenantId, userId) => memberships.forget(tenantId, userId),
  };
}
