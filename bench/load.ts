/**
 * Search under load (autocannon), over HTTP on loopback: POST search/search, 30 results and
 * 5 facets, a mix of searches drawn from the corpus (bench/search-queries.ts).
 *   npm run bench:load                        one server process pinned to one core (PGlite,
 *                                             the seed corpus), started and stopped here
 *   npm run bench:load -- --target URL        a running server, or a cluster's proxy
 *                                             (scripts/with-cluster.sh N npm run bench:load -- --target '$CLUSTER_URL')
 * Options: --tenant KEY (cricket), --quick (5 s phases), --overload (add the overload phase),
 * --profile (the started server writes a CPU profile to data/bench/profile/), --smoke (1 s phases,
 * the overload phase at 300 connections, a server on the small demo: bench/smoke.ts).
 * Phases: `max` (32 connections) finds throughput; `c100` holds 100 connections for 60 s;
 * `overload` opens 2,000 connections to see load shed with 503 and Retry-After, not time out.
 * Last lines: name=value figures.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { tenantByKey } from '../src/tenants';
import { programCommand } from './program-command';
import { benchSignIn } from './sign-in';
import { searchMix, searchRequests } from './search-queries';
import { benchDataDir, benchServerEnv, fillSmokeDataDir, SMOKE_OPTION } from './smoke';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    tenant: { type: 'string', default: 'cricket' },
    quick: { type: 'boolean', default: false },
    overload: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    ...SMOKE_OPTION,
  },
});
const smoke = values.smoke;
const tenant = tenantByKey(values.tenant!);
if (!tenant) throw new Error(`usage: --tenant KEY (no tenant ${values.tenant})`);
const seconds = (full: number) => (smoke ? 1 : values.quick ? 5 : full);
const overloadConnections = smoke ? 300 : 2000;
const started = Date.now();
const say = (m: string) =>
  console.log(`[load ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);

/** One server process, as `npm start` runs it, pinned to core 0 where `taskset` exists. */
async function startServer(): Promise<{ url: string; process: ChildProcess }> {
  const dataDir = benchDataDir(smoke, 'load');
  await fillSmokeDataDir(smoke, dataDir);
  const profileDir = path.resolve('data', 'bench', 'profile');
  mkdirSync(profileDir, { recursive: true });
  const pin = spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', '0'] : [];
  const command = [
    ...pin,
    ...programCommand(
      'server/main.ts',
      values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    ),
  ];
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...benchServerEnv(smoke),
      PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let url = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before it was ready`)),
    );
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      url ||= /ready at (http:\/\/\S+)/.exec(text)?.[1] ?? '';
      if (url && text.includes('search indexes ready')) resolve();
    });
  });
  say(`server ${pin.length ? 'on core 0 ' : ''}at ${url}`);
  return { url, process: child };
}

async function run(
  url: string,
  token: string,
  next: () => Record<string, unknown>,
  connections: number,
  duration: number,
): Promise<Result & { retryAfter: number }> {
  let retryAfter = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: searchRequests(token, next, (status, _body, _context, headers) => {
      // Header names as sent: Node writes them in lower case, nginx capitalised.
      const names = Object.keys(headers ?? {}).map((name) => name.toLowerCase());
      if (status === 503 && names.includes('retry-after')) retryAfter++;
    }),
  });
  return Object.assign(result, { retryAfter });
}

/** How many answers of each status, as `200:n/503:n`. */
const statuses = (result: Result) =>
  Object.entries(result.statusCodeStats)
    .map(([code, stat]) => `${code}:${stat?.count ?? 0}`)
    .join('/');

const server = values.target ? null : await startServer();
const url = values.target ?? server!.url;
try {
  const { token } = await benchSignIn(url, tenant.tenantId.production);
  const next = await searchMix(url, token);
  say('warming up');
  await run(url, token, next, 8, smoke ? 1 : 3);

  say(`max: 32 connections for ${seconds(20)} s`);
  const max = await run(url, token, next, 32, seconds(20));
  say(`c100: 100 connections for ${seconds(60)} s`);
  const c100 = await run(url, token, next, 100, seconds(60));
  const figures: Record<string, number | string> = {
    target: values.target ? 'given' : 'one-process',
    searches_per_s: Math.round(max.requests.average),
    max_p50_ms: max.latency.p50,
    max_p99_ms: max.latency.p99,
    c100_searches_per_s: Math.round(c100.requests.average),
    c100_p50_ms: c100.latency.p50,
    c100_p99_ms: c100.latency.p99,
    c100_errors: c100.errors,
    c100_timeouts: c100.timeouts,
    c100_non2xx: c100.non2xx,
    c100_statuses: statuses(c100),
  };
  if (values.overload || smoke) {
    say(`overload: ${overloadConnections} connections for ${seconds(20)} s`);
    const over = await run(url, token, next, overloadConnections, seconds(20));
    Object.assign(figures, {
      overload_ok: over['2xx'],
      overload_503: over.statusCodeStats['503']?.count ?? 0,
      overload_503_with_retry_after: over.retryAfter,
      overload_timeouts: over.timeouts,
      overload_errors: over.errors,
      overload_p99_ms: over.latency.p99,
      overload_statuses: statuses(over),
    });
  }
  for (const [name, value] of Object.entries(figures)) console.log(`${name}=${value}`);
} finally {
  if (server) {
    server.process.kill('SIGINT');
    await new Promise((resolve) => server.process.once('exit', resolve));
  }
}
