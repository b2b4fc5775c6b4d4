/**
 * Search latency over a large corpus: p50/p95 of POST search/search with 5 facets, over
 * HTTP on loopback, against the server built in this process on PGlite (default) or
 * PostgreSQL (DATABASE_URL). Also the index build time and the process RSS.
 *   npm run bench:search -- --clips 200000 [--queries 300] [--tenant cricket]
 *   scripts/with-postgres.sh npm run bench:search -- --clips 200000
 * The corpus is kept in data/bench/<database>-<clips>/ between runs (PGlite). `--smoke`: 2,000
 * clips, 20 searches, the small demo (bench/smoke.ts).
 * Last line: clips=.. db=.. p50_ms=.. p95_ms=.. rss_mb=.. index_build_s=..
 */
import { parseArgs } from 'node:util';
import { tenantByKey } from '../src/tenants';
import { benchSignIn } from './sign-in';
import { searchMix } from './search-queries';
import { seedCorpus } from '../server/seed/corpus';
import { bootBenchServer, SMOKE_OPTION } from './smoke';

const { values } = parseArgs({
  options: {
    clips: { type: 'string' },
    queries: { type: 'string' },
    tenant: { type: 'string', default: 'cricket' },
    ...SMOKE_OPTION,
  },
});
const smoke = values.smoke;
const clips = Number(values.clips ?? (smoke ? 2000 : 200_000));
const queries = Number(values.queries ?? (smoke ? 20 : 300));
const tenant = tenantByKey(values.tenant!);
if (!Number.isInteger(clips) || clips < 1 || !tenant)
  throw new Error('usage: --clips N [--queries N] [--tenant KEY]');

const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const started = Date.now();
const say = (m: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
const server = await bootBenchServer(smoke, `${database}-${clips}`, say);
try {
  await seedCorpus(server.app.db, { tenant, clips, clipsPerAsset: 200 }, say);
  const buildStart = performance.now();
  const index = await server.app.searchEngine.tenant(tenant.tenantId.production);
  const buildSeconds = (performance.now() - buildStart) / 1000;
  say(`index of ${index.index.size} clips built in ${buildSeconds.toFixed(1)} s`);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });

  const { token } = await benchSignIn(url, tenant.tenantId.production);

  const makeQuery = await searchMix(url, token);
  const run = async (body: Record<string, unknown>) => {
    const t0 = performance.now();
    const res = await fetch(`${url}/middleware/search/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (res.status !== 200)
      throw new Error(`search answered ${res.status} for ${JSON.stringify(body)}`);
    own.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]));
    return performance.now() - t0;
  };
  // The search's own time in the server (index and the page's read), beside the whole request's.
  const own: number[] = [];
  for (let i = 0; i < (smoke ? 5 : 30); i++) await run(makeQuery());
  own.length = 0;
  const times: number[] = [];
  for (let i = 0; i < queries; i++) times.push(await run(makeQuery()));
  times.sort((a, b) => a - b);
  own.sort((a, b) => a - b);
  const pct = (p: number, of = times) =>
    of[Math.min(of.length - 1, Math.floor((p / 100) * of.length))]!;
  const rss = process.memoryUsage().rss / 1024 / 1024;
  say(
    `${queries} searches with 5 facets: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (the search's own time: p50 ${pct(50, own).toFixed(1)} ms, p95 ${pct(95, own).toFixed(1)} ms)`,
  );
  console.log(
    `clips=${index.index.size} db=${database} p50_ms=${pct(50).toFixed(1)} p95_ms=${pct(95).toFixed(1)} rss_mb=${Math.round(rss)} index_build_s=${buildSeconds.toFixed(1)}`,
  );
} finally {
  await server.close();
}
