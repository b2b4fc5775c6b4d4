import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { tenantId } from './helpers';
import { processClient, startProcess, startRenderingExport, type Running } from './server-process';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM, as a deployment or a scaler sends it (server/shutdown.ts): the process stops taking
 * requests, finishes the ones in flight, hands its running export back to the queue, and exits
 * 0; the next process finishes the export.
 */
describe('a server told to stop (SIGTERM)', () => {
  let dataDir: string;
  let running: Running | null = null;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight and hands its running export back', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-shutdown-'));
    const secret = randomBytes(32).toString('hex');
    running = await startProcess(dataDir, secret);
    const cricket = tenantId('cricket');
    const collections = `/middleware/playlists/tenants/${cricket}/users/me/playlists`;
    const { call, signIn } = processClient(() => running!.url);
    let token = await signIn('editor.cricket@vidsearch.example');
    const { id, read } = await startRenderingExport(call, () => token, 'Reel at closing time', 3);

    // A save whose body is still on its way when the signal comes.
    const body = new TextEncoder().encode(
      JSON.stringify({ title: 'Saved while closing', clips: [] }),
    );
    let sending!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (sending = c) });
    sending.enqueue(body.subarray(0, 10));
    const saving = fetch(`${running.url}${collections}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': String(body.length),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await pause(300);
    const exited = new Promise<number | null>((resolve) =>
      running!.child.once('exit', (code) => resolve(code)),
    );
    running.child.kill('SIGTERM');
    await pause(300);
    sending.enqueue(body.subarray(10));
    sending.close();
    const saved = await saving;
    expect(saved.status).toBe(201);
    // It ends the connection it answered on, so nothing holds the close open.
    expect(saved.headers.get('connection')).toBe('close');
    expect(await exited).toBe(0);

    // Back in the queue, saying why, before any other process has looked at it.
    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await db.query<{ status: string; reason: string; run_id: string | null }>(
        'SELECT status, reason, run_id FROM exports WHERE id = $1',
        [id],
      );
      expect(row).toMatchObject({ status: 'RETRY', run_id: null });
      expect(row!.reason).toMatch(/restarted during the export/);
      const kept = await db.query('SELECT 1 FROM playlists WHERE title = $1', [
        'Saved while closing',
      ]);
      expect(kept).toHaveLength(1);
    } finally {
      await db.close();
    }

    running = await startProcess(dataDir, secret);
    token = await signIn('editor.cricket@vidsearch.example');
    await expect
      .poll(async () => (await read()).status, { timeout: 120_000, interval: 500 })
      .toBe('SUCCESS');
  }, 240_000);
});
