/**
 * A large corpus on a cluster (scripts/with-cluster.sh): search latency through the proxy and
 * the time a new process takes to be ready.
 *   scripts/with-cluster.sh 2 npm run bench:cluster -- --clips 1000000
 * Steps: writes the corpus into the cluster's database (seed:corpus, which logs a rebuild for
 * every process), waits until every process's index has it, times POST search/search with
 * 5 facets through the proxy (one at a time, then 16 at once), then starts one more process on
 * the same database and media and times it from its start to /ready (its indexes built) and
 * to its first search answered; then sends a live feed's events through the proxy, one at a
 * time, each timed until every process finds its clip (goal: p95 ≤ 2 s); then uploads a video
 * through the proxy (tus, in two parts) and times it to ready.
 * With tenants spread over the processes (scripts/with-cluster.sh's default), `--tenants N`
 * writes the corpus into N tenants (cricket, soccer, cricket-test, football-league: real-shaped
 * archives), reads what each process holds (its clips and memory, /metrics), and times searches
 * over all of them at `--rate R` a second (40): the same load whatever the number of processes.
 *   scripts/with-cluster.sh 4 npm run bench:cluster -- --clips 250000 --tenants 4
 * Options: --clips N (1000000), --queries N (300), --tenant KEY (cricket), --smoke (2,000
 * clips, 20 searches, 2 s at once; with DEMO_DATA=small for the cluster:
 * DEMO_DATA=small scripts/with-cluster.sh 1 npm run bench:cluster -- --smoke).
 * Last lines: name=value figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { tenantByKey } from '../src/tenants';
import { feedThroughProxy } from './cluster-feed';
import { corpusTenants, heldByProcess, settledHolding, spreadLoad } from './cluster-spread';
import { uploadThroughProxy } from './cluster-upload';
import { programCommand } from './program-command';
import { benchSignIn } from './sign-in';
import { searchMix, searchRequests, type SearchBody } from './search-queries';
import { SMOKE_OPTION } from './smoke';

const { values } = parseArgs({
  options: {
    clips: { type: 'string' },
    queries: { type: 'string' },
    tenant: { type: 'string', default: 'cricket' },
    tenants: { type: 'string', default: '1' },
    rate: { type: 'string' },
    ...SMOKE_OPTION,
  },
});
const smoke = values.smoke;
const clips = Number(values.clips ?? (smoke ? 2000 : 1_000_000));
const queries = Number(values.queries ?? (smoke ? 20 : 300));
const concurrentSeconds = smoke ? 2 : 20;
const tenant = tenantByKey(values.tenant!);
if (!Number.isInteger(clips) || clips < 1 || !Number.isInteger(queries) || !tenant)
  throw new Error('usage: --clips N [--queries N] [--tenant KEY]');
const { CLUSTER_URL, CLUSTER_SERVERS, CLUSTER_DATA_DIR, DATABASE_URL } = process.env;
if (!CLUSTER_URL || !CLUSTER_SERVERS || !CLUSTER_DATA_DIR || !DATABASE_URL)
  throw new Error(
    'run it on a cluster: scripts/with-cluster.sh 2 npm run bench:cluster -- --clips 1000000',
  );
const servers = CLUSTER_SERVERS.split(' ');

const started = Date.now();
const say = (m: string) =>
  console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child running a TypeScript entry point as the cluster's processes run, in its data. */
function spawnNode(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  const [command, ...options] = programCommand(entry);
  return spawn(command!, [...options, ...args], {
    env: { ...process.env, DATA_DIR: CLUSTER_DATA_DIR, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const tenantsWord = (n: number) => `${n} tenant${n === 1 ? '' : 's'}`;

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function seed(key: string): Promise<number> {
  const child = spawnNode(
    'server/commands/seed-corpus.ts',
    ['--clips', String(clips), '--tenant', key],
    {},
  );
  let held = 0;
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n')) {
      if (line.includes('corpus')) say(line.trim());
      held = Number(/tenant_clips=(\d+)/.exec(line)?.[1] ?? held);
    }
  });
  const code = await exited(child);
  if (code !== 0) throw new Error(`seed:corpus stopped with ${code}`);
  return held;
}

async function search(base: string, token: string, body: SearchBody) {
  const response = await fetch(`${base}/middleware/search/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${base} answered ${response.status} for ${JSON.stringify(body)}`);
  return (await response.json()) as { total: number };
}

/** Waits until a `*` search on this server counts at least the corpus; the seconds it took. */
async function untilIndexed(base: string, token: string, since: number): Promise<number> {
  for (;;) {
    const { total } = await search(base, token, { query: '*', pageSize: 1 });
    if (total >= clips) return (Date.now() - since) / 1000;
    await sleep(250);
  }
}

/** Starts one more process; the seconds to listening, to ready and to a first full search. */
async function newProcess(token: string, body: SearchBody) {
  const t0 = Date.now();
  // Port 0: the system gives it one (a port chosen here first could be taken before it binds).
  const child = spawnNode('server/main.ts', [], {
    PORT: '0',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    // Joins the assignment as the cluster's processes do, at the address it listens at.
    ...(process.env.CLUSTER_PLACEMENT === '0' ? {} : { CLUSTER_ADDRESS: 'auto' }),
  });
  let output = '';
  let base = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    output += text;
    base ||= /ready at (http:\/\/\S+)/.exec(output)?.[1] ?? '';
  });
  let exitCode: number | null | undefined;
  const gone = exited(child).then((code) => {
    exitCode = code;
    return -1;
  });
  try {
    let listening = 0;
    for (;;) {
      const status = await Promise.race([
        base
          ? fetch(`${base}/ready`).then(
              (r) => r.status,
              () => 0,
            )
          : 0,
        gone,
      ]);
      if (status === -1)
        throw new Error(`the new process stopped (${exitCode}) before it was ready`);
      if (status !== 0 && !listening) listening = (Date.now() - t0) / 1000;
      if (status === 200) break;
      await sleep(100);
    }
    const ready = (Date.now() - t0) / 1000;
    const { total } = await search(base, token, body);
    return { listening, ready, firstSearch: (Date.now() - t0) / 1000, total };
  } finally {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      await gone;
    }
  }
}

const seedStart = Date.now();
const corpora = corpusTenants(Number(values.tenants), tenant);
let held = 0;
for (const t of corpora) {
  say(`writing a corpus of ${clips} clips into ${t.key}`);
  held += await seed(t.key);
}
const seedSeconds = (Date.now() - seedStart) / 1000;
const sessions = await Promise.all(
  corpora.map(async (t) => ({
    tenant: t,
    token: (await benchSignIn(CLUSTER_URL, t.tenantId.production)).token,
  })),
);
const { token } = sessions[0]!;
const rebuilt = (
  await Promise.all(
    sessions.map(({ token: own }) =>
      Promise.all(servers.map((s) => untilIndexed(s, own, seedStart))),
    ),
  )
).flat();
say(
  `every process finds the corpus (${held} clips in ${tenantsWord(corpora.length)}), ${Math.max(...rebuilt).toFixed(1)} s after the write began`,
);
const holding = await settledHolding(servers, process.env.METRICS_TOKEN ?? '');
for (const h of holding)
  say(
    `${h.server} holds the indexes of ${tenantsWord(h.tenants)}, ${h.clips} clips, RSS ${h.rssMb.toFixed(0)} MB`,
  );
const spreadRate = Number(values.rate ?? (smoke ? 10 : 40));
const passedBefore = holding.reduce((sum, h) => sum + h.passedOn, 0);
const spread = await spreadLoad(CLUSTER_URL, sessions, spreadRate, smoke ? 2 : 20);
const passedAfter = (await heldByProcess(servers, process.env.METRICS_TOKEN ?? '')).reduce(
  (sum, h) => sum + h.passedOn,
  0,
);
// The share of searches the proxy sent to a process not holding their tenant.
const passedShare = spread.requests ? (passedAfter - passedBefore) / spread.requests : 0;
say(
  `${spreadRate} searches a second over ${tenantsWord(corpora.length)}: p50 ${spread.p50} ms, p99 ${spread.p99} ms, ${spread.errors} errors; ${(passedShare * 100).toFixed(0)} % passed on to the holder`,
);

const next = await searchMix(CLUSTER_URL, token);
for (let i = 0; i < (smoke ? 5 : 30); i++) await search(CLUSTER_URL, token, next());
const times: number[] = [];
for (let i = 0; i < queries; i++) {
  const t0 = performance.now();
  await search(CLUSTER_URL, token, next());
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
say(
  `${queries} searches one at a time: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms`,
);

const concurrent = await autocannon({
  url: CLUSTER_URL,
  connections: 16,
  duration: concurrentSeconds,
  timeout: 10,
  requests: searchRequests(token, next),
});
say(
  `16 at once for ${concurrentSeconds} s: ${Math.round(concurrent.requests.average)} a second, p50 ${concurrent.latency.p50} ms, p90 ${concurrent.latency.p90} ms, p99 ${concurrent.latency.p99} ms`,
);

say('starting one more process');
const joined = await newProcess(token, { query: '*', pageSize: 30, facetBy: ['batter', 'bowler'] });
if (joined.total < clips) throw new Error(`the new process found ${joined.total} clips`);
say(
  `new process: listening after ${joined.listening.toFixed(1)} s, ready after ${joined.ready.toFixed(1)} s`,
);

say('sending a live feed’s events through the proxy, one at a time');
const feed = await feedThroughProxy(CLUSTER_URL, servers, tenant, token, smoke ? 5 : 100);
say(
  `live feed: ${feed.events} events, each found by search on every process: p50 ${feed.p50Ms.toFixed(0)} ms, p95 ${feed.p95Ms.toFixed(0)} ms`,
);

say('uploading a video through the proxy, in two parts');
const upload = await uploadThroughProxy(CLUSTER_URL, token, smoke ? 3 : 20);
say(
  `upload of ${upload.megabytes.toFixed(1)} MB: sent in ${upload.uploadSeconds.toFixed(1)} s, ready ${upload.readySeconds.toFixed(1)} s later`,
);

const figures = {
  processes: servers.length,
  clips: held,
  seed_s: seedSeconds.toFixed(1),
  all_indexed_s: Math.max(...rebuilt).toFixed(1),
  tenants: corpora.length,
  held_clips_total: holding.reduce((sum, h) => sum + h.clips, 0),
  held_clips_max: Math.max(...holding.map((h) => h.clips)),
  rss_mb_max: Math.max(...holding.map((h) => h.rssMb)).toFixed(0),
  spread_rate: spreadRate,
  spread_p50_ms: spread.p50,
  spread_p99_ms: spread.p99,
  spread_errors: spread.errors,
  spread_passed_on: passedShare.toFixed(2),
  p50_ms: pct(50).toFixed(1),
  p95_ms: pct(95).toFixed(1),
  c16_searches_per_s: Math.round(concurrent.requests.average),
  c16_p50_ms: concurrent.latency.p50,
  c16_p90_ms: concurrent.latency.p90,
  c16_p99_ms: concurrent.latency.p99,
  c16_errors: concurrent.errors + concurrent.timeouts + concurrent.non2xx,
  new_process_listening_s: joined.listening.toFixed(1),
  new_process_ready_s: joined.ready.toFixed(1),
  new_process_first_search_s: joined.firstSearch.toFixed(1),
  feed_events: feed.events,
  feed_p50_ms: feed.p50Ms.toFixed(0),
  feed_p95_ms: feed.p95Ms.toFixed(0),
  upload_mb: upload.megabytes.toFixed(1),
  upload_s: upload.uploadSeconds.toFixed(2),
  upload_ready_s: upload.readySeconds.toFixed(1),
};
for (const [name, value] of Object.entries(figures)) console.log(`${name}=${value}`);
