import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTenantIds } from '../../server/identity/repository';
import { startTestServer, tenantId, type TestServer } from './helpers';
import { startPeer } from './peers';
import { highlightPerson } from './highlight-helpers';
import { packageMatches } from '../../server/highlights/build';
import { packageById } from '../../server/highlights/repository';
import { HIGHLIGHT_MAX_CLIPS } from '../../src/core/api/contract';

const SEARCH = '/middleware/search/search';
const SERVED_BY = 'x-vs-search-process';
const assignment = { address: 'http://pending', replicas: 1, heartbeatMs: 150, aliveMs: 1_500 };

/** Polls `check` every 50 ms until it holds, for up to `ms`. */
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('the assignment did not settle');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Tenants spread over a cluster's processes (docs/search.md "Tenants over processes"): each
 * process holds the indexes of the tenants assigned to it, and a search of another tenant is
 * answered by the process holding it. On one PostgreSQL (DATABASE_URL), as CI runs it.
 */
describe.runIf(process.env.DATABASE_URL)('tenants spread over processes', () => {
  let a: TestServer;
  let b: TestServer;
  let tenants: string[];
  const servers = () => [a, b];
  const held = (server: TestServer) => server.booted.app.searchEngine.readyTenantIds();
  const nameOf = (server: TestServer) => server.booted.app.assignment!.name;

  beforeAll(async () => {
    a = await startTestServer('postgres', { searchAssignment: assignment });
    b = await startPeer(a, { searchAssignment: assignment });
    tenants = await allTenantIds(a.booted.app.db);
    await a.booted.app.assignment!.start(a.url);
    await b.booted.app.assignment!.start(b.url);
    // A, alone at first, assigned every tenant to itself; it lets go of B's once B holds them.
    await until(() => held(a).length + held(b).length === tenants.length);
  }, 120_000);
  let bClosed = false;
  afterAll(async () => {
    if (!bClosed) await b?.close();
    await a?.close();
  });

  it('holds each tenant’s index on one process, about half on each', () => {
    expect(new Set([...held(a), ...held(b)])).toEqual(new Set(tenants));
    expect(held(a).filter((t) => held(b).includes(t))).toEqual([]);
    expect(Math.min(held(a).length, held(b).length)).toBeGreaterThan(0);
    expect(nameOf(a)).not.toBe(nameOf(b));
    for (const server of servers())
      for (const t of tenants)
        expect(server.booted.app.assignment!.assignedTo(t)).toEqual([
          held(a).includes(t) ? a.url : b.url,
        ]);
  });

  it('answers a tenant’s searches on the process holding it, whichever is asked', async () => {
    for (const [email, key] of [
      ['admin.cricket@vidsearch.example', 'cricket'],
      ['editor.soccer@vidsearch.example', 'soccer'],
    ] as const) {
      const holder = held(a).includes(tenantId(key)) ? a : b;
      const answers = [];
      for (const server of servers()) {
        const { token } = await server.signIn(email);
        const found = await server.call('POST', SEARCH, {
          token,
          body: { query: '*', facetBy: ['team'], pageSize: 5 },
        });
        expect(found.status).toBe(200);
        expect(found.headers.get(SERVED_BY), `${key} asked of ${server.url}`).toBe(nameOf(holder));
        answers.push(found.body);
      }
      expect(answers[0].total).toBeGreaterThan(0);
      expect(answers[1]).toEqual({ ...answers[0], tookMs: answers[1].tookMs });
      // The other process never made the tenant's index to answer.
      const other = holder === a ? b : a;
      expect(other.booted.app.searchEngine.tenantIds()).not.toContain(tenantId(key));
    }
  });

  it('refuses to be told by a caller that a search was passed on to it', async () => {
    const holder = held(a).includes(tenantId('cricket')) ? a : b;
    const other = holder === a ? b : a;
    const { token } = await other.signIn('admin.cricket@vidsearch.example');
    const found = await other.call('POST', SEARCH, {
      token,
      headers: { 'x-vs-routed': 'f'.repeat(64) },
      body: { query: '*' },
    });
    expect(found.headers.get(SERVED_BY)).toBe(nameOf(holder));
  });

  it('builds highlights on a process not holding the tenant, asking the holder what they find', async () => {
    const tenant = tenantId('cricket');
    const holder = held(a).includes(tenant) ? a : b;
    const other = holder === a ? b : a;
    // Only the other process takes builds from now on.
    await holder.booted.app.highlights.worker.stop();
    const madeBefore = other.booted.app.searchEngine.timesMade(tenant);
    const person = await highlightPerson(other, 'cricket');
    const packages = await person.build(person.games[0]!.id);
    expect(packages.map((p) => p.status)).toEqual(packages.map(() => 'ready'));
    const holderSearch = await holder.booted.app.searchEngine.tenant(tenant);
    for (const pkg of packages) {
      const row = await packageById(holder.booted.app.db, tenant, pkg.id);
      const want = await packageMatches(holder.booted.app.db, holderSearch, tenant, row!);
      const built = await other.booted.app.db.query<{ clip_id: string }>(
        'SELECT clip_id FROM highlight_clips WHERE tenant_id = $1 AND package_id = $2',
        [tenant, pkg.id],
      );
      expect(built.length, pkg.packageName).toBe(
        Math.min(want.clipIds.length, HIGHLIGHT_MAX_CLIPS),
      );
      expect(want.clipIds).toEqual(expect.arrayContaining(built.map((c) => c.clip_id)));
    }
    expect(packages.some((p) => p.clipCount > 0)).toBe(true);
    // The other process never made the tenant's index to build them.
    expect(other.booted.app.searchEngine.timesMade(tenant)).toBe(madeBefore);
  });

  it('lets only the cluster’s processes ask what a package finds', async () => {
    for (const headers of [{}, { 'x-vs-routed': 'f'.repeat(64) }] as Record<string, string>[]) {
      const asked = await a.call('POST', '/highlights/v1/cluster/package-matches', {
        headers,
        body: { tenantId: tenantId('cricket'), packageId: 'any' },
      });
      expect(asked.status).toBe(404);
    }
  });

  it('gives a stopped process’s tenants to the others', async () => {
    const hadB = held(b);
    await b.close();
    bClosed = true;
    await until(() => hadB.every((t) => held(a).includes(t)));
    const { token } = await a.signIn('admin.cricket@vidsearch.example');
    const found = await a.call('POST', SEARCH, { token, body: { query: '*' } });
    expect(found.status).toBe(200);
    expect(found.headers.get(SERVED_BY)).toBe(nameOf(a));
  });
});

/** A whole cluster starting at once, its processes placing tenants before any builds one. */
describe.runIf(process.env.DATABASE_URL)('a cluster starting', () => {
  let a: TestServer;
  let b: TestServer;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('builds each index once, on its own process, and notes its size for the next start', async () => {
    a = await startTestServer('postgres', { searchAssignment: assignment });
    b = await startPeer(a, { searchAssignment: assignment });
    const tenants = await allTenantIds(a.booted.app.db);
    await Promise.all([
      a.booted.app.assignment!.start(a.url),
      b.booted.app.assignment!.start(b.url),
    ]);
    const held = (server: TestServer) => server.booted.app.searchEngine.readyTenantIds();
    await until(() => held(a).length + held(b).length === tenants.length);
    for (const tenant of tenants) {
      const [holder, other] = held(a).includes(tenant) ? [a, b] : [b, a];
      expect(holder.booted.app.searchEngine.timesMade(tenant), tenant).toBe(1);
      expect(other.booted.app.searchEngine.timesMade(tenant), tenant).toBe(0);
    }
    const sizes = {
      ...(await a.booted.app.searchEngine.readySizes()),
      ...(await b.booted.app.searchEngine.readySizes()),
    };
    await new Promise((resolve) => setTimeout(resolve, 2 * assignment.heartbeatMs));
    const noted = await a.booted.app.db.query<{ tenant_id: string; clips: number }>(
      'SELECT tenant_id, clips FROM search_index_sizes',
    );
    expect(Object.fromEntries(noted.map((n) => [n.tenant_id, n.clips]))).toEqual(sizes);
    expect(Math.max(...Object.values(sizes))).toBeGreaterThan(0);
  }, 120_000);
});
