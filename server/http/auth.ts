import type { FastifyRequest } from 'fastify';
import type { Capability, KeyPower, UserRole } from '../../src/core/api/contract';
import { ForbiddenError } from './errors';

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

/**
 * Who is calling: read from `Authorization`/`X-Authorization` bearer tokens or `X-Api-Key`
 * (made by identity: `identity/authenticator.ts`).
 */
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

/** Throws unless the caller's tenant is `tenantId`: resources of other tenants do not exist for them. */
export function sameTenant(principal: Principal, tenantId: string): void {
  if (principal.tenantId !== tenantId) {
    throw new ForbiddenError('That belongs to another tenant.', 'other_tenant');
  }
}
