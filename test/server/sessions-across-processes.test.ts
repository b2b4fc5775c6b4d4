import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '../../src/core/api/contract';
import { startTestServer, type TestServer } from './helpers';
import { startPeer } from './peers';

const REFRESH = '/identity/v2/iam/auth/refresh';
const ASSETS = '/asset/v3/asset';

/**
 * A session is the same whichever process answers: behind a proxy, sign-in, each call and each
 * refresh may land on another process. Run where the suite has a PostgreSQL (DATABASE_URL).
 */
describe.runIf(process.env.DATABASE_URL)('sessions across processes', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startPeer(a);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('takes a sign-in on one process and its refreshes on either', async () => {
    const session = await a.signIn('viewer@vidsearch.example', 'cricket');
    expect((await b.call('GET', ASSETS, { token: session.token })).status).toBe(200);
    const onB = await b.call<SessionTokens>('POST', REFRESH, { raw: session.refreshToken });
    expect(onB.status).toBe(200);
    expect((await a.call('GET', ASSETS, { token: onB.body.token })).status).toBe(200);
    const onA = await a.call<SessionTokens>('POST', REFRESH, { raw: onB.body.refreshToken });
    expect(onA.status).toBe(200);
    expect(onA.body.tenantId).toBe(session.tenantId);
  });

  it('revokes the whole family on every process when a spent token comes back to another', async () => {
    const session = await a.signIn('viewer@vidsearch.example', 'cricket');
    const next = await a.call<SessionTokens>('POST', REFRESH, { raw: session.refreshToken });
    expect(next.status).toBe(200);
    const replay = await b.call('POST', REFRESH, { raw: session.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('refresh_token_reused');
    // The newer token of the family is refused on both.
    expect((await a.call('POST', REFRESH, { raw: next.body.refreshToken })).status).toBe(401);
    expect((await b.call('POST', REFRESH, { raw: next.body.refreshToken })).status).toBe(401);
  });
});
