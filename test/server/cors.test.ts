import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/api/contract';
import type { PartnerSite, PartnerSiteList } from '../../src/core/api/contract/partner-sites';
import { configFromEnvironment } from '../../server/config';
import { startTestServer, tenantId, type TestServer } from './helpers';
import { startPeer } from './peers';

const SEARCH = '/middleware/search/search';
const sitesOf = (tenantKey: string) => `/identity/v2/iam/tenant/${tenantId(tenantKey)}/sites`;

/**
 * Which browser pages of other sites may call the API (docs/server.md "Browsers",
 * docs/integrators.md "Registering a site"): every page may read the answers, and the API
 * answers for a tenant only its own hosts, the sites it registered, and the operator's partners.
 */
describe('pages of other sites', () => {
  let server: TestServer;
  let admin: string;
  let soccerEditor: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      cors: { partnerOrigins: ['https://operator-partner.example'], loopback: false },
    });
    admin = (await server.signIn('admin.cricket@vidsearch.example', 'cricket')).token;
    soccerEditor = (await server.signIn('editor.soccer@vidsearch.example', 'soccer')).token;
  });
  afterAll(() => server?.close());

  // As a page's fetch() sends it.
  const search = (origin: string, token = admin) =>
    server.call('POST', SEARCH, {
      token,
      headers: { origin, 'sec-fetch-mode': 'cors' },
      body: { pageSize: 1 },
    });
  const register = (origin: string, token = admin, tenantKey = 'cricket') =>
    server.call<PartnerSite & ApiErrorBody>('POST', sitesOf(tenantKey), {
      token,
      body: { origin },
    });

  it('lets every page read its answers: preflights pass, refusals carry leave to read them', async () => {
    for (const origin of ['https://club.example', 'https://evil.example', 'null']) {
      const answer = await server.call('OPTIONS', SEARCH, {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(answer.status, origin).toBe(204);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(answer.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    }
  });

  it('answers the tenants’ own hosts and the operator’s partners, and refuses anyone else in words', async () => {
    for (const origin of [
      'https://video.southerncrosscricket.example',
      'https://operator-partner.example',
    ])
      expect((await search(origin)).status, origin).toBe(200);
    for (const origin of [
      'https://evil.example',
      'http://operator-partner.example',
      'https://operator-partner.example.evil.example',
      'http://127.0.0.1:5173',
      'null',
    ]) {
      const refused = await search(origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.body.code, origin).toBe('site_not_registered');
      expect(refused.body.message).toContain('/settings/embed');
      expect(refused.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
  });

  it('takes a form posted from a page with no referrer (Origin: null), which reads nothing back', async () => {
    // Injected: Node's fetch sends a Sec-Fetch-Mode of its own.
    const form = async (headers: Record<string, string>) => {
      const answer = await server.booted.app.inject({
        method: 'POST',
        url: '/identity/v2/iam/auth/signin',
        headers: { origin: 'null', ...headers },
        payload: { userName: 'viewer@vidsearch.example', password: 'wrong', platform: 'LVS' },
      });
      return { status: answer.statusCode, code: (answer.json() as { code: string }).code };
    };
    expect(await form({ 'sec-fetch-mode': 'navigate' })).toEqual({
      status: 401,
      code: 'invalid_credentials',
    });
    // A browser that sends no Sec-Fetch-Mode sends Origin: null only when navigating.
    expect((await form({})).status).toBe(401);
    // A sandboxed frame's fetch() is a page like any other.
    expect(await form({ 'sec-fetch-mode': 'cors' })).toEqual({
      status: 403,
      code: 'site_not_registered',
    });
  });

  it('serves the elements’ code to any page', async () => {
    const code = await server.call('GET', '/vs-elements.js', {
      headers: { origin: 'https://evil.example' },
    });
    expect(code.status).toBe(200);
    expect(code.headers.get('access-control-allow-origin')).toBe('https://evil.example');
  });

  it('answers a site its administrators register, for that tenant only, until it is removed', async () => {
    const origin = 'https://cricket-club.example';
    expect((await search(origin)).status).toBe(403);
    const added = await register(origin);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ origin, addedBy: 'admin.cricket@vidsearch.example' });
    expect((await search(origin)).status).toBe(200);
    // Another tenant's caller, from the same page: not registered for them.
    const other = await search(origin, soccerEditor);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('site_not_registered');
    // The app may be framed there (a tenant's site shows the sign-in in a frame).
    const page = await server.call('GET', '/login', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toMatch(
      new RegExp(`frame-ancestors [^;]*${origin.replaceAll('.', '\\.')}`),
    );

    const removed = await server.call('DELETE', `${sitesOf('cricket')}/${added.body.id}`, {
      token: admin,
    });
    expect(removed.status).toBe(204);
    expect((await search(origin)).status).toBe(403);
    const list = await server.call<PartnerSiteList>('GET', sitesOf('cricket'), { token: admin });
    expect(list.body.sites.map((s) => s.origin)).not.toContain(origin);
    expect(list.body.history.slice(0, 2)).toMatchObject([
      { origin, action: 'removed', email: 'admin.cricket@vidsearch.example' },
      { origin, action: 'added', email: 'admin.cricket@vidsearch.example' },
    ]);
  });

  it('takes only a site’s origin, once, from the tenant’s administrators', async () => {
    for (const [origin, field] of [
      ['http://cricket-club.example', /HTTPS/],
      ['https://cricket-club.example/news', /origin alone/],
      ['cricket-club.example', /origin alone/],
      ['https://cricket', /whole address/],
      ['https://*.example', /stands for many sites/],
      ['https://cricket-club.example.', /dot at the end/],
      ['https://Cricket-Club.example', /origin alone/],
    ] as const) {
      const refused = await register(origin);
      expect(refused.status, origin).toBe(400);
      expect(refused.body.field, origin).toBe('body.origin');
      expect(refused.body.message, origin).toMatch(field);
    }
    expect((await register('https://twice.example')).status).toBe(201);
    const again = await register('https://twice.example');
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('body.origin');
    const editor = (await server.signIn('editor.cricket@vidsearch.example', 'cricket')).token;
    expect((await register('https://editor.example', editor)).status).toBe(403);
    expect((await server.call('GET', sitesOf('cricket'), { token: editor })).status).toBe(403);
    // An administrator of one tenant does not register sites for another.
    expect((await register('https://other.example', admin, 'soccer')).status).toBe(403);
  });

  it('takes partner origins from the environment, refusing what is not an origin', async () => {
    const env = { DATA_DIR: server.booted.app.config.dataDir };
    const made = await configFromEnvironment({
      ...env,
      PARTNER_ORIGINS: 'https://club.example, https://league.example:8443',
      NODE_ENV: 'production',
    });
    expect(made.cors).toEqual({
      partnerOrigins: ['https://club.example', 'https://league.example:8443'],
      loopback: false,
    });
    expect(
      (await configFromEnvironment({ ...env, ALLOW_LOOPBACK_ORIGINS: '1', NODE_ENV: 'production' }))
        .cors.loopback,
    ).toBe(true);
    await expect(
      configFromEnvironment({ ...env, PARTNER_ORIGINS: 'club.example' }),
    ).rejects.toThrow(/PARTNER_ORIGINS must be origins/);
    await expect(
      configFromEnvironment({ ...env, PARTNER_ORIGINS: 'https://club.example/videos' }),
    ).rejects.toThrow(/PARTNER_ORIGINS must be origins/);
  });
});

/** A site registered through one process is answered by every other within a moment. */
describe.runIf(process.env.DATABASE_URL)('registered sites across processes', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const cors = { partnerOrigins: [], loopback: false };
    a = await startTestServer('postgres', { cors });
    b = await startPeer(a, { cors });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answers a site on every process once it is registered, and refuses it once removed', async () => {
    const admin = (await a.signIn('admin.cricket@vidsearch.example', 'cricket')).token;
    const origin = 'https://followed.example';
    const fromB = async () =>
      (await b.call('POST', SEARCH, { token: admin, headers: { origin }, body: { pageSize: 1 } }))
        .status;
    expect(await fromB()).toBe(403);
    const added = await a.call<PartnerSite>('POST', sitesOf('cricket'), {
      token: admin,
      body: { origin },
    });
    expect(added.status).toBe(201);
    await expect.poll(fromB, { timeout: 2_000, interval: 20 }).toBe(200);
    await a.call('DELETE', `${sitesOf('cricket')}/${added.body.id}`, { token: admin });
    await expect.poll(fromB, { timeout: 2_000, interval: 20 }).toBe(403);
  });
});
