import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
