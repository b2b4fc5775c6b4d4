import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Asset, GoLiveResponse, LivePassphrase } from '../../src/core/api/contract';
import { expectWentOn, push, segmentsOf } from './live-helpers';
import { processClient, startProcess, type Running } from './server-process';

/** An encoder that calls again, for up to `withinMs`, until a listener takes it. */
async function pushOnceListened(
  ingestUrl: string,
  passphrase: string,
  seconds: number,
  withinMs: number,
) {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return await push(ingestUrl, passphrase, seconds);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * A live match on two processes sharing one PostgreSQL database and one storage (docs/live.md):
 * it is held by the process it was made on; a new passphrase and an end asked of the other
 * reach it; killed (`kill -9`), the other takes the match over and it goes on.
 */
describe.runIf(process.env.DATABASE_URL)('a live match across the processes of a cluster', () => {
  const dirs: string[] = [];
  const running: Running[] = [];
  afterAll(async () => {
    for (const one of running) if (one.child.exitCode === null) one.child.kill('SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('reaches its holder from the other process, and is taken over when the holder is killed', async () => {
    const secret = randomBytes(32).toString('hex');
    const port = 27_000 + Math.floor(Math.random() * 400) * 2;
    const env = {
      FIXTURE_DATABASE_URL: process.env.DATABASE_URL!,
      FIXTURE_DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}`,
      LIVE_SRT_PORTS: `${port}-${port + 1}`,
      LIVE_GRACE_SECONDS: '60',
      LIVE_OWNER_STALE_SECONDS: '3',
    };
    const start = async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'vs-live-cluster-'));
      dirs.push(dir);
      const one = await startProcess(dir, secret, env);
      running.push(one);
      return { one, ...processClient(() => one.url) };
    };
    // One after the other: the first makes the database's schema.
    const a = await start();
    const b = await start();
    const token = await a.signIn('editor.cricket@vidsearch.example');
    const made = await a.call<GoLiveResponse>('POST', '/asset/v3/live', token, {
      title: 'Live: across a cluster',
    });
    expect(made.status).toBe(201);
    const { id, ingestUrl } = made.body;
    const asset = async () => (await b.call<Asset>('GET', `/asset/v3/asset/${id}`, token)).body;

    // A new passphrase asked of the other process: the holder listens with it.
    const rekeyed = await b.call<LivePassphrase>(
      'POST',
      `/asset/v3/asset/${id}/live/passphrase`,
      token,
    );
    expect(rekeyed.status).toBe(200);
    const { passphrase } = rekeyed.body;
    await pushOnceListened(ingestUrl, passphrase, 6, 10_000);
    await expect
      .poll(async () => (await asset()).live?.state, { timeout: 15_000, interval: 250 })
      .toBe('reconnecting');
    const before = await segmentsOf(await asset());
    expect(before.uris.length).toBeGreaterThan(0);

    // The holder is killed: the other process takes the match over, from what storage has.
    a.one.child.kill('SIGKILL');
    await new Promise((resolve) => a.one.child.once('exit', resolve));
    await pushOnceListened(ingestUrl, passphrase, 4, 20_000);
    await expectWentOn(before, asset);

    // "End live" asked of a new process that does not hold it: the holder ends it.
    const c = await start();
    expect((await c.call('POST', `/asset/v3/asset/${id}/live/end`, token)).status).toBe(202);
    expect((await asset()).live?.state).toBe('ended');
    await expect
      .poll(async () => (await asset()).status, { timeout: 60_000, interval: 250 })
      .toBe('ready');
    const video = await asset();
    expect(video.duration).toBeGreaterThanOrEqual(8);
    expect(video.media.mp4).toBeTruthy();
  }, 180_000);
});
