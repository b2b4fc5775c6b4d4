import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens, Tenancy } from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { tenantApiKeys } from '../../server/seed/seed';
import { databaseKinds, PASSWORD, startTestServer, tenantId, type TestServer } from './helpers';

const SIGNIN = '/identity/v2/iam/auth/signin';
const REFRESH = '/identity/v2/iam/auth/refresh';

describe.each(databaseKinds())('identity service on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  describe('sign in', () => {
    it('answers a token pair, the user and the first tenancy by name', async () => {
      const res = await server.call<SessionTokens>('POST', SIGNIN, {
        body: { userName: 'analyst@vidsearch.example', password: PASSWORD, platform: 'LVS' },
      });
      expect(res.status).toBe(200);
      expect(res.body.token.split('.')).toHaveLength(3);
      expect(res.body.refreshToken).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
      expect(res.body.email).toBe('analyst@vidsearch.example');
      expect(res.body.userRole).toEqual(['EDITOR']);
      // Coastal Soccer Federation sorts first among the analyst's four tenancies.
      expect(res.body.tenantId).toBe(tenantId('soccer'));
    });

    it('names the signing key in the token, and refuses a token naming a key it does not have', async () => {
      const res = await server.call<SessionTokens>('POST', SIGNIN, {
        body: { userName: 'analyst@vidsearch.example', password: PASSWORD, platform: 'LVS' },
      });
      const [header, payload, signature] = res.body.token.split('.');
      const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string };
      const keys = await server.booted.app.db.query<{ kid: string }>(
        'SELECT kid FROM signing_keys WHERE retired_at IS NULL',
      );
      expect(keys.map((k) => k.kid)).toEqual([kid]);
      const renamed = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'elsewhere' }));
      const mine = `/identity/v2/iam/user/${res.body.userId}/tenants`;
      const refused = await server.call('GET', mine, {
        token: `${renamed.toString('base64url')}.${payload}.${signature}`,
      });
      expect(refused.status).toBe(401);
      expect((await server.call('GET', mine, { token: res.body.token })).status).toBe(200);
    });

    it('signs in to the tenant asked for, with the email in any case', async () => {
      const res = await server.call<SessionTokens>('POST', SIGNIN, {
        body: {
          userName: 'ANALYST@vidsearch.example',
          password: PASSWORD,
          platform: 'LVS',
          tenantId: tenantId('cricket'),
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.tenantId).toBe(tenantId('cricket'));
    });

    it('signs in to a preferred tenant when the user is a member, else to their first', async () => {
      const signIn = (userName: string, preferredTenantId: string) =>
        server.call<SessionTokens>('POST', SIGNIN, {
          body: { userName, password: PASSWORD, platform: 'LVS', preferredTenantId },
        });
      const member = await signIn('analyst@vidsearch.example', tenantId('rugby-union'));
      expect(member.status).toBe(200);
      expect(member.body.tenantId).toBe(tenantId('rugby-union'));
      // Not a member of racing: the first tenancy, not a refusal.
      const other = await signIn('analyst@vidsearch.example', tenantId('racing'));
      expect(other.status).toBe(200);
      expect(other.body.tenantId).toBe(tenantId('soccer'));
      // A former (deactivated) membership is not preferred either.
      const former = await signIn('former@vidsearch.example', tenantId('cricket'));
      expect(former.body.tenantId).toBe(tenantId('default'));
      const wrong = await server.call('POST', SIGNIN, {
        body: {
          userName: 'analyst@vidsearch.example',
          password: 'wrong-password',
          platform: 'LVS',
          preferredTenantId: tenantId('rugby-union'),
        },
      });
      expect(wrong.status).toBe(401);
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      for (const userName of ['analyst@vidsearch.example', 'nobody@vidsearch.example']) {
        const res = await server.call('POST', SIGNIN, {
          body: { userName, password: 'wrong-password', platform: 'LVS' },
        });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({
          code: 'invalid_credentials',
          message: 'The email or password is incorrect.',
        });
      }
    });

    it('refuses a tenant the user does not belong to, or was deleted from', async () => {
      const other = await server.call('POST', SIGNIN, {
        body: {
          userName: 'viewer@vidsearch.example',
          password: PASSWORD,
          platform: 'LVS',
          tenantId: tenantId('racing'),
        },
      });
      expect(other.status).toBe(403);
      const deleted = await server.call('POST', SIGNIN, {
        body: {
          userName: 'former@vidsearch.example',
          password: PASSWORD,
          platform: 'LVS',
          tenantId: tenantId('cricket'),
        },
      });
      expect(deleted.status).toBe(403);
      const stillActive = await server.call<SessionTokens>('POST', SIGNIN, {
        body: { userName: 'former@vidsearch.example', password: PASSWORD, platform: 'LVS' },
      });
      expect(stillActive.body.tenantId).toBe(tenantId('default'));
    });

    it('names the field at fault in a bad body', async () => {
      const cases: Array<[unknown, string]> = [
        [{ password: 'x', platform: 'LVS' }, 'body.userName'],
        [{ userName: 'a', password: 'x', platform: 'WEB' }, 'body.platform'],
        [{ userName: 'a', password: 'x', platform: 'LVS', admin: true }, 'body.admin'],
        [{ userName: 7, password: 'x', platform: 'LVS' }, 'body.userName'],
      ];
      for (const [body, field] of cases) {
        const res = await server.call('POST', SIGNIN, { body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field).toBe(field);
        expect(res.body.message).toContain(field);
      }
      const broken = await server.call('POST', SIGNIN, {
        raw: '{"userName":',
        contentType: 'application/json',
      });
      expect(broken.status).toBe(400);
    });
  });

  describe('refresh', () => {
    it('rotates: each refresh token works once and returns a new pair', async () => {
      const session = await server.signIn('viewer@vidsearch.example');
      const first = await server.call<SessionTokens>('POST', REFRESH, {
        raw: session.refreshToken,
      });
      expect(first.status).toBe(200);
      expect(first.body.refreshToken).not.toBe(session.refreshToken);
      expect(first.body.tenantId).toBe(session.tenantId);
      const second = await server.call<SessionTokens>('POST', REFRESH, {
        body: { refreshToken: first.body.refreshToken },
      });
      expect(second.status).toBe(200);
    });

    it('revokes the whole family when a spent token is presented again', async () => {
      const session = await server.signIn('viewer@vidsearch.example');
      const next = await server.call<SessionTokens>('POST', REFRESH, { raw: session.refreshToken });
      const replay = await server.call('POST', REFRESH, { raw: session.refreshToken });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('refresh_token_reused');
      // The legitimate holder's newer token is revoked too.
      const after = await server.call('POST', REFRESH, { raw: next.body.refreshToken });
      expect(after.status).toBe(401);
      // Other sessions of the same user are untouched.
      const other = await server.signIn('viewer@vidsearch.example');
      expect((await server.call('POST', REFRESH, { raw: other.refreshToken })).status).toBe(200);
    });

    it('refuses garbage', async () => {
      for (const raw of ['nope', `${crypto.randomUUID()}.${'a'.repeat(43)}`, '"quoted"']) {
        const res = await server.call('POST', REFRESH, { raw });
        expect(res.status).toBe(401);
      }
      expect((await server.call('POST', REFRESH, { body: { token: 'x' } })).status).toBe(400);
    });
  });

  it('takes a raw refresh token however the client labels it', async () => {
    const session = await server.signIn('viewer@vidsearch.example');
    const asJson = await server.call<SessionTokens>('POST', REFRESH, {
      raw: session.refreshToken,
      contentType: 'application/json',
    });
    expect(asJson.status).toBe(200);
    const quoted = await server.call('POST', REFRESH, {
      raw: JSON.stringify(asJson.body.refreshToken),
      contentType: 'application/json',
    });
    expect(quoted.status).toBe(200);
    expect(
      (await server.call('POST', REFRESH, { raw: '', contentType: 'text/plain' })).status,
    ).toBe(400);
  });

  it('signs out with no body: all the caller’s refresh tokens in that tenant stop working', async () => {
    const a = await server.signIn('analyst@vidsearch.example', 'cricket');
    const b = await server.signIn('analyst@vidsearch.example', 'cricket');
    const elsewhere = await server.signIn('analyst@vidsearch.example', 'soccer');
    const out = await server.call('POST', '/identity/v2/iam/auth/signout', { token: a.token });
    expect(out.status).toBe(204);
    expect((await server.call('POST', REFRESH, { raw: a.refreshToken })).status).toBe(401);
    expect((await server.call('POST', REFRESH, { raw: b.refreshToken })).status).toBe(401);
    expect((await server.call('POST', REFRESH, { raw: elsewhere.refreshToken })).status).toBe(200);
    const emptyJson = await server.call('POST', '/identity/v2/iam/auth/signout', {
      token: elsewhere.token,
      raw: '',
      contentType: 'application/json',
    });
    expect(emptyJson.status).toBe(204);
    const anonymous = await server.call('POST', '/identity/v2/iam/auth/signout');
    expect(anonymous.status).toBe(204);
  });

  it('signs out: the refresh token stops working', async () => {
    const session = await server.signIn('viewer@vidsearch.example');
    const out = await server.call('POST', '/identity/v2/iam/auth/signout', {
      token: session.token,
      raw: session.refreshToken,
    });
    expect(out.status).toBe(204);
    expect((await server.call('POST', REFRESH, { raw: session.refreshToken })).status).toBe(401);
  });

  it('switches tenancy to one the user has, and only to one', async () => {
    const session = await server.signIn('analyst@vidsearch.example', 'soccer');
    const switched = await server.call<SessionTokens>(
      'GET',
      `/identity/v3/iam/auth/switch/${tenantId('rugby-union')}`,
      {
        token: session.token,
      },
    );
    expect(switched.status).toBe(200);
    expect(switched.body.tenantId).toBe(tenantId('rugby-union'));
    const assets = await server.call('GET', '/asset/v3/asset?size=1', {
      token: switched.body.token,
    });
    expect(assets.body.content[0].tenantId).toBe(tenantId('rugby-union'));
    const refused = await server.call('GET', `/identity/v3/iam/auth/switch/${tenantId('racing')}`, {
      token: session.token,
    });
    expect(refused.status).toBe(403);
    const anonymous = await server.call(
      'GET',
      `/identity/v3/iam/auth/switch/${tenantId('soccer')}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('lists a user’s own tenancies sorted by name, case-insensitively', async () => {
    const session = await server.signIn('analyst@vidsearch.example');
    const res = await server.call<Tenancy[]>(
      'GET',
      `/identity/v2/iam/user/${session.userId}/tenants`,
      {
        token: session.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.name)).toEqual([
      'Coastal Soccer Federation',
      'Highland Rugby Union',
      'National Basketball Circuit',
      'Southern Cross Cricket',
    ]);
    const admin = await server.signIn('admin@vidsearch.example', 'cricket');
    const other = await server.call('GET', `/identity/v2/iam/user/${session.userId}/tenants`, {
      token: admin.token,
    });
    expect(other.status).toBe(403);
  });

  it('gives a signed-in person the tenant with its public keys only, never a service key', async () => {
    for (const email of ['viewer@vidsearch.example', 'admin.cricket@vidsearch.example']) {
      const session = await server.signIn(email);
      const res = await server.call('GET', `/identity/v2/iam/tenant/${tenantId('cricket')}`, {
        token: session.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Southern Cross Cricket');
      const publicKeys = tenantApiKeys(tenantByKey('cricket')!).filter((k) => k.free);
      expect(res.body.apiKeys.map((k: { value: string }) => k.value)).toEqual(
        publicKeys.map((k) => k.value),
      );
      expect(JSON.stringify(res.body)).not.toContain('vs_live_');
    }
    const byKey = await server.call('GET', `/identity/v2/iam/tenant/${tenantId('cricket')}`, {
      apiKey: tenantApiKeys(tenantByKey('cricket')!)[0]!.value,
    });
    expect(byKey.status).toBe(200);
    // A key holder is shown no keys: a free key would find the unlimited one.
    expect(byKey.body.apiKeys).toEqual([]);
  });

  it('gives a signed-out page its tenant’s public deployment key, and only a free one', async () => {
    const freeKey = tenantApiKeys(tenantByKey('cricket')!).find((k) => k.free)!.value;
    for (const tenant of ['cricket', tenantId('cricket')]) {
      const res = await server.call('GET', `/identity/v2/iam/deployment?tenant=${tenant}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ tenantId: tenantId('cricket'), apiKey: freeKey });
      expect(res.headers.get('cache-control')).toContain('max-age');
    }
    const unknown = await server.call('GET', '/identity/v2/iam/deployment?tenant=nowhere');
    expect(unknown.status).toBe(404);
    expect((await server.call('GET', '/identity/v2/iam/deployment')).status).toBe(400);
  });

  it('resets a password through the emailed code', async () => {
    const email = 'editor.hockey@vidsearch.example';
    const asked = await server.call('POST', '/identity/v2/iam/auth/resetPassword', {
      body: { userName: email },
    });
    expect(asked.status).toBe(202);
    const unknown = await server.call('POST', '/identity/v2/iam/auth/resetPassword', {
      body: { userName: 'ghost@x.example' },
    });
    expect(unknown.status).toBe(202);
    expect(unknown.body.message).toBe(asked.body.message);
    const mail = server.mail.filter((m) => m.to === email).at(-1);
    expect(mail?.data?.resetToken).toBeTruthy();
    // The mail carries the link the page promises: the app's own reset page with the code.
    const link = new URL(mail!.data!.resetLink!);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toBe(mail!.data!.resetToken);
    expect(mail!.text).toContain(link.href);
    const confirm = await server.call('POST', '/identity/v2/iam/auth/resetPassword/confirm', {
      body: { token: mail!.data!.resetToken, password: 'brand-new-password' },
    });
    expect(confirm.status).toBe(204);
    const reuse = await server.call('POST', '/identity/v2/iam/auth/resetPassword/confirm', {
      body: { token: mail!.data!.resetToken, password: 'another-password' },
    });
    expect(reuse.status).toBe(400);
    const old = await server.call('POST', SIGNIN, {
      body: { userName: email, password: PASSWORD, platform: 'LVS' },
    });
    expect(old.status).toBe(401);
    const fresh = await server.call('POST', SIGNIN, {
      body: { userName: email, password: 'brand-new-password', platform: 'LVS' },
    });
    expect(fresh.status).toBe(200);
  });
});

describe('attempt limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { signInMaxAttempts: 3, signInMaxPerAddress: 8 });
  });
  afterAll(() => server?.close());
  const attempt = (userName: string) =>
    server.call('POST', SIGNIN, { body: { userName, password: 'wrong', platform: 'LVS' } });

  it('answers 429 after too many sign-ins for one account, saying when to try again', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt('viewer@vidsearch.example')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await attempt('VIEWER@vidsearch.example');
    expect(limited.body.code).toBe('rate_limited');
    expect(limited.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held back by this one.
    expect((await attempt('analyst@vidsearch.example')).status).toBe(401);
  });

  it('holds back one address trying many accounts, sign-ins and resets counted apart', async () => {
    // 7 sign-ins from this address so far (the test above); the limit is 8.
    expect((await attempt('nobody-1@vidsearch.example')).status).toBe(401);
    const next = await attempt('nobody-2@vidsearch.example');
    expect(next.status).toBe(429);
    expect(next.body.code).toBe('rate_limited');
    const reset = await server.call('POST', '/identity/v2/iam/auth/resetPassword', {
      body: { userName: 'nobody-3@vidsearch.example' },
    });
    expect(reset.status).toBe(202);
  });

  it('counts resets per account too', async () => {
    const reset = () =>
      server.call('POST', '/identity/v2/iam/auth/resetPassword', {
        body: { userName: 'editor@vidsearch.example' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await reset()).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
