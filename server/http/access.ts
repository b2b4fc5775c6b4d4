import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { CAPABILITIES, type Capability } from '../../src/core/api/contract';
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
 * - `library-or-key`: a signed-in user who may manage the library (`manage-assets`), or a
 *   tenant's service key (an integrator's upload); never a free deployment key.
 * - `metadata-or-key`: a signed-in user who may correct clips (`edit-metadata`), or a tenant's
 *   service key (a live feed of match data); never a free deployment key.
 */
export type Access =
  | 'public'
  | 'signed-in'
  | Exclude<Capability, 'view'>
  | 'signed-in-or-key'
  | 'media-link'
  | 'library-or-key'
  | 'metadata-or-key';

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
    case 'library-or-key':
    case 'metadata-or-key':
      return [{ bearer: [] }, { apiKey: [] }];
    case 'media-link':
      return [{}, { bearer: [] }, { apiKey: [] }];
    default:
      return [{ bearer: [] }];
  }
}

/** The capability a route's access asks for; null for public, key and media-link routes. */
export function capabilityOf(access: Access): Capability | null {
  if (access === 'signed-in') return 'view';
  if (access === 'library-or-key') return 'manage-assets';
  if (access === 'metadata-or-key') return 'edit-metadata';
  return access in CAPABILITIES ? (access as Capability) : null;
}

/**
 * Every route of the scope must declare its access: registering one that does not throws
 * at start. The caller is resolved before the body is validated, so a caller without access
 * gets 401 or 403 whatever they send.
 */
export function installAccess(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access`);
    // `x-access` names the access in the OpenAPI document, where tests read it.
    const schema: FastifySchema & Record<string, unknown> = {
      ...route.schema,
      security: security(access),
      'x-access': access,
    };
    route.schema = schema;
  });
  // After the body is read (within the body limit), before it is validated: a reply before
  // the body is read would leave the caller's upload hanging on the connection.
  app.addHook('preValidation', async (request) => {
    request.principal = await resolve(auth, request, request.routeOptions.config.access);
  });
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
    case 'library-or-key': {
      const caller = await auth.any(request);
      if (caller.kind === 'user') return auth.capable(request, 'manage-assets');
      if (caller.free) throw new ForbiddenError('A public key cannot add to the library.');
      return caller;
    }
    case 'metadata-or-key': {
      const caller = await auth.any(request);
      if (caller.kind === 'user') return auth.capable(request, 'edit-metadata');
      if (caller.free) throw new ForbiddenError('A public key cannot write clips.');
      return caller;
    }
    case 'media-link':
      return (request.query as { sig?: unknown }).sig === undefined ? auth.any(request) : null;
    case 'public':
    case undefined:
      return auth.optionalUser(request);
    default:
      return auth.capable(request, access);
  }
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
 * tenant's free deployment key, on a signed-out partner page) only what the tenant released
 * to the public. A tenant's other keys are service credentials and reach everything.
 */
export type Reach = 'all' | 'public';

export function reachOf(principal: Principal): Reach {
  return principal.kind === 'key' && principal.free ? 'public' : 'all';
}
