import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { programCommand } from '../../bench/program-command';

/** A benchmark's figures: its `name=value` lines' pairs. */
export type Figures = Record<string, string>;

/**
 * Runs `command` (a benchmark with `--smoke`, bench/smoke.ts) to its end on the tests' media and
 * the embedded database, and resolves to the figures it printed; fails with its output when it
 * stops with an error.
 */
export async function runBenchmark(
  command: string[],
  env: Record<string, string> = {},
): Promise<Figures> {
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      DATABASE_URL: '',
      MEDIA_DIR: inject('mediaDir'),
      // Started from the suite's migrated and seeded database (bench/smoke.ts).
      SMOKE_DATABASE_DUMP: inject('pgliteDump'),
      // A Chromium of its own, as a full run has (test/browser/browser.ts).
      VS_TEST_BROWSER_PER_WORKER: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0)
    throw new Error(`${command.join(' ')} stopped with ${code}:\n${output.slice(-4000)}`);
  return figuresIn(output);
}

/**
 * `bench/NAME.ts --smoke` with this Node, as `npm run bench:NAME -- --smoke` runs it (from the
 * suite's bundle where it has one, bench/program-command.ts).
 */
export function smokeRun(
  name: string,
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
): Promise<Figures> {
  return runBenchmark([...programCommand(`bench/${name}.ts`, nodeOptions), '--smoke'], env);
}

/** Pairs from the lines made only of `name=value` pairs. */
export function figuresIn(output: string): Figures {
  const figures: Figures = {};
  for (const line of output.split('\n').map((l) => l.trim())) {
    if (!/^(\w+=\S+)(\s+\w+=\S+)*$/.test(line)) continue;
    for (const pair of line.split(/\s+/)) {
      const at = pair.indexOf('=');
      figures[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  return figures;
}

/** Each of `names` is a figure, a number at least `min`. */
export function expectNumbers(figures: Figures, names: string[], min = 0): void {
  const wrong = names.filter((name) => {
    const value = Number(figures[name]);
    return figures[name] === undefined || !Number.isFinite(value) || value < min;
  });
  expect(wrong, `figures: ${JSON.stringify(figures)}`).toEqual([]);
}

/** A folder of the test's own for a cluster's data, removed after `fn`. */
export async function withDataDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vs-bench-smoke-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
