import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Authenticator, UserPrincipal } from './auth';
import { apiPlugin } from './api';
import { UnauthorizedError, installErrorHandling } from './errors';
import type { SiteRegister } from './cors-origins';
import { userOf } from './access';

const EDITOR: UserPrincipal = {
  kind: 'user',
  userId: 'u1',
  tenantId: 't1',
  email: 'editor@club.example',
  roles: ['EDITOR'],
};

/** Signed in with `Bearer good`, nobody otherwise. */
const auth = {
  user: async (request) => {
    if (request.headers.authorization !== 'Bearer good') throw new UnauthorizedError();
    return EDITOR;
  },
  optionalUser: async (request) =>
    request.headers.authorization === 'Bearer good' ? EDITOR : null,
} as Authenticator;

/** One partner site, registered by tenant t2 only. */
const sites: SiteRegister = {
  has: (tenantId, origin) => tenantId === 't2' && origin === 'https://club.example',
  hasAny: (origin) => origin === 'https://club.example',
  originsOf: () => [],
  allOrigins: () => ['https://club.example'],
};

/**
 * The `api` plugin puts the services' rules on every route that declares its access, whichever
 * plugin registers it: here a route registered by a plugin of its own, after it, as features do.
 */
async function appWith(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandling(app);
  app.decorate('config', { cors: { partnerOrigins: [], loopback: false } } as never);
  app.decorate('auth', auth);
  app.decorate('sites', sites as never);
  await app.register(apiPlugin);
  await app.register(async (feature) => routes(feature), { prefix: '/asset' });
  return app;
}

let app: FastifyInstance | null = null;
afterEach(async () => app?.close());

describe('the services’ rules, on every route that declares its access', () => {
  it('resolves the caller before the body is checked, and names the access in the document', async () => {
    app = await appWith((feature) =>
      feature.post(
        '/v3/thing',
        {
          config: { access: 'signed-in' },
          schema: {
            body: {
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string' } },
            },
          },
        },
        async (request, reply) => {
          expect(reply.routeOptions.schema).toMatchObject({ 'x-access': 'signed-in' });
          return { by: userOf(request).email };
        },
      ),
    );
    // No sign-in: refused as such, whatever the body (it would fail validation too).
    const anonymous = await app.inject({ method: 'POST', url: '/asset/v3/thing', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/asset/v3/thing',
      headers: { authorization: 'Bearer good' },
      payload: { name: 'x' },
    });
    expect(signedIn.json()).toEqual({ by: 'editor@club.example' });
  });

  it('refuses a page of a site its tenant did not register, and NUL characters, in words', async () => {
    app = await appWith((feature) =>
      feature.get('/v3/open', { config: { access: 'public' } }, async () => ({ ok: true })),
    );
    const stranger = await app.inject({
      url: '/asset/v3/open',
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-mode': 'cors' },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toMatch(/may not call this platform/);
    // Registered by t2, called by a person of t1.
    const otherTenant = await app.inject({
      url: '/asset/v3/open',
      headers: {
        origin: 'https://club.example',
        'sec-fetch-mode': 'cors',
        authorization: 'Bearer good',
      },
    });
    expect(otherTenant.statusCode).toBe(403);
    const nul = await app.inject({ url: '/asset/v3/open?q=a%00b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/NUL/);
    expect((await app.inject({ url: '/asset/v3/open' })).json()).toEqual({ ok: true });
  });

  it('stops the start when a route under a service’s base path declares no access', async () => {
    await expect(
      appWith((feature) => feature.get('/v3/forgotten', async () => ({}))),
    ).rejects.toThrow('GET /asset/v3/forgotten declares no access');
    // Outside the services (the app's pages, /health) a route needs none.
    const outside = Fastify();
    outside.decorate('auth', auth);
    await outside.register(apiPlugin);
    outside.get('/health', async () => ({ status: 'ok' }));
    outside.get('/highlights', async () => 'the app’s page');
    await outside.ready();
    expect((await outside.inject({ url: '/health' })).statusCode).toBe(200);
    await outside.close();
  });
});
