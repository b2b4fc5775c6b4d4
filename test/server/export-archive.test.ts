import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRICKET_ARCHIVE } from '../../src/tenants/operations';
import { startLocalArchive, type LocalArchive } from '../../server/exports/renderers/local-archive';
import { ended, exportSession, type ExportSession } from './export-helpers';
import { databaseKinds, startTestServer, type TestServer } from './helpers';
import { probeExport } from './media-helpers';
import { DRAFT_MP4_ENCODING } from '../../server/exports/renderers/mp4-command';

/** What the test server's exports are encoded at (test/server/helpers.ts). */
const DRAFT_VIDEO = {
  width: DRAFT_MP4_ENCODING.width,
  height: DRAFT_MP4_ENCODING.height,
  fps: DRAFT_MP4_ENCODING.fps,
};

/** MP4 to S3 (SPEC §9), delivered to s3rver on loopback, as the tenant's bucket and path say. */
describe.each(databaseKinds())('archive exports on %s', (kind) => {
  let dir: string;
  let store: LocalArchive;
  let s3: S3Client;
  let server: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-s3-'));
    // The store `npm start` runs without S3 settings, with every tenant's archive bucket.
    store = await startLocalArchive(path.join(dir, 'store'));
    const settings = store.settings;
    s3 = new S3Client({
      ...settings,
      region: CRICKET_ARCHIVE.region,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    server = await startTestServer(kind, {
      s3: settings,
      // A render that shares two busy cores with the whole suite can miss beats for seconds:
      // this file is not about handing back stalled runs (exports.test.ts is).
      exportJobs: { keepSeconds: 3600, sweepSeconds: 1, retryDelaySeconds: 1, staleSeconds: 60 },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    s3?.destroy();
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The object at an `s3://bucket/key` address, written to a file. */
  async function fetchObject(address: string): Promise<string> {
    const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(address);
    expect(match, address).not.toBeNull();
    const object = await s3.send(new GetObjectCommand({ Bucket: match![1], Key: match![2] }));
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.mp4`);
    await writeFile(file, await object.Body!.transformToByteArray());
    return file;
  }

  async function deliver(session: ExportSession, title: string) {
    const collection = await session.createCollection(
      [session.clip(0, 1, 2, 'Kohli'), session.clip(1, 3, 1.5, 'Smith')],
      title,
    );
    const started = await session.start('mp4-s3', { playlistId: collection });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ category: 'render:mp4-s3', fileName: `${title}.mp4` });
    const progress: number[] = [];
    const done = await session.until(started.body.id, (item) => {
      progress.push(item.progress);
      return ended(item);
    });
    return { started: started.body, done, progress };
  }

  it('renders the MP4 and uploads it to the bucket under the path, its {datetime} filled', async () => {
    const cricket = await exportSession(server, 'cricket');
    const { started, done, progress } = await deliver(cricket, 'Archive reel');
    // Nothing is kept here, so nothing expires here.
    expect(done).toMatchObject({
      status: 'DELIVERED',
      progress: 100,
      files: [],
      reason: null,
      expiryDate: null,
    });
    // The time the export was asked for, to the second, in a key every store takes.
    const stamp = started.createdAt.replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-');
    expect(done.deliveredTo).toBe(
      `s3://${CRICKET_ARCHIVE.bucket}/exports/${stamp}/Archive reel.mp4`,
    );
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);

    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: CRICKET_ARCHIVE.bucket, Prefix: 'exports/' }),
    );
    expect(listed.Contents?.map((o) => o.Key)).toContain(`exports/${stamp}/Archive reel.mp4`);
    const probe = await probeExport(await fetchObject(done.deliveredTo!));
    expect(probe).toMatchObject({
      video: { codec: 'h264', ...DRAFT_VIDEO },
      audio: { codec: 'aac', sampleRate: 44_100, channels: 2 },
      moovBeforeMdat: true,
    });
    // Encoded at SPEC §9’s 320 kb/s (a tone needs less), not copied at the seed’s 64.
    expect(probe.audio.bitRate).toBeGreaterThan(128_000);
    // Cricket plays HLS: each clip trimmed by 0.01 s (SPEC §9).
    expect(Math.abs(probe.duration - (3.5 - 0.02))).toBeLessThanOrEqual(1 / DRAFT_VIDEO.fps + 0.03);
  }, 240_000);

  it('keeps the test tenant’s sound as it is (copied, not encoded)', async () => {
    const lab = await exportSession(server, 'cricket-test');
    const { done } = await deliver(lab, 'Lab reel');
    expect(done.status, done.reason ?? '').toBe('DELIVERED');
    const probe = await probeExport(await fetchObject(done.deliveredTo!));
    expect(probe.video).toMatchObject({ codec: 'h264', ...DRAFT_VIDEO });
    // The seed's sound is AAC at 64 kb/s; SPEC §9's encode would be 320.
    expect(probe.audio).toMatchObject({ codec: 'aac', channels: 2 });
    expect(probe.audio.bitRate).toBeLessThan(100_000);
    expect(Math.abs(probe.duration - 3.5)).toBeLessThanOrEqual(0.06);
  }, 240_000);
});
