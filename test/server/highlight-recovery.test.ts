import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { HighlightPackageRow } from '../../src/core/api/contract';
import { firstVideoId, processClient, startProcess, type Running } from './server-process';

describe('a highlights build when its server is killed (kill -9)', () => {
  let dataDir: string;
  let running: Running | null = null;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is built by the next process: nothing is left queued or building', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-highlight-recovery-'));
    const secret = randomBytes(32).toString('hex');
    running = await startProcess(dataDir, secret);
    const { call, signIn: signInAs } = processClient(() => running!.url);
    const signIn = () => signInAs('editor.basketball-men@vidsearch.example');
    let token = await signIn();
    const game = await firstVideoId(call, token);
    const started = await call<{ packages: HighlightPackageRow[] }>(
      'POST',
      `/highlights/v1/highlights/games/${game}/build`,
      token,
    );
    expect(started.status).toBe(202);
    // Killed at once: its workers look for jobs once a second, so the build has not run.
    running.child.kill('SIGKILL');
    await new Promise((r) => running!.child.once('exit', r));
    expect(started.body.packages.map((p) => p.status)).toEqual([
      'queued',
      'queued',
      'queued',
      'queued',
    ]);

    running = await startProcess(dataDir, secret);
    token = await signIn();
    const list = async () =>
      (await call<HighlightPackageRow[]>('GET', '/highlights/v1/highlights', token)).body;
    await expect
      .poll(async () => (await list()).map((p) => p.status), { timeout: 120_000, interval: 500 })
      .toEqual(['ready', 'ready', 'ready', 'ready']);
  }, 180_000);
});

/**
 * Killed while building, on PostgreSQL: the test holds a lock that the build's write waits
 * for, so the process dies with its packages `building` and its job held, whatever the speed.
 */
describe.runIf(process.env.DATABASE_URL)('a highlights build killed while building', () => {
  let dataDir: string;
  let running: Running | null = null;
  let blocker: pg.Client | null = null;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    await blocker?.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is built again by the next process: nothing partial, nothing left building', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-highlight-building-'));
    const secret = randomBytes(32).toString('hex');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const env = {
      FIXTURE_DATABASE_URL: process.env.DATABASE_URL!,
      FIXTURE_DATABASE_SCHEMA: schema,
    };
    running = await startProcess(dataDir, secret, env);
    const { call, signIn: signInAs } = processClient(() => running!.url);
    const signIn = () => signInAs('editor.basketball-men@vidsearch.example');
    let token = await signIn();
    const game = await firstVideoId(call, token);
    // Reads go on; the build's writing of its clips waits.
    blocker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query(`LOCK TABLE "${schema}".highlight_clips IN EXCLUSIVE MODE`);
    const started = await call('POST', `/highlights/v1/highlights/games/${game}/build`, token);
    expect(started.status).toBe(202);
    const list = async () =>
      (await call<HighlightPackageRow[]>('GET', '/highlights/v1/highlights', token)).body;
    await expect
      .poll(async () => (await list()).some((p) => p.status === 'building'), { timeout: 20_000 })
      .toBe(true);
    running.child.kill('SIGKILL');
    await new Promise((r) => running!.child.once('exit', r));
    await blocker.query('ROLLBACK');
    await blocker.end();
    blocker = null;

    // The next process finds the dead run by its stale heartbeat, and builds it again.
    running = await startProcess(dataDir, secret, env);
    token = await signIn();
    await expect
      .poll(async () => (await list()).map((p) => p.status), { timeout: 150_000, interval: 500 })
      .toEqual(['ready', 'ready', 'ready', 'ready']);
    for (const item of await list()) {
      expect(item.clipCount, item.packageName).toBeGreaterThan(0);
      expect(item.builtAt, item.packageName).not.toBeNull();
    }
  }, 240_000);
});
