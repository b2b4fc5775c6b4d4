import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootServer, type BootedServer } from '../server/boot';
import { configFromEnvironment, type ServerConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { databaseSettingsFromEnvironment } from '../server/db/settings';
import type { Progress } from '../server/media/media-files';
import { demoData } from '../server/seed/demo-data';

/**
 * `--smoke`: a benchmark runs for a few seconds on a small corpus and the tests' small media
 * (`DEMO_DATA=small`), as `npm test` runs each (test/bench/benchmarks.test.ts), so that none can
 * stop working unseen. Its figures then say only that it still produces them.
 */
export const SMOKE_OPTION = { smoke: { type: 'boolean', default: false } } as const;

/**
 * Where a run keeps its data: `kept` (between full runs, under data/bench) or, for a smoke
 * run, a folder of its own removed at exit.
 */
export function benchDataDir(smoke: boolean, kept: string): string {
  if (!smoke) return path.resolve('data', 'bench', kept);
  const dir = mkdtempSync(path.join(os.tmpdir(), `vs-bench-${kept}-`));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * What a benchmark's server is started with: the demo media made once for every bench and
 * `npm start` (data/media); for a smoke run the small demo, over MEDIA_DIR where the caller
 * gives one (the tests' media), else media it makes in its data folder in seconds.
 */
export function benchServerEnv(smoke: boolean): Record<string, string> {
  if (smoke) return { DEMO_DATA: 'small' };
  return { MEDIA_DIR: path.resolve(process.env.MEDIA_DIR ?? 'data/media') };
}

/**
 * A server in the benchmark's own process, on its data folder (`benchDataDir`). Its shedding on
 * a late event loop is off: the benchmark's own client (timers, a browser driver) shares that
 * loop, and a busy machine must not make the server refuse the very searches being timed.
 */
export async function bootBenchServer(
  smoke: boolean,
  kept: string,
  progress: Progress,
  overrides: Partial<ServerConfig> = {},
): Promise<BootedServer> {
  const env = benchServerEnv(smoke);
  const config = await configFromEnvironment({
    ...process.env,
    DATA_DIR: benchDataDir(smoke, kept),
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  return bootServer(
    { ...config, ...overrides },
    { ...demoData(env), progress, ...smokeDatabaseDump(smoke, config.databaseUrl) },
  );
}

/**
 * `npm test` hands a smoke run the suite's migrated and seeded PGlite (the small demo's seed,
 * as a tar: test/server/global-setup.ts) in SMOKE_DATABASE_DUMP, so that it starts from it
 * rather than migrating and seeding again (2 to 3 s of a busy machine's CPU each).
 */
function smokeDatabaseDump(
  smoke: boolean,
  databaseUrl: string | undefined,
): { databaseDump?: Blob } {
  const file = process.env.SMOKE_DATABASE_DUMP;
  if (!smoke || !file || databaseUrl) return {};
  return { databaseDump: new Blob([readFileSync(file)]) };
}

/**
 * For a smoke run of a benchmark that starts `server/main.ts` in a process of its own: the
 * embedded database in `dataDir` made from the suite's dump (SMOKE_DATABASE_DUMP), so that the
 * server starts over existing data, as a later `npm start` does, rather than migrating and
 * seeding (about 15 s of a busy machine's CPU). Without a dump, or on PostgreSQL, nothing.
 */
export async function fillSmokeDataDir(smoke: boolean, dataDir: string): Promise<void> {
  const { pgliteDir } = databaseSettingsFromEnvironment(process.env, dataDir);
  const { databaseDump } = smokeDatabaseDump(smoke, process.env.DATABASE_URL || undefined);
  if (!pgliteDir || !databaseDump) return;
  const db = await openDatabase({ dataDir: pgliteDir, dump: databaseDump });
  await db.close();
}
