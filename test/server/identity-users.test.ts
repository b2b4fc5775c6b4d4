import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens, User } from '../../src/core/api/contract';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

const SIGNIN = '/identity/v2/iam/auth/signin';
const REFRESH = '/identity/v2/iam/auth/refresh';

/** The identity service's user administration: listing, creating and deleting a tenant's users. */
describe.each(databaseKinds())('identity users on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  describe('users', () => {
    let admin: SessionTokens;
    beforeAll(async () => {
      admin = await server.signIn('admin@vidsearch.example', 'cricket');
    });

    it('lists the users of the admin’s tenant, with deactivated ones flagged', async () => {
      const res = await server.call(
        'GET',
        `/identity/v2/iam/user?page=0&size=1000&tenantId=${tenantId('cricket')}`,
        {
          token: admin.token,
        },
      );
      expect(res.status).toBe(200);
      const users = res.body.content as User[];
      expect(res.body.totalElements).toBe(users.length);
      expect(users.map((u) => u.email)).toContain('viewer@vidsearch.example');
      expect(users.find((u) => u.email === 'former@vidsearch.example')?.deactivated).toBe(true);
      expect(users.every((u) => u.tenantId === tenantId('cricket'))).toBe(true);
    });

    it('keeps the list and other users from plain users', async () => {
      const viewer = await server.signIn('viewer@vidsearch.example');
      expect(
        (await server.call('GET', '/identity/v2/iam/user', { token: viewer.token })).status,
      ).toBe(403);
      const self = await server.call<User>('GET', `/identity/v2/iam/user/${viewer.userId}`, {
        token: viewer.token,
      });
      expect(self.status).toBe(200);
      expect(self.body.email).toBe('viewer@vidsearch.example');
      const other = await server.call('GET', `/identity/v2/iam/user/${admin.userId}`, {
        token: viewer.token,
      });
      expect(other.status).toBe(403);
    });

    it('creates a user who can then sign in; a second create is a conflict', async () => {
      const body = {
        email: 'new.scorer@club.example',
        firstName: 'New',
        lastName: 'Scorer',
        password: 'a-long-password',
        userRole: ['EDITOR'],
        tenantId: tenantId('cricket'),
      };
      const created = await server.call<User>('POST', '/identity/v2/iam/user/', {
        token: admin.token,
        body,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        email: body.email,
        deactivated: false,
        userRole: ['EDITOR'],
      });
      const signIn = await server.call('POST', SIGNIN, {
        body: { userName: body.email, password: body.password, platform: 'LVS' },
      });
      expect(signIn.status).toBe(200);
      const again = await server.call('POST', '/identity/v2/iam/user', {
        token: admin.token,
        body,
      });
      expect(again.status).toBe(409);
      expect(again.body.field).toBe('body.email');
    });

    it('validates a new user and refuses another tenant', async () => {
      const base = {
        email: 'x@club.example',
        firstName: 'X',
        lastName: 'Y',
        userRole: ['EDITOR'],
        tenantId: tenantId('cricket'),
      };
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ ...base, email: 'not-an-email' }, 'body.email'],
        [{ ...base, password: 'short' }, 'body.password'],
        [{ ...base, userRole: ['ROOT'] }, 'body.userRole.0'],
        [{ ...base, userRole: [] }, 'body.userRole'],
        [{ ...base, userRole: ['EDITOR', 'ADMIN'] }, 'body.userRole'],
      ];
      for (const [body, field] of bad) {
        const res = await server.call('POST', '/identity/v2/iam/user', {
          token: admin.token,
          body,
        });
        expect(res.status, field).toBe(400);
        expect(res.body.field).toBe(field);
      }
      const elsewhere = await server.call('POST', '/identity/v2/iam/user', {
        token: admin.token,
        body: { ...base, tenantId: tenantId('racing') },
      });
      expect(elsewhere.status).toBe(403);
    });

    it('checks who is calling before the body: 403 for a viewer, 401 signed out, whatever is sent', async () => {
      const viewer = await server.signIn('viewer@vidsearch.example');
      for (const body of [{ email: 'not-an-email', userRole: ['ROOT'] }, 'not json at all', {}]) {
        const asViewer = await server.call('POST', '/identity/v2/iam/user', {
          token: viewer.token,
          body,
        });
        expect(asViewer.status, JSON.stringify(body)).toBe(403);
        expect(asViewer.body.code).toBe('role_forbidden');
        const signedOut = await server.call('POST', '/identity/v2/iam/user', { body });
        expect(signedOut.status, JSON.stringify(body)).toBe(401);
      }
    });

    it('deletes a user from the tenant: gone from the list, signed out, and invitable again', async () => {
      const email = 'temp.analyst@club.example';
      const created = await server.call<User>('POST', '/identity/v2/iam/user', {
        token: admin.token,
        body: {
          email,
          firstName: 'T',
          lastName: 'A',
          password: 'temporary-pass',
          userRole: ['EDITOR'],
          tenantId: tenantId('cricket'),
        },
      });
      const session = (
        await server.call<SessionTokens>('POST', SIGNIN, {
          body: { userName: email, password: 'temporary-pass', platform: 'LVS' },
        })
      ).body;
      const del = await server.call('DELETE', `/identity/v2/iam/user/${created.body.id}`, {
        token: admin.token,
      });
      expect(del.status).toBe(204);
      const listed = await server.call('GET', '/identity/v2/iam/user', { token: admin.token });
      expect(listed.body.content.some((u: User) => u.email === email)).toBe(false);
      expect((await server.call('GET', '/asset/v3/asset', { token: session.token })).status).toBe(
        401,
      );
      expect((await server.call('POST', REFRESH, { raw: session.refreshToken })).status).toBe(401);
      expect(
        (
          await server.call('POST', SIGNIN, {
            body: { userName: email, password: 'temporary-pass', platform: 'LVS' },
          })
        ).status,
      ).toBe(403);
      const back = await server.call<User>('POST', '/identity/v2/iam/user', {
        token: admin.token,
        body: {
          email,
          firstName: 'T',
          lastName: 'A',
          userRole: ['ADMIN'],
          tenantId: tenantId('cricket'),
        },
      });
      expect(back.status).toBe(201);
      expect(back.body).toMatchObject({
        id: created.body.id,
        deactivated: false,
        userRole: ['ADMIN'],
      });
      // They kept their password, so they are told they were added rather than invited.
      expect(server.mail.at(-1)).toMatchObject({
        to: email,
        data: { signInLink: expect.any(String) },
      });
    });

    it('will not let an admin delete themselves, or a stranger', async () => {
      const self = await server.call('DELETE', `/identity/v2/iam/user/${admin.userId}`, {
        token: admin.token,
      });
      expect(self.status).toBe(400);
      const stranger = await server.call('DELETE', `/identity/v2/iam/user/${crypto.randomUUID()}`, {
        token: admin.token,
      });
      expect(stranger.status).toBe(404);
      const malformed = await server.call('DELETE', '/identity/v2/iam/user/not-a-uuid', {
        token: admin.token,
      });
      expect(malformed.status).toBe(400);
    });
  });
});
