import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '../../src/core/api/contract';
import { PASSWORD, startTestServer, tenantId, type TestServer } from './helpers';

const REDIRECT = 'http://localhost:5173/oauth/callback';

describe('the server as its own OAuth provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  const authorizeUrl = (tenant: string, mode = 'signin', redirect = REDIRECT) =>
    `/identity/oauth/authorize?${new URLSearchParams({ tenantId: tenantId(tenant), redirect_uri: redirect, state: 'xyz', mode })}`;

  async function submit(tenant: string, form: Record<string, string>, mode = 'signin') {
    return server.call('POST', authorizeUrl(tenant, mode), {
      raw: new URLSearchParams({ mode, ...form }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
  }

  function codeOf(location: string | null): string {
    const url = new URL(location ?? 'http://x');
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(url.searchParams.get('state')).toBe('xyz');
    return url.searchParams.get('code')!;
  }

  it('shows a labelled sign-in page and refuses foreign redirects', async () => {
    const page = await server.call('GET', authorizeUrl('cricket'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<label for="email">Email</label><input id="email" name="email"');
    expect(page.body).toContain('<label for="password">Password</label>');
    // In the tenant's look: its colours, its logo and its name.
    expect(page.body).toContain('--primary:#90CAF9');
    expect(page.body).toContain('VidSearch ID for Southern Cross Cricket');
    const evil = await server.call(
      'GET',
      authorizeUrl('cricket', 'signin', 'https://evil.example/cb'),
    );
    expect(evil.status).toBe(400);
    const script = await server.call(
      'GET',
      authorizeUrl('cricket', 'signin', 'javascript:alert(1)'),
    );
    expect(script.status).toBe(400);
  });

  it('signs in: credentials give a one-time code that exchange-code trades for tokens', async () => {
    const redirect = await submit('cricket', {
      email: 'viewer@vidsearch.example',
      password: PASSWORD,
    });
    expect(redirect.status).toBe(303);
    const code = codeOf(redirect.headers.get('location'));
    const exchanged = await server.call<SessionTokens>('POST', '/identity/oauth/exchange-code', {
      body: { tenantId: tenantId('cricket'), code },
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({
      email: 'viewer@vidsearch.example',
      tenantId: tenantId('cricket'),
    });
    const again = await server.call('POST', '/identity/oauth/exchange-code', {
      body: { tenantId: tenantId('cricket'), code },
    });
    expect(again.status).toBe(401);
  });

  it('will not exchange a code for a tenant the user lacks', async () => {
    const redirect = await submit('cricket', {
      email: 'viewer@vidsearch.example',
      password: PASSWORD,
    });
    const code = codeOf(redirect.headers.get('location'));
    const res = await server.call('POST', '/identity/oauth/exchange-code', {
      body: { tenantId: tenantId('racing'), code },
    });
    expect(res.status).toBe(403);
  });

  it('shows the page again with an alert for wrong credentials, escaping what was sent', async () => {
    const res = await submit('cricket', { email: 'viewer@vidsearch.example', password: 'nope' });
    // The page again, not a failed call: nothing for the browser's console.
    expect(res.status).toBe(200);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('The email or password is incorrect.');
    // What was typed stays, but never the password.
    expect(res.body).toContain('value="viewer@vidsearch.example"');
    expect(res.body).not.toContain('nope');
    const sneaky = await server.call(
      'GET',
      `/identity/oauth/authorize?${new URLSearchParams({
        tenantId: tenantId('cricket'),
        redirect_uri: REDIRECT,
        state: '"><script>alert(1)</script>',
      })}`,
    );
    expect(sneaky.body).not.toContain('<script>alert(1)</script>');
  });

  it('signs up: a new account joins the tenant through signup-code and can then sign in', async () => {
    const email = 'fresh.fan@club.example';
    const redirect = await submit(
      'soccer',
      { email, password: 'long-enough-password', firstName: 'Fresh', lastName: 'Fan' },
      'signup',
    );
    expect(redirect.status).toBe(303);
    const code = codeOf(redirect.headers.get('location'));
    const query = new URLSearchParams({
      tenantId: tenantId('soccer'),
      code,
      redirectUrl: REDIRECT,
    });
    const joined = await server.call<SessionTokens>('PUT', `/identity/signup-auth0/code?${query}`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      email,
      tenantId: tenantId('soccer'),
      userRole: ['VIEWER'],
    });
    expect((await server.call('PUT', `/identity/signup-auth0/code?${query}`)).status).toBe(401);
    const signIn = await server.call('POST', '/identity/v2/iam/auth/signin', {
      body: { userName: email, password: 'long-enough-password', platform: 'LVS' },
    });
    expect(signIn.status).toBe(200);
    const taken = await submit('soccer', { email, password: 'long-enough-password' }, 'signup');
    expect(taken.status).toBe(200);
    expect(taken.body).toContain('exists already');
  });

  it('refuses a sign-in code at signup-code and a foreign redirectUrl', async () => {
    const redirect = await submit('cricket', {
      email: 'viewer@vidsearch.example',
      password: PASSWORD,
    });
    const code = codeOf(redirect.headers.get('location'));
    const wrongKind = new URLSearchParams({
      tenantId: tenantId('cricket'),
      code,
      redirectUrl: REDIRECT,
    });
    expect((await server.call('PUT', `/identity/signup-auth0/code?${wrongKind}`)).status).toBe(401);
    const foreign = new URLSearchParams({
      tenantId: tenantId('cricket'),
      code,
      redirectUrl: 'https://evil.example',
    });
    expect((await server.call('PUT', `/identity/signup-auth0/code?${foreign}`)).status).toBe(400);
  });
});

describe('the provider’s page, tried too often', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { signInMaxAttempts: 2 });
  });
  afterAll(() => server?.close());

  it('says so on the page, and lets a right password through only once the window allows', async () => {
    const submit = (password: string) =>
      server.call(
        'POST',
        `/identity/oauth/authorize?${new URLSearchParams({ tenantId: tenantId('cricket'), redirect_uri: REDIRECT, state: 'xyz', mode: 'signin' })}`,
        {
          raw: new URLSearchParams({
            mode: 'signin',
            email: 'viewer@vidsearch.example',
            password,
          }).toString(),
          contentType: 'application/x-www-form-urlencoded',
        },
      );
    expect((await submit('wrong')).body).toContain('The email or password is incorrect.');
    expect((await submit('wrong')).body).toContain('The email or password is incorrect.');
    const held = await submit(PASSWORD);
    expect(held.status).toBe(200);
    expect(held.body).toMatch(/Too many attempts\. Try again in \d+ seconds?\./);
    // What was typed stays in the form.
    expect(held.body).toContain('value="viewer@vidsearch.example"');
  });
});
