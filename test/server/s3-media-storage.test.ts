import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../server/http/content-disposition';
import { startLocalArchive, type LocalArchive } from '../../server/exports/renderers/local-archive';
import { S3MediaStorage } from '../../server/media/s3-storage';

/** Media on S3-compatible storage (s3rver on loopback), as several processes share it. */
describe('S3 media storage', () => {
  let dir: string;
  let store: LocalArchive;
  let storage: S3MediaStorage;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-s3-media-'));
    store = await startLocalArchive(path.join(dir, 'store'), { mediaBucket: 'media' });
    storage = new S3MediaStorage({
      ...store.settings,
      bucket: 'media',
      prefix: 'media/',
      region: 'us-east-1',
      urlTtlSeconds: 60,
    });
  });
  afterAll(async () => {
    storage?.client.destroy();
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

  it('hands out signed addresses that read the object for a while', async () => {
    const local = path.join(dir, 'clip.txt');
    await writeFile(local, 'frames');
    await storage.put('match-1/clip.txt', local);
    const url = await storage.locate('match-1/clip.txt');
    // s3rver checks an address's expiry but not its signature (the real stores check both).
    expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    expect(await (await fetch(url)).text()).toBe('frames');
    expect((await fetch(url.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=0'))).status).toBe(403);
    const disposition = contentDisposition('Mý "reel".txt');
    const download = await fetch(await storage.signedUrl('match-1/clip.txt', disposition));
    expect(download.headers.get('content-disposition')).toBe(disposition);
    // Objects keep their media type, so a player given the address reads them as what they are.
    const still = path.join(dir, 'image.jpg');
    await writeFile(still, 'not really a jpeg');
    await storage.put('image-1/image.jpg', still);
    const image = await fetch(await storage.signedUrl('image-1/image.jpg'));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('removes objects, and removing one that is gone is no error', async () => {
    const local = path.join(dir, 'gone.txt');
    await writeFile(local, 'x');
    await storage.put('match-1/gone.txt', local);
    await storage.remove('match-1/gone.txt');
    expect(await storage.stat('match-1/gone.txt')).toBeNull();
    await storage.remove('match-1/gone.txt');
  });

  it('removes a folder of objects, and nothing beside it', async () => {
    for (const key of [
      'uploads/a/hls/v0/seg_00000.ts',
      'uploads/a/video.mp4',
      'uploads/ab/video.mp4',
    ]) {
      const local = path.join(dir, 'part.bin');
      await writeFile(local, key);
      await storage.put(key, local);
    }
    await storage.removeFolder('uploads/a');
    expect(await storage.stat('uploads/a/hls/v0/seg_00000.ts')).toBeNull();
    expect(await storage.stat('uploads/a/video.mp4')).toBeNull();
    expect(await storage.stat('uploads/ab/video.mp4')).toMatchObject({ size: 20 });
    await storage.removeFolder('uploads/a');
  });

  it('refuses keys that could leave its prefix', async () => {
    await expect(storage.stat('../secret')).rejects.toThrow(/Invalid media key/);
    expect(() => storage.read('/etc/passwd')).toThrow(/Invalid media key/);
  });
});
