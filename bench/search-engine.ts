/**
 * The search engine alone, at the size of a real archive: one tenant's index built in memory
 * from the generated corpus (no database, no HTTP), then the search mix of `bench:search`
 * answered by the index (all of POST search/search but reading the page's clips by key).
 * What the engine costs, apart from what the database and the network add.
 *   npm run bench:search-engine -- --clips 1000000 [--queries 300] [--profile out.cpuprofile] [--cold]
 * `--cold`: the cache of unions emptied before each search (searches none came before).
 * `--threads N`: threads counting a large result's facets (the machine's default: 2 on 2 cores).
 * `--smoke`: 2,000 clips, 20 searches.
 * Then a snapshot of the index written, read back and taken up (how soon a process is ready).
 * Last line: clips=.. p50_ms=.. p95_ms=.. index_mb=.. bytes_per_clip=.. (once searched: with
 * the sort orders and facet columns searches make) built_bytes_per_clip=.. build_s=..
 * snapshot_mb=.. ready_from_snapshot_s=.. first_search_after_snapshot_ms=.. union_cache_found=..
 * threads=..
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import type { SearchRequest } from '../src/core/api/contract';
import { tenantByKey } from '../src/tenants';
import { emptyTenantSearch, prepare } from '../server/search/engine';
import { readSnapshot, writeSnapshot } from '../server/search/index/snapshot';
import { answerFromIndex } from '../server/search/service';
import { CountThreads, defaultCountThreads } from '../server/search/index/count-threads';
import { corpusClips } from '../server/seed/corpus-clips';
import { FIVE_FACETS, searchMixOf } from './search-queries';
import { SMOKE_OPTION } from './smoke';

const { values } = parseArgs({
  options: {
    clips: { type: 'string' },
    queries: { type: 'string' },
    tenant: { type: 'string', default: 'cricket' },
    profile: { type: 'string' },
    cold: { type: 'boolean', default: false },
    threads: { type: 'string' },
    ...SMOKE_OPTION,
  },
});
const smoke = values.smoke;
const clips = Number(values.clips ?? (smoke ? 2000 : 1_000_000));
const queries = Number(values.queries ?? (smoke ? 20 : 300));
const tenant = tenantByKey(values.tenant!);
const threads = Number(values.threads ?? defaultCountThreads());
// The smoke's results are small: shared from 64 clips in chunks of 32, each helper joining,
// so that its helpers count too.
const countThreads = new CountThreads(
  threads,
  smoke ? { minimum: 64, chunkWords: 1, everyHelper: true } : {},
);
if (!Number.isInteger(clips) || clips < 1 || !tenant || !(threads >= 1))
  throw new Error('usage: --clips N [--queries N] [--tenant KEY] [--profile FILE]');

const started = Date.now();
const say = (m: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
const gc = (globalThis as { gc?: () => void }).gc;
/** The heap and typed arrays in use, once collected (typed arrays' memory goes a moment later). */
const heldBytes = async () => {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

const before = await heldBytes();
const corpus = corpusClips(tenant, clips, say);
const search = emptyTenantSearch(tenant.tenantId.production, 0, Date.now(), countThreads);
const buildStart = performance.now();
for (const clip of corpus.inIdOrder()) search.index.add(clip);
for (const assetId of corpus.publicAssets) search.index.setAssetPublic(assetId, true);
corpus.release();
search.index.compact();
const buildSeconds = (performance.now() - buildStart) / 1000;
const indexBytes = (await heldBytes()) - before;
say(
  `index of ${search.index.size} clips built in ${buildSeconds.toFixed(1)} s, ` +
    `${(indexBytes / 1024 / 1024).toFixed(0)} MB${gc ? '' : ' (without --expose-gc: rough)'}`,
);

const live = search.index.liveSet;
const mix = await searchMixOf(async (facet) =>
  answerFromIndex(search, { pageSize: 1, facetBy: [facet], facetSize: 40 }).facets[facet]!.map(
    (v) => v.value,
  ),
);
const answer = (body: Record<string, unknown>) => {
  // --cold: every search as if none had come before it (nothing in the cache of unions).
  if (values.cold) search.index.unions.clear();
  const t0 = performance.now();
  answerFromIndex(search, body as SearchRequest);
  return performance.now() - t0;
};
const helpers = await countThreads.ready();
for (let i = 0; i < (smoke ? 5 : 30); i++) answer(mix());
const session = values.profile ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const times: number[] = [];
const made = { ...countThreads.made };
const { unions } = search.index;
[unions.asked, unions.found] = [0, 0];
for (let i = 0; i < queries; i++) times.push(answer(mix()));
const unionsFound = unions.asked ? unions.found / unions.asked : 0;
const shared = countThreads.made.jobs - made.jobs;
const helperChunks = countThreads.made.helperChunks - made.helperChunks;
// Helpers that never take part would leave every count to one thread, silently.
if (helpers > 0 && helperChunks === 0) throw new Error(`${helpers} counting helpers took no part`);
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(values.profile!, JSON.stringify(profile));
  say(`profile in ${values.profile}`);
}
// What stays once searches have made what they keep (the sort orders, the facets' columns).
const steadyBytes = (await heldBytes()) - before;
let readySeconds = 0;
let firstSearchMs = 0;
let snapshotMb = 0;
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
say(
  `${queries} searches with 5 facets over ${live.count()} clips: p50 ${pct(50).toFixed(1)} ms, ` +
    `p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; ` +
    `${(unionsFound * 100).toFixed(0)} % of large unions found in the cache; ` +
    `${threads} threads counting: ${shared} counts shared, ${helperChunks} chunks counted by helpers`,
);
// A snapshot of it written, read back and taken up by an empty index: how soon a process
// that starts from one is ready.
const snapshotDir = mkdtempSync(path.join(os.tmpdir(), 'vs-bench-snapshot-'));
const snapshotFile = path.join(snapshotDir, 'index');
try {
  const writeStart = performance.now();
  await writeSnapshot(snapshotFile, search.index.saved(), {
    tenantId: tenant.tenantId.production,
    databaseId: 'bench',
    categories: '',
    appliedSeq: 0,
    writtenAt: Date.now(),
  });
  const writeSeconds = (performance.now() - writeStart) / 1000;
  const readStart = performance.now();
  const read = await readSnapshot(snapshotFile);
  const restored = emptyTenantSearch(tenant.tenantId.production, 0, Date.now(), countThreads);
  restored.index.restore(read!.saved);
  // As a process does before it says it is ready: sort orders and its filters' counts made.
  prepare(restored, tenant.tenantId.production);
  readySeconds = (performance.now() - readStart) / 1000;
  snapshotMb = statSync(snapshotFile).size / 1024 / 1024;
  // What a process that has just started pays at its first searches (sort orders, columns).
  const firstStart = performance.now();
  answerFromIndex(restored, { sortBy: 'newest', facetBy: [...FIVE_FACETS] });
  firstSearchMs = performance.now() - firstStart;
  say(
    `snapshot of ${snapshotMb.toFixed(0)} MB written in ${writeSeconds.toFixed(1)} s, ` +
      `read and taken up in ${readySeconds.toFixed(1)} s (${restored.index.size} clips), ` +
      `its first search ${firstSearchMs.toFixed(0)} ms`,
  );
} finally {
  rmSync(snapshotDir, { recursive: true, force: true });
}
console.log(
  `clips=${search.index.size} p50_ms=${pct(50).toFixed(1)} p95_ms=${pct(95).toFixed(1)} ` +
    `index_mb=${Math.round(steadyBytes / 1024 / 1024)} bytes_per_clip=${Math.round(steadyBytes / clips)} ` +
    `built_bytes_per_clip=${Math.round(indexBytes / clips)} build_s=${buildSeconds.toFixed(1)} ` +
    `snapshot_mb=${snapshotMb.toFixed(0)} ready_from_snapshot_s=${readySeconds.toFixed(1)} ` +
    `first_search_after_snapshot_ms=${firstSearchMs.toFixed(0)} union_cache_found=${unionsFound.toFixed(2)} ` +
    `threads=${threads}`,
);
