import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { cutListeners, startPeer } from './peers';

const SEARCH = '/middleware/search/search';

/**
 * Several server processes on one PostgreSQL, each with its own search index, kept in step by
 * the change log and LISTEN/NOTIFY (docs/search.md "Several processes"). Run where the suite
 * has a PostgreSQL (DATABASE_URL), as CI and `scripts/with-postgres.sh npm test` do.
 */
describe.runIf(process.env.DATABASE_URL)('search across processes on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let tokenA: string;
  let tokenB: string;
  let assetId: string;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    // The notification and the reconnection must do it, not the timer.
    b = await startPeer(a, { searchFollow: { pollMs: 600_000 } });
    tokenA = (await a.signIn('admin.cricket@vidsearch.example')).token;
    tokenB = (await b.signIn('admin.cricket@vidsearch.example')).token;
    // B's index is built now, before any write: it must follow them, not read them at its build.
    expect((await b.call('POST', SEARCH, { token: tokenB, body: { pageSize: 1 } })).status).toBe(
      200,
    );
    const found = await a.call('POST', SEARCH, { token: tokenA, body: { pageSize: 1 } });
    assetId = found.body.results[0].assetId;
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const write = (server: TestServer, token: string, id: string, batter: string) =>
    server.call('PUT', '/middleware/search/data', {
      token,
      body: {
        clips: [
          { id, assetId, offset: 1, duration: 3, payload: [{ category: 'batter', value: batter }] },
        ],
      },
    });

  /** Milliseconds until `server` finds `word`, polling every 20 ms, for up to `limit` ms. */
  async function timeToFind(server: TestServer, token: string, word: string, limit: number) {
    const started = performance.now();
    for (;;) {
      const found = await server.call('POST', SEARCH, { token, body: { query: word } });
      expect(found.status).toBe(200);
      if (found.body.total === 1) return performance.now() - started;
      if (performance.now() - started > limit) return Infinity;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('finds a write through one process through the other within a second', async () => {
    expect(
      (await b.call('POST', SEARCH, { token: tokenB, body: { query: 'zanzibarite' } })).body.total,
    ).toBe(0);
    expect((await write(a, tokenA, 'follow-1', 'Quill Zanzibarite')).status).toBe(200);
    // The writer has it at its first search after the write answered.
    expect(await timeToFind(a, tokenA, 'zanzibarite', 0)).not.toBe(Infinity);
    expect(await timeToFind(b, tokenB, 'zanzibarite', 1_000)).toBeLessThan(1_000);

    // A replaced clip is replaced everywhere, not added twice.
    expect((await write(b, tokenB, 'follow-1', 'Quill Marrowbone')).status).toBe(200);
    expect(await timeToFind(a, tokenA, 'marrowbone', 1_000)).toBeLessThan(1_000);
    const old = await a.call('POST', SEARCH, { token: tokenA, body: { query: 'zanzibarite' } });
    expect(old.body.total).toBe(0);
  });

  it('takes a rights window set through one process in the other within a second', async () => {
    const shut = async () => {
      const found = await b.call('POST', SEARCH, {
        token: tokenB,
        body: { query: `assetId:"${assetId}"`, rights: 'not-available-now', pageSize: 1 },
      });
      expect(found.status).toBe(200);
      return found.body.total as number;
    };
    const within = async (wanted: (n: number) => boolean) => {
      const started = performance.now();
      while (!wanted(await shut())) {
        if (performance.now() - started > 1000) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    };
    expect(await shut()).toBe(0);
    const url = `/asset/v3/asset/${assetId}/rights`;
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const set = await a.call('PUT', url, {
      token: tokenA,
      body: { notAfter: past, uses: ['internal'] },
    });
    expect(set.status).toBe(200);
    expect(await within((n) => n > 0)).toBe(true);
    expect((await a.call('DELETE', url, { token: tokenA })).status).toBe(200);
    expect(await within((n) => n === 0)).toBe(true);
  });

  it('catches up from the log after losing its connection to the database', async () => {
    // Every LISTEN connection of this schema's processes goes, as in a database restart.
    expect(await cutListeners('search_changes')).toBeGreaterThanOrEqual(2);
    // Written while B cannot hear: B learns of it when it is back, from the log.
    expect((await write(a, tokenA, 'follow-2', 'Ottoline Frostwick')).status).toBe(200);
    expect(await timeToFind(b, tokenB, 'frostwick', 5_000)).toBeLessThan(5_000);
  });

  it('starts a new process with everything written so far, and says how far behind it is', async () => {
    const c = await startPeer(a);
    try {
      const { token } = await c.signIn('admin.cricket@vidsearch.example');
      // Its index is built at its first search, with the writes in it: no waiting for them.
      for (const word of ['marrowbone', 'frostwick']) {
        const found = await c.call('POST', SEARCH, { token, body: { query: word } });
        expect(found.body.total, word).toBe(1);
      }
      const metrics = await c.call('GET', '/metrics');
      expect(metrics.body).toMatch(/^vs_search_index_lag_seconds\{tenant="[\w-]+"\} 0$/m);
      expect(metrics.body).toMatch(/^# TYPE vs_search_change_apply_seconds histogram$/m);
    } finally {
      await c.close();
    }
  }, 120_000);
});
