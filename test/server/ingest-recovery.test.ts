import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../src/core/api/contract';
import { processClient, startProcess, type Running } from './server-process';

const run = promisify(execFile);

/** Whether an ffmpeg of the asset's ingest still runs (its work folder names the asset). */
async function ffmpegOf(assetId: string): Promise<boolean> {
  const { stdout } = await run('pgrep', ['-f', `scratch/ingest/${assetId}-`]).catch(() => ({
    stdout: '',
  }));
  return stdout.trim() !== '';
}

describe('an ingest when its server is killed (kill -9)', () => {
  let dataDir: string;
  let running: Running | null = null;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is processed again by the next process: never stuck, never half a rendition', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-ingest-recovery-'));
    const secret = randomBytes(32).toString('hex');
    // Read at twice real time: the transcode runs for seconds, long enough to be killed in.
    const env = { INGEST_READ_RATE: '2' };
    running = await startProcess(dataDir, secret, env);
    const { call, signIn } = processClient(() => running!.url);
    let token = await signIn('editor.cricket@vidsearch.example');
    const file = path.join(dataDir, 'match.mp4');
    // prettier-ignore
    await run('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=8',
      '-f', 'lavfi', '-i', 'sine=duration=8', '-c:v', 'libx264', '-preset', 'ultrafast',
      '-c:a', 'aac', '-shortest', file,
    ]);
    const bytes = await readFile(file);
    const tus = (extra: Record<string, string>) => ({
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${token}`,
      ...extra,
    });
    const made = await fetch(`${running.url}/asset/v3/upload`, {
      method: 'POST',
      headers: tus({
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${Buffer.from('match.mp4').toString('base64')}`,
      }),
    });
    const sent = await fetch(
      new URL(made.headers.get('location')!, `${running.url}/asset/v3/upload/`),
      {
        method: 'PATCH',
        headers: tus({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
        body: new Uint8Array(bytes),
      },
    );
    const id = sent.headers.get('asset-id')!;
    const asset = async () => (await call<Asset>('GET', `/asset/v3/asset/${id}`, token)).body;
    await expect
      .poll(async () => (await asset()).ingest?.playable, { timeout: 30_000, interval: 100 })
      .toBe(true);
    expect((await asset()).status).toBe('processing');

    // The run works in the data folder, not the system's temporary one.
    const scratch = path.join(dataDir, 'scratch', 'ingest');
    const workFolders = async () =>
      (await readdir(scratch).catch(() => [] as string[])).filter((f) => f.startsWith(id));
    expect(await workFolders()).toHaveLength(1);
    expect(await ffmpegOf(id)).toBe(true);

    running.child.kill('SIGKILL');
    await new Promise((r) => running!.child.once('exit', r));
    // Its ffmpeg dies with it (the kernel kills it: setpriv's parent-death signal).
    await expect.poll(() => ffmpegOf(id), { timeout: 2_000, interval: 50 }).toBe(false);

    running = await startProcess(dataDir, secret, env);
    token = await signIn('editor.cricket@vidsearch.example');
    await expect
      .poll(async () => (await asset()).status, { timeout: 60_000, interval: 250 })
      .toBe('ready');
    const ready = await asset();
    expect(ready.ingest).toMatchObject({ percent: 100, reason: null });
    // The killed run's work folder is swept once its run is handed back; the new run's is gone.
    await expect.poll(workFolders, { timeout: 10_000, interval: 200 }).toEqual([]);
    // Each rendition whole: closed, and every segment it names is there.
    const master = await (await fetch(ready.media.hls!)).text();
    for (const variant of master
      .split('\n')
      .filter((l) => l.endsWith('.m3u8') || l.includes('.m3u8?'))) {
      const url = new URL(variant, ready.media.hls!);
      const playlist = await (await fetch(url)).text();
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = playlist.split('\n').filter((l) => l.includes('.ts'));
      expect(segments).toHaveLength(4);
      for (const segment of segments)
        expect((await fetch(new URL(segment, url), { method: 'HEAD' })).status).toBe(200);
    }
  }, 150_000);
});
