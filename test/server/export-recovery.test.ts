import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processClient, startProcess, startRenderingExport, type Running } from './server-process';

describe('an export when its server is killed (kill -9)', () => {
  let dataDir: string;
  let running: Running | null = null;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is handed back and finished by the next process, never left running', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-recovery-'));
    const secret = randomBytes(32).toString('hex');
    running = await startProcess(dataDir, secret);
    const { call, signIn: signInAs } = processClient(() => running!.url);
    const signIn = () => signInAs('editor.cricket@vidsearch.example');
    let token = await signIn();
    const { read } = await startRenderingExport(call, () => token, 'Interrupted reel', 2);

    running.child.kill('SIGKILL');
    await new Promise((r) => running!.child.once('exit', r));
    running = await startProcess(dataDir, secret);
    token = await signIn();

    // The next process finds the run abandoned and hands it back to the queue, saying why…
    const handedBack = await expect
      .poll(async () => (await read()).status, { timeout: 40_000, interval: 100 })
      .toBe('RETRY')
      .then(read);
    expect(handedBack.reason).toBe('The server stopped during the export; it runs again shortly.');
    // …and it runs again to the end.
    await expect
      .poll(async () => (await read()).status, { timeout: 90_000, interval: 500 })
      .toBe('SUCCESS');
    const done = await read();
    expect(done.files).toHaveLength(1);
    expect((await fetch(done.downloadURL!, { headers: { range: 'bytes=0-7' } })).status).toBe(206);
  }, 180_000);
});
