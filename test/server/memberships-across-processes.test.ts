import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens, User } from '../../src/core/api/contract';
import { startTestServer, type TestServer } from './helpers';
import { cutListeners, startPeer } from './peers';

const USERS = '/identity/v2/iam/user';
const ASSETS = '/asset/v3/asset';

/**
 * Each process keeps the memberships of its callers (server/identity/membership-cache.ts);
 * a change made through another process must reach it at once. Run where the suite has a
 * PostgreSQL (DATABASE_URL), as CI and `scripts/with-postgres.sh npm test` do.
 */
describe.runIf(process.env.DATABASE_URL)('memberships across processes', () => {
  let a: TestServer;
  let b: TestServer;
  let admin: SessionTokens;
  let viewer: SessionTokens;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startPeer(a);
    admin = await a.signIn('admin.cricket@vidsearch.example', 'cricket');
    viewer = await b.signIn('viewer@vidsearch.example', 'cricket');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const setViewer = (body: object) =>
    a.call<User>('PATCH', `${USERS}/${viewer.userId}`, { token: admin.token, body });

  /** How long until B answers the viewer's token with `status`, polling every 5 ms. */
  async function untilB(status: number, limit = 1_000): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < limit) {
      if ((await b.call('GET', ASSETS, { token: viewer.token })).status === status)
        return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return Infinity;
  }

  it('refuses a user deactivated through another process, and lets them back in', async () => {
    // B has read (and kept) the viewer's membership.
    expect((await b.call('GET', ASSETS, { token: viewer.token })).status).toBe(200);
    expect((await setViewer({ deactivated: true })).status).toBe(200);
    expect(await untilB(401)).toBeLessThan(1_000);
    const refused = await b.call('GET', ASSETS, { token: viewer.token });
    expect(refused.body.code).toBe('membership_ended');
    expect((await setViewer({ deactivated: false })).status).toBe(200);
    // Deactivation revoked the viewer's refresh tokens; the access token is good again.
    expect(await untilB(200)).toBeLessThan(1_000);
  });

  it('gives a changed role on every process', async () => {
    // Listing the tenant's users is for administrators.
    const keys = () => b.call('GET', USERS, { token: viewer.token });
    expect((await setViewer({ userRole: ['ADMIN'] })).status).toBe(200);
    await expect.poll(async () => (await keys()).status, { timeout: 1_000 }).toBe(200);
    expect((await setViewer({ userRole: ['VIEWER'] })).status).toBe(200);
    await expect.poll(async () => (await keys()).status, { timeout: 1_000 }).toBe(403);
  });

  it('reads every time while it cannot hear of changes, and keeps again once it can', async () => {
    expect(await cutListeners('membership_changes')).toBeGreaterThanOrEqual(2);
    // The processes see their connections end as soon as the database ends them.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Changed while B cannot hear: B reads the membership itself, so the change holds at once.
    expect((await setViewer({ deactivated: true })).status).toBe(200);
    expect((await b.call('GET', ASSETS, { token: viewer.token })).status).toBe(401);
    expect((await setViewer({ deactivated: false })).status).toBe(200);
    expect((await b.call('GET', ASSETS, { token: viewer.token })).status).toBe(200);
    // Listening again (after 0.5 s): a change is heard, not just read.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await b.call('GET', ASSETS, { token: viewer.token })).status).toBe(200);
    expect((await setViewer({ deactivated: true })).status).toBe(200);
    expect(await untilB(401)).toBeLessThan(1_000);
    expect((await setViewer({ deactivated: false })).status).toBe(200);
  });
});
