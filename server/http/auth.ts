import type { FastifyRequest } from 'fastify';
import {
  CAPABILITY_TITLES,
  can,
  type Capability,
  type KeyPower,
  type UserRole,
} from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { findApiKey, findMembership } from '../identity/service';
import type { MembershipLookup } from '../identity/membership-cache';
import { verifyAccessToken, type TokenSettings } from '../identity/tokens';
import { ForbiddenError, UnauthorizedError } from './errors';

export interface UserPrincipal {
  kind: 'user';
  userId: string;
  tenantId: string;
  email: string;
  roles: UserRole[];
}

/** A caller identified only by a tenant's API key: a public (free) key, or a service key. */
export interface KeyPrincipal {
  kind: 'key';
  tenantId: string;
  free: boolean;
  /** What the key may do besides naming its tenant; none for a public key. */
  powers: readonly KeyPower[];
  /** The key's last four characters, to name it in a record of what it did. */
  hint: string;
}

export type Principal = UserPrincipal | KeyPrincipal;

/** Who is calling: read from `Authorization`/`X-Authorization` bearer tokens or `X-Api-Key`. */
export interface Authenticator {
  /** A signed-in user of an active membership. */
  user(request: FastifyRequest): Promise<UserPrincipal>;
  /** A signed-in user whose role grants the capability (403 otherwise). */
  capable(request: FastifyRequest, capability: Capability): Promise<UserPrincipal>;
  /** A signed-in user, or else a public caller with a tenant API key. */
  any(request: FastifyRequest): Promise<Principal>;
  /** The signed-in user when a valid sign-in is sent, else null (public routes). */
  optionalUser(request: FastifyRequest): Promise<UserPrincipal | null>;
  /** This process changed a membership: the caller's next request reads it again. */
  membershipChanged(tenantId: string, userId: string): void;
}

function bearer(request: FastifyRequest): string | undefined {
  for (const header of [request.headers.authorization, request.headers['x-authorization']]) {
    const value = Array.isArray(header) ? header[0] : header;
    const match = value?.match(/^Bearer\s+(\S+)$/i);
    if (match) return match[1];
  }
  return undefined;
}

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

/** Throws unless the caller's tenant is `tenantId`: resources of other tenants do not exist for them. */
export function sameTenant(principal: Principal, tenantId: string): void {
  if (principal.tenantId !== tenantId) {
    throw new ForbiddenError('That belongs to another tenant.', 'other_tenant');
  }
}
