import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Asset, GoLiveResponse } from '../../src/core/api/contract';
import { expectWentOn, pushWhenListening, segmentsOf } from './live-helpers';
import { processClient, startProcess, type Running } from './server-process';

describe('a live match when its server is killed (kill -9)', () => {
  let dataDir: string;
  let running: Running | null = null;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is listened for again by the restarted process, and goes on when the encoder reconnects', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-live-recovery-'));
    const secret = randomBytes(32).toString('hex');
    const port = 26_000 + Math.floor(Math.random() * 400) * 2;
    const env = { LIVE_SRT_PORTS: `${port}-${port + 1}`, LIVE_GRACE_SECONDS: '60' };
    running = await startProcess(dataDir, secret, env);
    const { call, signIn } = processClient(() => running!.url);
    let token = await signIn('editor.cricket@vidsearch.example');
    const made = await call<GoLiveResponse>('POST', '/asset/v3/live', token, {
      title: 'Live: through a crash',
    });
    expect(made.status).toBe(201);
    const { id, ingestUrl, passphrase = '' } = made.body;
    const asset = async () => (await call<Asset>('GET', `/asset/v3/asset/${id}`, token)).body;
    await pushWhenListening(ingestUrl, passphrase, 6);
    await expect
      .poll(async () => (await asset()).live?.state, { timeout: 15_000, interval: 250 })
      .toBe('reconnecting');
    const before = await segmentsOf(await asset());
    expect(before.uris.length).toBeGreaterThan(0);

    running.child.kill('SIGKILL');
    await new Promise((r) => running!.child.once('exit', r));
    running = await startProcess(dataDir, secret, env);
    token = await signIn('editor.cricket@vidsearch.example');
    // The same match, listened for again on its port: the encoder reconnects with what it had.
    expect((await asset()).status).toBe('live');
    await pushWhenListening(ingestUrl, passphrase, 4);
    // Nothing written before the crash is lost; the new picture follows a discontinuity.
    await expectWentOn(before, asset);
    expect((await call('POST', `/asset/v3/asset/${id}/live/end`, token)).status).toBe(202);
    await expect
      .poll(async () => (await asset()).status, { timeout: 60_000, interval: 250 })
      .toBe('ready');
    expect((await asset()).duration).toBeGreaterThanOrEqual(8);
  }, 150_000);
});
