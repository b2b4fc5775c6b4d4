import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import type { Playlist, PlaylistListResponse } from '../../src/core/api/contract';
import { startTestServer, tenantId, type TestServer } from './helpers';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';

const SEARCH = '/middleware/search/search';

/**
 * PostgreSQL stops and starts again while two server processes serve on it: meanwhile they
 * answer 503 with Retry-After and a sentence a person understands, neither stops, and both
 * work again once it is back, their search in step again too.
 */
describe('two processes while their PostgreSQL restarts', () => {
  let database: OwnPostgres;
  let a: TestServer;
  let b: TestServer;
  let tokenA: string;
  let tokenB: string;
  const collections = `/middleware/playlists/tenants/${tenantId('cricket')}/users/me/playlists`;

  beforeAll(async () => {
    database = await startOwnPostgres();
    a = await startTestServer('pglite', { databaseUrl: database.url });
    b = await startTestServer('pglite', {
      databaseUrl: database.url,
      secret: a.booted.app.config.secret,
    });
    tokenA = (await a.signIn('admin.cricket@vidsearch.example')).token;
    tokenB = (await b.signIn('admin.cricket@vidsearch.example')).token;
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.remove();
  });

  it('answers 503 while it is down, and recovers without a restart of its own', async () => {
    for (const [server, token] of [
      [a, tokenA],
      [b, tokenB],
    ] as const) {
      expect((await server.call('GET', collections, { token })).status).toBe(200);
    }

    await database.stop();
    for (const [server, token] of [
      [a, tokenA],
      [b, tokenB],
    ] as const) {
      const list = await server.call('GET', collections, { token });
      expect(list.status).toBe(503);
      expect(list.headers.get('retry-after')).toBe('5');
      expect(list.body).toMatchObject({
        code: 'unavailable',
        message: 'The service is briefly unavailable. Try again in a few seconds.',
      });
      const signIn = await server.call('POST', '/identity/v2/iam/auth/signin', {
        body: { userName: 'viewer@vidsearch.example', password: 'x', platform: 'LVS' },
      });
      expect(signIn.status).toBe(503);
      expect((await server.call('GET', '/health')).status).toBe(503);
    }

    await database.start();
    for (const [server, token] of [
      [a, tokenA],
      [b, tokenB],
    ] as const) {
      await expect
        .poll(async () => (await server.call('GET', collections, { token })).status, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(200);
      expect((await server.call('GET', '/health')).status).toBe(200);
    }
    // Writes land, and each process hears of the other's again (its LISTEN is back).
    const made = await a.call<Playlist>('POST', collections, {
      token: tokenA,
      body: { title: 'After the restart', clips: [] },
    });
    expect(made.status).toBe(201);
    const listed = await b.call<PlaylistListResponse>('GET', `${collections}?title=restart`, {
      token: tokenB,
    });
    expect(listed.body.results.map((p) => p.id)).toEqual([made.body.id]);
    const asset = await a.call('POST', SEARCH, { token: tokenA, body: { pageSize: 1 } });
    const written = await a.call('PUT', '/middleware/search/data', {
      token: tokenA,
      body: {
        clips: [
          {
            id: 'after-restart-1',
            assetId: asset.body.results[0].assetId,
            offset: 1,
            duration: 2,
            payload: [{ category: 'batter', value: 'Restartia Quillfeather' }],
          },
        ],
      },
    });
    expect(written.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await b.call('POST', SEARCH, { token: tokenB, body: { query: 'quillfeather' } })).body
            .total,
        { timeout: 15_000, interval: 200 },
      )
      .toBe(1);
  }, 120_000);

  it('fails a transaction whose connection is cut, and nothing else throws', async () => {
    const db = await openDatabase({ url: database.url });
    try {
      const cut = db.transaction(async (tx) => {
        const [backend] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await db.query('SELECT pg_terminate_backend($1)', [backend!.pid]);
        await tx.query('SELECT pg_sleep(1)');
      });
      await expect(cut).rejects.toThrow();
      // The pool gave up the cut connection: the next transaction works.
      expect(await db.transaction((tx) => tx.query('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
