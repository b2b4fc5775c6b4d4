import type { FastifyRequest, FastifySchema } from 'fastify';
import { CAPABILITIES, type Capability, type KeyPower } from '../../src/core/api/contract';
import type { Authenticator, Principal, UserPrincipal } from './auth';
import { ForbiddenError } from './errors';

/**
 * Who may call a route, declared once in its options (`config: { access }`):
 * - `public`: anyone; a valid sign-in, when sent, is still known (`request.principal`);
 * - `signed-in`: a user of an active membership, in any role (the `view` capability);
 * - a capability (`collect`, `edit-metadata`, `manage-users`, `publish`): a signed-in user
 *   whose role grants it, by the table in `contract/roles.ts`;
 * - `signed-in-or-key`: a signed-in user, or a public caller with a tenant API key;
 * - `media-link`: a signed media link (`tenant`, `exp`, `sig`, which the route checks: a
 *   `<video>` sends no headers), or else as `signed-in-or-key`;
 * - `upload-or-key`, `import-or-key`, `match-data-or-key`, `live-or-key`: a signed-in user
 *   whose role grants the capability of `KEY_ACCESS`, or a tenant's service key given that
 *   power (an integrator's upload, address import, live feed, live match); never a public key.
 */
export type Access =
  | 'public'
  | 'signed-in'
  | Exclude<Capability, 'view'>
  | 'signed-in-or-key'
  | 'media-link'
  | KeyAccess;

/** The accesses a person's role or a service key's power opens, and what each asks of either. */
export const KEY_ACCESS = {
  'upload-or-key': { capability: 'manage-assets', power: 'upload', doing: 'upload videos' },
  'import-or-key': {
    capability: 'manage-assets',
    power: 'import-address',
    doing: 'add videos from an address',
  },
  'match-data-or-key': {
    capability: 'edit-metadata',
    power: 'match-data',
    doing: 'send match data',
  },
  // A live match is footage coming in: whoever may upload videos may stream one.
  'live-or-key': { capability: 'manage-assets', power: 'upload', doing: 'stream live matches' },
} as const satisfies Record<string, { capability: Capability; power: KeyPower; doing: string }>;

export type KeyAccess = keyof typeof KEY_ACCESS;

const isKeyAccess = (access: Access): access is KeyAccess => access in KEY_ACCESS;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller, resolved before the body is validated; null on public routes. */
    principal: Principal | null;
  }
}

/** How each access shows in the OpenAPI document: its security requirement. */
function security(access: Access): Array<Record<string, string[]>> {
  switch (access) {
    case 'public':
      return [];
    case 'signed-in-or-key':
      return [{ bearer: [] }, { apiKey: [] }];
    case 'media-link':
      return [{}, { bearer: [] }, { apiKey: [] }];
    default:
      return isKeyAccess(access) ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
  }
}

/** The capability a route's access asks for; null for public, key and media-link routes. */
export function capabilityOf(access: Access): Capability | null {
  if (access === 'signed-in') return 'view';
  if (isKeyAccess(access)) return KEY_ACCESS[access].capability;
  return access in CAPABILITIES ? (access as Capability) : null;
}

/**
 * Declares a route's access in its schema, where the OpenAPI document shows it as the route's
 * security requirement (and `x-access`, which tests read).
 */
export function documentAccess(route: { schema?: FastifySchema }, access: Access): void {
  const schema: FastifySchema & Record<string, unknown> = {
    ...route.schema,
    security: security(access),
    'x-access': access,
  };
  route.schema = schema;
}

/**
 * Resolves the caller of a route that declares its access. It runs after the body is read
 * (within the body limit), before it is validated: a caller without access gets 401 or 403
 * whatever they send, and a reply before the body is read would leave an upload hanging.
 */
export async function resolvePrincipal(request: FastifyRequest): Promise<void> {
  request.principal = await resolve(
    request.server.auth,
    request,
    request.routeOptions.config.access,
  );
}

async function resolve(
  auth: Authenticator,
  request: FastifyRequest,
  access: Access | undefined,
): Promise<Principal | null> {
  switch (access) {
    case 'signed-in':
      return auth.user(request);
    case 'signed-in-or-key':
      return auth.any(request);
    case 'media-link':
      return (request.query as { sig?: unknown }).sig === undefined ? auth.any(request) : null;
    case 'public':
    case undefined:
      return auth.optionalUser(request);
    default:
      return isKeyAccess(access)
        ? keyOrCapable(auth, request, access)
        : auth.capable(request, access);
  }
}

/** A person whose role grants the access's capability, or a key given its power. */
async function keyOrCapable(
  auth: Authenticator,
  request: FastifyRequest,
  access: KeyAccess,
): Promise<Principal> {
  const { capability, power, doing } = KEY_ACCESS[access];
  const caller = await auth.any(request);
  if (caller.kind === 'user') return auth.capable(request, capability);
  if (!caller.powers.includes(power)) {
    throw new ForbiddenError(
      caller.free
        ? `A public key cannot ${doing}: use a service key given that power.`
        : `This key may not ${doing}: an administrator can make a key that may.`,
      'key_forbidden',
    );
  }
  return caller;
}

/** The signed-in caller of a `signed-in` route, or of one that asks for a capability. */
export function userOf(request: FastifyRequest): UserPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw new Error(`${request.url}: no signed-in caller`);
  return principal;
}

/** The signed-in caller of a `public` route, when there is one. */
export function signedInOrNull(request: FastifyRequest): UserPrincipal | null {
  const principal = request.principal;
  return principal?.kind === 'user' ? principal : null;
}

/** The caller of a `signed-in-or-key` route: a user or a tenant API key. */
export function callerOf(request: FastifyRequest): Principal {
  const principal = request.principal;
  if (!principal) throw new Error(`${request.url}: no caller`);
  return principal;
}

/**
 * What a caller may find and play: everything of its tenant, or (a public caller with the
 * tenant's free deployment key, on a signed-out partner page, or a service key not given
 * `read`) only what the tenant released to the public.
 */
export type Reach = 'all' | 'public';

export function reachOf(principal: Principal): Reach {
  return principal.kind === 'key' && !principal.powers.includes('read') ? 'public' : 'all';
}
