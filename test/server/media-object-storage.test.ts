import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Asset, ExportStatusItem, Page, Playlist } from '../../src/core/api/contract';
import { configFromEnvironment } from '../../server/config';
import { startLocalArchive, type LocalArchive } from '../../server/exports/renderers/local-archive';
import { mediaCatalogue, TEST_MEDIA } from '../../server/media/catalogue';
import { contentTypeOf } from '../../server/media/content-types';
import { S3MediaStorage, type S3MediaSettings } from '../../server/media/s3-storage';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';
import { jpegSize, unzip } from './media-helpers';

const BUCKET = 'vs-media';

/**
 * The seed's media under `dir`, as paths relative to it: only the seed's own items, not the
 * stills cut since nor what other tests' servers wrote there (uploads, live matches: thousands
 * of files and gigabytes that nothing here reads).
 */
async function seedMediaUnder(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const { key } of mediaCatalogue(TEST_MEDIA)) {
    const entries = await readdir(path.join(dir, key), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (entry.isFile()) files.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
    }
  }
  return files;
}

/**
 * Media on object storage (MEDIA_STORAGE=s3) through the whole server, against s3rver on
 * loopback: players and downloads are sent to signed addresses of the bucket, thumbnails and
 * exports are kept there, and nothing is streamed through the server.
 */
describe.each(databaseKinds())('media on object storage, on %s', (kind) => {
  let dir: string;
  let store: LocalArchive;
  let settings: S3MediaSettings;
  let server: TestServer;
  let storage: S3MediaStorage;
  let token: string;
  let match: Asset;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-media-s3-'));
    store = await startLocalArchive(path.join(dir, 'store'), { mediaBucket: BUCKET });
    settings = {
      ...store.settings,
      bucket: BUCKET,
      prefix: 'club/',
      region: 'us-east-1',
      urlTtlSeconds: 600,
    };
    storage = new S3MediaStorage(settings);
    // The shared test media, as a first process would have put it there with ffmpeg.
    const mediaDir = inject('mediaDir');
    for (const file of await seedMediaUnder(mediaDir)) {
      await storage.client.send(
        new PutObjectCommand({
          Bucket: BUCKET,
          Key: `club/media/${file.split(path.sep).join('/')}`,
          Body: await readFile(path.join(mediaDir, file)),
          ContentType: contentTypeOf(file),
        }),
      );
    }
    server = await startTestServer(kind, { mediaStorage: settings, s3: store.settings });
    token = (await server.signIn('viewer@vidsearch.example')).token;
    const assets = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=100', { token });
    match = assets.body.content.find((a) => a.kind === 'video')!;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    storage?.client.destroy();
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

  /** The signed bucket address the server sends the client to. */
  async function redirected(url: string): Promise<string> {
    const answer = await server.call('GET', url, { token });
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location')!;
    expect(location.startsWith(`${store.settings.endpoint}/${BUCKET}/club/`)).toBe(true);
    expect(location).toMatch(/X-Amz-Signature=/);
    return location;
  }

  it('sends players to a signed address of the MP4 in the bucket, which reads by range', async () => {
    const location = await redirected(pathOf(match.media.mp4!));
    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    // A page of any origin may read it: the signature is the permission.
    const preflight = await fetch(location, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(
      /^(\*|https:\/\/partner\.example)$/,
    );
    // For as long as the server's own media addresses last.
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('600');
  });

  it('gives an HLS playlist whose segments are signed addresses in the bucket', async () => {
    const playlist = await server.call('GET', pathOf(match.media.hls!));
    expect(playlist.status).toBe(200);
    const segments = String(playlist.body)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments) {
      expect(segment.startsWith(`${store.settings.endpoint}/${BUCKET}/club/media/`)).toBe(true);
    }
    const first = await fetch(segments[0]!);
    expect(first.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await first.arrayBuffer())[0]).toBe(0x47);
  });

  it('cuts a thumbnail once and keeps it in the bucket for every process', async () => {
    const url = `/asset/v3/thumbnail/timecode/${match.id}?t=7&w=160&h=90`;
    const location = await redirected(url);
    const image = await fetch(location);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 160, height: 90 });
    const kept = await storage.client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'club/media/thumbs/' }),
    );
    expect((kept.Contents ?? []).map((o) => o.Key)).toContain(
      `club/media/thumbs/${new URL(location).pathname.split('/club/media/thumbs/')[1]}`,
    );
    expect(await redirected(url)).toContain('/club/media/thumbs/');
  });

  it('lets the app’s pages read media from the bucket, and nowhere else new', async () => {
    const page = await server.call('GET', '/');
    const policy = page.headers.get('content-security-policy') ?? '';
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*${store.settings.endpoint}`));
    }
    expect(policy).toContain("script-src 'self';");
  });

  it('is chosen by MEDIA_STORAGE=s3, with a clear word for what is missing', async () => {
    const env = { DATA_DIR: server.booted.app.config.dataDir, JWT_SECRET: 'x'.repeat(32) };
    const chosen = await configFromEnvironment({
      ...env,
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_PREFIX: 'club/',
      S3_ENDPOINT: store.settings.endpoint!,
    });
    expect(chosen.mediaStorage).toMatchObject({
      bucket: BUCKET,
      prefix: 'club/',
      endpoint: store.settings.endpoint,
      forcePathStyle: true,
    });
    expect((await configFromEnvironment(env)).mediaStorage).toBeUndefined();
    const refused = (extra: Record<string, string>) =>
      configFromEnvironment({ ...env, MEDIA_STORAGE: 's3', S3_USE_AWS: '1', ...extra });
    await expect(refused({ MEDIA_STORAGE: 'ftp' })).rejects.toThrow(/MEDIA_STORAGE must be/);
    await expect(refused({ S3_USE_AWS: '0' })).rejects.toThrow(/needs S3_ENDPOINT/);
    await expect(refused({ MEDIA_S3_BUCKET: 'No_Such' })).rejects.toThrow(/MEDIA_S3_BUCKET/);
    await expect(refused({ MEDIA_S3_BUCKET: BUCKET, MEDIA_S3_PREFIX: '../x' })).rejects.toThrow(
      /MEDIA_S3_PREFIX/,
    );
  });

  it('keeps an export in the bucket and downloads it from there under its name', async () => {
    const images = tenantId('images');
    const editor = (await server.signIn('editor.images@vidsearch.example')).token;
    const assets = await server.booted.app.db.query<{ id: string }>(
      'SELECT id FROM assets WHERE tenant_id = $1 ORDER BY id LIMIT 2',
      [images],
    );
    const made = await server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${images}/users/me/playlists`,
      {
        token: editor,
        body: {
          title: 'Pícks',
          clips: assets.map((a) => ({
            asset_id: a.id,
            offset: 0,
            duration: 1,
            stash: JSON.stringify({ payload: [] }),
          })),
        },
      },
    );
    const started = await server.call<ExportStatusItem>(
      'POST',
      `/middleware/publication/${images}/export/img-collections`,
      { token: editor, body: { playlistId: made.body.id } },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const read = async () =>
      (
        await server.call<ExportStatusItem>(
          'GET',
          `/middleware/publication/${images}/exports/${started.body.id}`,
          { token: editor },
        )
      ).body;
    await expect.poll(async () => (await read()).status, { timeout: 60_000 }).toBe('SUCCESS');
    const location = await redirected(pathOf((await read()).downloadURL!));
    expect(location).toContain('/club/exports/');
    const zip = await fetch(location);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain("filename*=UTF-8''P%C3%ADcks.zip");
    const entries = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect([...entries.keys()]).toHaveLength(3);
  });
});
