import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '../../src/core/api/contract';
import { startLocalArchive, type LocalArchive } from '../../server/exports/renderers/local-archive';
import { startTestServer, type TestServer } from './helpers';
import { grainySource } from '../../bench/cluster-upload';
import { tusClient } from './ingest-client';
import { startPeer } from './peers';

const UPLOADS = 'vs-uploads';
const MB = 1024 * 1024;

/**
 * Uploads kept in an S3-compatible bucket (`UPLOADS_S3_BUCKET`, tus's S3 store), as a cluster
 * keeps them: an upload begun on one process is resumed on another, and its ingest reads it
 * from the bucket wherever it runs. On PostgreSQL, which several processes share.
 */
describe.runIf(process.env.DATABASE_URL)('uploads kept in a bucket, across processes', () => {
  let dir: string;
  let store: LocalArchive;
  let first: TestServer;
  let second: TestServer;
  let editor: SessionTokens;
  let source: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-ingest-bucket-'));
    store = await startLocalArchive(path.join(dir, 'store'), { uploadsBucket: UPLOADS });
    const bucket = { ...store.settings, bucket: UPLOADS, region: 'us-east-1' };
    first = await startTestServer('postgres', {
      uploadsBucket: bucket,
      uploadsDir: path.join(dir, 'first'),
      ingestJobs: { sweepSeconds: 1, retryDelaySeconds: 1 },
    });
    second = await startPeer(first, {
      uploadsBucket: bucket,
      uploadsDir: path.join(dir, 'second'),
    });
    editor = await first.signIn('editor.cricket@vidsearch.example');
    // More than one of the bucket's 8 MB parts, so that it goes up in several.
    source = await grainySource(6);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await store?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('resumes on another process an upload begun on one, and ingests it from the bucket', async () => {
    expect(source.length).toBeGreaterThan(10 * MB);
    const onFirst = tusClient(
      () => first,
      () => editor.token,
    );
    const made = await onFirst.create(source.length, { filename: 'Quarter final.mp4' });
    expect(made.status).toBe(201);
    const location = made.headers.get('location')!;
    // One whole part and a piece of the next, then the connection is lost.
    const cut = 9 * MB;
    expect((await onFirst.patch(location, 0, source.subarray(0, cut))).status).toBe(204);

    // The next request reaches the other process, which knows where the upload stands.
    const onSecond = tusClient(
      () => second,
      () => editor.token,
    );
    const head = await fetch(new URL(location, second.url), {
      method: 'HEAD',
      headers: onSecond.tus(editor.token),
    });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('upload-offset'))).toBe(cut);
    const rest = await onSecond.patch(location, cut, source.subarray(cut));
    expect(rest.status).toBe(204);
    const assetId = rest.headers.get('asset-id')!;

    const ready = await onFirst.until(
      assetId,
      (a) => a.status === 'ready' || a.status === 'failed',
    );
    expect(ready.status, ready.ingest?.reason ?? '').toBe('ready');
    expect(ready).toMatchObject({ title: 'Quarter final', duration: 6 });
    expect(ready.ingest).toMatchObject({ fileSize: source.length, received: source.length });
    // The whole file is in the bucket under the upload's name; no process keeps a copy.
    const kept = await readdir(path.join(dir, 'store', UPLOADS), { recursive: true });
    expect(kept.some((name) => name.startsWith(location.split('/').pop()!))).toBe(true);
    // (The run lets its copy go just after it marks the asset ready.)
    for (const own of ['first', 'second'])
      await expect.poll(() => readdir(path.join(dir, own)).catch(() => [])).toEqual([]);
  }, 120_000);
});
