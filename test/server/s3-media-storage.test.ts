import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3MediaStorage } from '../../server/media/s3-storage';

/** Media on S3-compatible storage (s3rver on loopback), as several processes share it. */
describe('S3 media storage', () => {
  let dir: string;
  let store: S3rver;
  let storage: S3MediaStorage;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-s3-media-'));
    store = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 'store'),
      configureBuckets: [{ name: 'media' }],
    });
    const { port } = await store.run();
    storage = new S3MediaStorage({
      bucket: 'media',
      prefix: 'media/',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      urlTtlSeconds: 60,
    });
  });
  afterAll(async () => {
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('moves a file in, reads it whole and by range, and says nothing of what is not there', async () => {
    const local = path.join(dir, 'still.txt');
    await writeFile(local, '0123456789abcdef');
    await storage.put('match-1/stills/1.txt', local);
    // Moved, as the local store does: the working copy is gone.
    expect(existsSync(local)).toBe(false);
    expect(await storage.stat('match-1/stills/1.txt')).toMatchObject({ size: 16 });
    expect(await text(storage.read('match-1/stills/1.txt'))).toBe('0123456789abcdef');
    expect(await text(storage.read('match-1/stills/1.txt', { start: 4, end: 7 }))).toBe('4567');
    expect(await storage.stat('match-1/stills/2.txt')).toBeNull();
    await expect(text(storage.read('match-1/stills/2.txt'))).rejects.toThrow();
  });

  it('hands out signed addresses that read the object, and refuses one that was changed', async () => {
    const local = path.join(dir, 'clip.txt');
    await writeFile(local, 'frames');
    await storage.put('match-1/clip.txt', local);
    const url = await storage.locate('match-1/clip.txt');
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(await (await fetch(url)).text()).toBe('frames');
    const forged = url.replace('match-1/clip.txt', 'match-1/other.txt');
    expect((await fetch(forged)).status).toBeGreaterThanOrEqual(400);
    const download = await fetch(await storage.signedUrl('match-1/clip.txt', 'My "reel".txt'));
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="My _reel_.txt"',
    );
  });

  it('removes objects, and removing one that is gone is no error', async () => {
    const local = path.join(dir, 'gone.txt');
    await writeFile(local, 'x');
    await storage.put('match-1/gone.txt', local);
    await storage.remove('match-1/gone.txt');
    expect(await storage.stat('match-1/gone.txt')).toBeNull();
    await storage.remove('match-1/gone.txt');
  });

  it('refuses keys that could leave its prefix', async () => {
    await expect(storage.stat('../secret')).rejects.toThrow(/Invalid media key/);
    expect(() => storage.read('/etc/passwd')).toThrow(/Invalid media key/);
  });
});
