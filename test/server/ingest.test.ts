import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Asset,
  AssetKeyframes,
  ExportStatusItem,
  Page,
  PlayableResponse,
  SessionTokens,
} from '../../src/core/api/contract';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';
import { makeSource, tusClient } from './ingest-client';
import { probeExport } from './media-helpers';

const run = promisify(execFile);

describe.each(databaseKinds())('uploads and ingest on %s', (kind) => {
  let server: TestServer;
  let dir: string;
  let editor: SessionTokens;
  let source: Buffer;
  const cricket = tenantId('cricket');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-ingest-test-'));
    server = await startTestServer(kind, {
      // At most 4 times real time: long enough to see an ingest play before it ends.
      ingestReadRate: 4,
      ingestJobs: { sweepSeconds: 1, retryDelaySeconds: 1 },
      // Far shorter than a week: an upload left half-sent is given up within the test.
      uploadIdleSeconds: 6,
    });
    source = await readFile(await makeSource(dir, 'final.mov', 9));
    editor = await server.signIn('editor.cricket@vidsearch.example');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const { tus, create, patch, upload, asset, until } = tusClient(
    () => server,
    () => editor.token,
  );

  let readyId: string;

  it('takes a file resumed after a cut, plays it from its first segments, and makes it ready', async () => {
    const made = await create(source.length, {
      filename: 'Final_v_Kent.mov',
      matchDate: '2026-06-01',
    });
    expect(made.status).toBe(201);
    const location = made.headers.get('location')!;
    // The asset is listed at once, uploading, titled from the file's name.
    const list = await server.call<Page<Asset>>('GET', '/asset/v3/asset?sortMode=createdAt', {
      token: editor.token,
    });
    const listed = list.body.content.find((a) => a.title === 'Final v Kent')!;
    expect(listed).toMatchObject({ status: 'uploading', matchDate: '2026-06-01', clipCount: 0 });
    expect(listed.ingest).toMatchObject({ fileName: 'Final_v_Kent.mov', fileSize: source.length });

    // The connection drops after the first part; the client asks where to go on from.
    const half = Math.floor(source.length / 2);
    expect((await patch(location, 0, source.subarray(0, half))).status).toBe(204);
    const head = await fetch(new URL(location, `${server.url}/asset/v3/upload/`), {
      method: 'HEAD',
      headers: tus(editor.token),
    });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const rest = await patch(location, half, source.subarray(half));
    expect(rest.status).toBe(204);
    readyId = rest.headers.get('asset-id')!;
    expect(readyId).toBe(listed.id);

    // Playable while processing goes on: the master names two renditions, each a growing list.
    const playable = await until(readyId, (a) => !!a.ingest?.playable);
    expect(playable.status).toBe('processing');
    // The player is told, to say so: what is made so far plays, and more follows.
    const played = await server.call<PlayableResponse>('POST', '/middleware/playback/playable', {
      token: editor.token,
      body: { clips: [{ asset_id: readyId, offset: 0, duration: 4 }], format: 'MP4' },
    });
    expect(played.body.items[0]).toMatchObject({ format: 'HLS', processing: true });
    const master = await fetch(playable.media.hls!);
    expect(master.status).toBe(200);
    const text = await master.text();
    expect(text.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
    const variant = text.split('\n').find((l) => l.startsWith('v1/'))!;
    const rendition = await fetch(new URL(variant, playable.media.hls!));
    expect(rendition.status).toBe(200);
    expect(await rendition.text()).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    // Its stills come with its MP4: until then, a frame that says so in words, never an error.
    const still = await server.call('GET', `/asset/v3/thumbnail/timecode/${readyId}?t=1`, {
      token: editor.token,
    });
    expect(still.status).toBe(200);
    expect(still.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(still.headers.get('cache-control')).toBe('no-store');
    expect(String(still.body)).toContain('Being processed: the picture comes soon');

    const ready = await until(readyId, (a) => a.status === 'ready');
    expect(ready.duration).toBe(8);
    expect(ready.ingest).toMatchObject({ percent: 100, stage: null, reason: null, playable: true });
    const closed = await (await fetch(new URL(variant, ready.media.hls!))).text();
    expect(closed).toContain('#EXT-X-ENDLIST');
    // Keyframes on the segment boundaries, as the clip editor and exports need them.
    const keyframes = await server.call<AssetKeyframes>(
      'GET',
      `/asset/v3/asset/${readyId}/keyframes?format=HLS`,
      { token: editor.token },
    );
    expect(keyframes.body.keyframes.slice(0, 4)).toEqual([0, 2000, 4000, 6000]);
    const mp4Keyframes = await server.call<AssetKeyframes>(
      'GET',
      `/asset/v3/asset/${readyId}/keyframes`,
      { token: editor.token },
    );
    expect(mp4Keyframes.body.keyframes.map(Math.round)).toEqual([0, 2, 4, 6, 8]);
    // The MP4 proxy is a whole file ffprobe reads, with its sound.
    const mp4 = path.join(dir, 'proxy.mp4');
    await run('curl', ['-sf', '-o', mp4, ready.media.mp4!]);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,height',
      '-of',
      'csv=p=0',
      mp4,
    ]);
    expect(stdout.trim().split('\n').sort()).toEqual(['audio', 'video,360']);
  }, 120_000);

  it('refuses, in words, what it cannot take', async () => {
    const refused = async (response: Response) => ({
      status: response.status,
      ...((await response.json()) as { code: string; message: string }),
    });
    expect(await refused(await create(100, { filename: 'notes.pdf' }))).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
      message: expect.stringContaining('MP4, MOV, MXF, MKV or MPEG-TS'),
    });
    expect(await refused(await create(0, { filename: 'empty.mp4' }))).toMatchObject({
      status: 400,
      code: 'empty_file',
    });
    // Each tenant's own limit, in words: 20 GB unless its configuration says (events: 2 GB).
    const GB = 1024 ** 3;
    expect(await refused(await create(21 * GB, { filename: 'big.mp4' }))).toMatchObject({
      status: 413,
      code: 'too_large',
      message: 'The file is 21 GB; this library takes files up to 20 GB.',
    });
    const events = await server.signIn('editor.events@vidsearch.example');
    expect(
      await refused(await create(3 * GB, { filename: 'cam.mp4' }, events.token)),
    ).toMatchObject({
      status: 413,
      code: 'too_large',
      message: expect.stringContaining('up to 2 GB'),
    });
    // What the cricket library takes is taken; given up at once here, as a person would.
    const taken = await create(3 * GB, { filename: 'Whole day.mp4' });
    expect(taken.status).toBe(201);
    const givenUp = await fetch(new URL(taken.headers.get('location')!, server.url), {
      method: 'DELETE',
      headers: tus(editor.token),
    });
    expect(givenUp.status).toBe(204);
    expect(await refused(await create(100, {}))).toMatchObject({ status: 400, code: 'validation' });
    // Who may upload: editors and administrators, and a tenant's service key; not a viewer.
    expect((await create(100, { filename: 'a.mp4' }, null)).status).toBe(401);
    const viewer = await server.signIn('viewer@vidsearch.example');
    expect((await create(100, { filename: 'a.mp4' }, viewer.token)).status).toBe(403);
    // Another tenant's person does not find this tenant's upload.
    const made = await create(100, { filename: 'mine.mp4' });
    const rugby = await server.signIn('analyst@vidsearch.example', 'rugby-union');
    const probe = await fetch(
      new URL(made.headers.get('location')!, `${server.url}/asset/v3/upload/`),
      {
        method: 'HEAD',
        headers: tus(rugby.token),
      },
    );
    expect(probe.status).toBe(404);
  });

  it('fails a file that is not a video, and a duplicate, saying why', async () => {
    const junk = await upload(Buffer.alloc(4096, 7), 'holiday.mp4');
    const failed = await until(junk, (a) => a.status === 'failed');
    expect(failed.ingest!.reason).toMatch(/not one the library takes|could not be read/);
    // Trying again cannot make it a video: not offered, and refused.
    expect(failed.ingest!.retryable).toBe(false);
    const again = await server.call('POST', `/asset/v3/asset/${junk}/retry`, {
      token: editor.token,
    });
    expect(again.status).toBe(409);
    // Its stills say why there is no picture, on both of the API's still routes.
    for (const url of [
      `/asset/v3/thumbnail/timecode/${junk}?t=5`,
      `/middleware/playback/thumbnail/${junk}?ts=5&size=small`,
    ]) {
      const still = await server.call('GET', url, { token: editor.token });
      expect(still.status, url).toBe(200);
      expect(String(still.body), url).toContain('No picture: this video could not be processed');
    }
    // A collection of it cannot be exported, and says why in words.
    const collection = await server.call<{ id: string }>(
      'POST',
      `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
      {
        token: editor.token,
        body: {
          title: 'Holiday',
          clips: [{ asset_id: junk, offset: 0, duration: 1, stash: '{}' }],
        },
      },
    );
    const refused = await server.call('POST', `/middleware/publication/${cricket}/export/edl`, {
      token: editor.token,
      body: { playlistId: collection.body.id },
    });
    expect(refused.status).toBe(202);
    const exported = await (async () => {
      for (let i = 0; i < 100; i++) {
        const read = await server.call<{ status: string; reason: string | null }>(
          'GET',
          `/middleware/publication/${cricket}/exports/${(refused.body as { id: string }).id}`,
          { token: editor.token },
        );
        if (read.body.status === 'FAILURE') return read.body;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the export did not fail');
    })();
    expect(exported.reason).toBe(
      '“holiday” was not processed: try it again in the library, then export again.',
    );

    const twin = await upload(source, 'Final again.mov');
    const duplicate = await until(twin, (a) => a.status === 'failed');
    expect(duplicate.ingest).toMatchObject({
      duplicateOf: readyId,
      reason: 'This file is already in the library, as “Final v Kent”.',
    });
  }, 60_000);

  it('gives up an upload nothing comes for, and refuses the rest of it then', async () => {
    const made = await create(source.length, { filename: 'Left half-sent.mov' });
    const location = made.headers.get('location')!;
    expect((await patch(location, 0, source.subarray(0, 1000))).status).toBe(204);
    const [listed] = (
      await server.call<Page<Asset>>('GET', '/asset/v3/asset?text=Left%20half-sent', {
        token: editor.token,
      })
    ).body.content;
    const givenUp = await until(listed!.id, (a) => a.status === 'cancelled', 30_000);
    expect(givenUp.ingest!.received).toBe(1000);
    const late = await patch(location, 1000, source.subarray(1000));
    expect(late.status).toBeGreaterThanOrEqual(400);
  }, 60_000);

  it('cancels processing, and processes it again when asked', async () => {
    const other = await readFile(await makeSource(dir, 'second.mov', 12, 90));
    const id = await upload(other, 'Second innings.mov');
    await until(id, (a) => a.status === 'processing' && a.ingest?.stage === 'transcoding');
    const cancel = await server.call('POST', `/asset/v3/asset/${id}/cancel`, {
      token: editor.token,
    });
    expect(cancel.status).toBe(204);
    expect((await asset(id)).status).toBe('cancelled');
    // Nothing runs on for it: its ffmpeg is stopped (signalled at once; on a busy machine it
    // may take a moment to exit).
    const running = async () =>
      (await run('pgrep', ['-af', `vs-ingest-${id}`]).catch(() => ({ stdout: '' }))).stdout;
    await expect.poll(running, { timeout: 10_000 }).toBe('');
    expect(
      (await server.call('POST', `/asset/v3/asset/${id}/cancel`, { token: editor.token })).status,
    ).toBe(409);
    const again = await server.call('POST', `/asset/v3/asset/${id}/retry`, { token: editor.token });
    expect(again.status).toBe(204);
    const ready = await until(id, (a) => a.status === 'ready');
    expect(ready.duration).toBe(12);
    expect(ready.tenantId).toBe(cricket);
  }, 150_000);

  it('lets a library manager correct an asset, and says what deleting it takes before it does', async () => {
    const edit = (body: object, token = editor.token) =>
      server.call<Asset>('PATCH', `/asset/v3/asset/${readyId}`, { token, body });
    const renamed = await edit({ title: '  Final v Kent, day 2 ', matchDate: '2026-06-02' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Final v Kent, day 2', matchDate: '2026-06-02' });
    expect((await edit({ title: '   ' })).status).toBe(400);
    expect((await edit({})).status).toBe(400);
    // The match and series are the tenant's text asset categories; an empty value removes one.
    const described = await edit({ metadata: { match: ' Final v Kent ', series: 'County Cup' } });
    expect(described.body.metadata).toMatchObject({ match: 'Final v Kent', series: 'County Cup' });
    expect((await edit({ metadata: { series: '' } })).body.metadata).toEqual({
      match: 'Final v Kent',
    });
    const unknown = await edit({ metadata: { batter: 'Someone' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'validation', field: 'body.metadata.batter' });
    // The date has its own field.
    expect((await edit({ metadata: { match_date: '2026-06-02' } })).status).toBe(400);
    // Releasing to the public is an administrator's.
    expect(((await edit({ public: true })).body as unknown as { code: string }).code).toBe(
      'role_forbidden',
    );

    // A clip on it, in a collection.
    const data = await server.call('PUT', '/middleware/search/data', {
      token: editor.token,
      body: {
        clips: [
          {
            id: 'uploaded-clip-1',
            assetId: readyId,
            offset: 2,
            duration: 4,
            payload: [{ category: 'batter', value: 'Uploaded Batter' }],
          },
        ],
      },
    });
    expect(data.status).toBe(200);
    const collection = await server.call<{ id: string }>(
      'POST',
      `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
      {
        token: editor.token,
        body: {
          title: 'Uploaded reel',
          clips: [{ asset_id: readyId, offset: 2, duration: 4, stash: '{}' }],
        },
      },
    );
    expect(collection.status).toBe(201);
    const usage = await server.call('GET', `/asset/v3/asset/${readyId}/usage`, {
      token: editor.token,
    });
    expect(usage.body).toEqual({ clips: 1, collections: 1 });

    // An MP4 export of a clip of it, which ffprobe reads whole, with its sound.
    const publication = `/middleware/publication/${cricket}`;
    const started = await server.call<ExportStatusItem>('POST', `${publication}/export/video`, {
      token: editor.token,
      body: { playlistId: collection.body.id },
    });
    expect(started.status).toBe(202);
    const exported = async () =>
      (
        await server.call<ExportStatusItem>('GET', `${publication}/exports/${started.body.id}`, {
          token: editor.token,
        })
      ).body;
    await expect.poll(async () => (await exported()).status, { timeout: 60_000 }).toBe('SUCCESS');
    const download = await server.call('GET', new URL((await exported()).downloadURL!).pathname, {
      token: editor.token,
    });
    const file = path.join(dir, 'uploaded-export.mp4');
    await writeFile(file, download.bytes);
    const probe = await probeExport(file);
    expect(probe.video.codec).toBe('h264');
    expect(probe.audio.codec).toBe('aac');
    expect(Math.abs(probe.duration - 4)).toBeLessThanOrEqual(0.1);

    const found = () =>
      server.call<{ total: number }>('POST', '/middleware/search/search', {
        token: editor.token,
        body: { query: 'batter:"Uploaded Batter"' },
      });
    expect((await found()).body.total).toBe(1);
    const deleted = await server.call('DELETE', `/asset/v3/asset/${readyId}`, {
      token: editor.token,
    });
    expect(deleted.status).toBe(204);
    expect(
      (await server.call('GET', `/asset/v3/asset/${readyId}`, { token: editor.token })).status,
    ).toBe(404);
    expect((await found()).body.total).toBe(0);
    const reel = await server.call<{ clips: unknown[] }>(
      'GET',
      `/middleware/playlists/tenants/${cricket}/playlists/${collection.body.id}`,
      { token: editor.token },
    );
    expect(reel.body.clips).toEqual([]);
    // Its renditions and its source went with it.
    const media = server.booted.app.config.mediaDir;
    await expect(readFile(path.join(media, 'uploads', readyId, 'video.mp4'))).rejects.toThrow();
  });
});
