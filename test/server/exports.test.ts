import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExportStatusItem,
  ExportStatusPage,
  Playlist,
  PlaylistClip,
  SessionTokens,
} from '../../src/core/api/contract';
import {
  DRAFT_MP4_ENCODING,
  MP4_ENCODING,
  type Mp4Encoding,
} from '../../server/exports/renderers/mp4-command';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';
import { grayFrame, probeExport } from './media-helpers';

const run = promisify(execFile);

interface Case {
  kind: ReturnType<typeof databaseKinds>[number];
  encoding: Mp4Encoding;
  label: string;
  /** Every test, or only the render. */
  all: boolean;
}

const CASES: Case[] = [
  // A small picture read at twice real time: renders last long enough to cancel or stall.
  ...databaseKinds().map((kind) => ({
    kind,
    encoding: { ...DRAFT_MP4_ENCODING, readRate: 2 },
    label: 'a draft encoding',
    all: true,
  })),
  // SPEC §9's broadcast encoding, proved once: the render and what it made.
  { kind: 'pglite', encoding: MP4_ENCODING, label: 'SPEC §9’s encoding', all: false },
];

describe.each(CASES)('exports on $kind at $label', ({ kind, encoding, all }) => {
  // 1080p at 50 fps and x264's default preset takes a minute or more on two busy cores.
  const renderWaitMs = encoding === MP4_ENCODING ? 180_000 : 60_000;
  let server: TestServer;
  let editor: SessionTokens;
  let other: SessionTokens;
  let matchIds: string[];
  let bumper: { id: string; duration: number };
  let items: PlaylistClip[];
  let collectionId: string;
  let rendered: ExportStatusItem;
  const cricket = tenantId('cricket');
  const publication = `/middleware/publication/${cricket}`;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      exportEncoding: encoding,
      // A run is stale after 60 s without a beat, not 15: a render sharing two busy cores with
      // the suite can miss beats for seconds. The stalled-run test sets its beat an hour back.
      exportJobs: { keepSeconds: 3600, sweepSeconds: 1, retryDelaySeconds: 1, staleSeconds: 60 },
    });
    editor = await server.signIn('editor.cricket@vidsearch.example');
    other = await server.signIn('admin.cricket@vidsearch.example');
    const rows = await server.booted.app.db.query<{ id: string; kind: string; duration: number }>(
      'SELECT id, kind, duration FROM assets WHERE tenant_id = $1 ORDER BY id',
      [cricket],
    );
    matchIds = rows.filter((r) => r.kind === 'video').map((r) => r.id);
    bumper = rows.find((r) => r.kind === 'bumper')!;
    items = [
      clip(0, 1, 2, 'Kohli'),
      { asset_id: bumper.id, offset: 0, duration: bumper.duration, stash: '{}' },
      // The broadcast encoding renders a first clip and the bumper: enough to prove it, and a
      // minute's work less on two cores.
      ...(all ? [clip(1, 3, 1.5, 'Smith'), clip(0, 6, 2.5, 'Root')] : []),
    ];
    collectionId = await createCollection(items);
  }, 120_000);
  afterAll(() => server?.close());

  function clip(asset: number, offset: number, duration: number, batter: string): PlaylistClip {
    const payload = [{ category: 'batter', value: batter, startTime: 0, endTime: 0 }];
    return { asset_id: matchIds[asset]!, offset, duration, stash: JSON.stringify({ payload }) };
  }

  async function createCollection(clips: PlaylistClip[], title = 'Final overs'): Promise<string> {
    const made = await server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
      { token: editor.token, body: { title, clips } },
    );
    expect(made.status).toBe(201);
    return made.body.id;
  }

  /** The collection's length, in seconds. */
  const total = () => items.reduce((sum, item) => sum + item.duration, 0);

  const start = (exportAs: string, body: object, token = editor.token) =>
    server.call<ExportStatusItem>('POST', `${publication}/export/${exportAs}`, { token, body });

  async function until(
    id: string,
    done: (item: ExportStatusItem) => boolean,
    timeoutMs = 60_000,
  ): Promise<ExportStatusItem> {
    const ends = Date.now() + timeoutMs;
    for (;;) {
      const read = await server.call<ExportStatusItem>('GET', `${publication}/exports/${id}`, {
        token: editor.token,
      });
      if (done(read.body)) return read.body;
      if (Date.now() > ends) throw new Error(`export ${id} is ${JSON.stringify(read.body)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it(
    'renders an MP4 of the collection, bumper in place, as the server encodes it',
    async () => {
      const started = await start('video', { playlistId: collectionId });
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({
        status: 'QUEUED',
        category: 'render:video',
        fileName: 'Final overs.mp4',
        duration: total(),
        downloadURL: null,
      });
      const seen = new Set<string>();
      const done = await until(
        started.body.id,
        (item) => {
          seen.add(item.status);
          return item.status === 'SUCCESS' || item.status === 'FAILURE';
        },
        renderWaitMs,
      );
      expect(done).toMatchObject({ status: 'SUCCESS', progress: 100, reason: null });
      expect(seen.has('STARTED') || seen.has('PENDING') || seen.has('QUEUED')).toBe(true);
      expect(new Date(done.expiryDate!).getTime()).toBeGreaterThan(Date.now() + 3000_000);
      expect(done.files).toHaveLength(1);
      rendered = done;

      const download = await fetch(done.downloadURL!);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('video/mp4');
      expect(download.headers.get('content-disposition')).toContain('filename="Final overs.mp4"');
      const dir = await mkdtemp(path.join(os.tmpdir(), 'vs-export-test-'));
      try {
        const file = path.join(dir, 'export.mp4');
        await writeFile(file, Buffer.from(await download.arrayBuffer()));
        const probe = await probeExport(file);
        // The cricket tenant plays HLS: each clip is trimmed by 0.01 s (SPEC §9).
        const expected = total() - items.length * 0.01;
        expect(probe).toMatchObject({
          video: {
            codec: 'h264',
            width: encoding.width,
            height: encoding.height,
            fps: encoding.fps,
          },
          audio: { codec: 'aac', sampleRate: 44_100, channels: 2 },
          moovBeforeMdat: true,
        });
        expect(Math.abs(probe.duration - expected)).toBeLessThanOrEqual(1 / encoding.fps + 0.03);

        // The tenant's mark (bottom right, 5% wide, 2% in) changes the picture where it sits,
        // and only there: compare with the source at the same moment, both scaled to 1920x1080.
        const exported = await grayFrame(file, 0.5);
        const source = await server.booted.app.media.storage.locate(
          (
            await server.booted.app.db.query<{ files: { mp4: string } }>(
              'SELECT m.files FROM assets a JOIN media m ON m.key = a.media_key WHERE a.id = $1',
              [matchIds[0]],
            )
          )[0]!.files.mp4,
        );
        const original = await grayFrame(source, 1.5);
        const difference = (x0: number, y0: number) => {
          let sum = 0;
          for (let y = y0; y < y0 + 30; y++)
            for (let x = x0; x < x0 + 80; x++)
              sum += Math.abs(exported[y * 1920 + x]! - original[y * 1920 + x]!);
          return sum / (30 * 80);
        };
        const markX = 1920 - 38 - 96;
        const markY = 1080 - 38 - 40;
        expect(difference(markX + 8, markY + 5)).toBeGreaterThan(20);
        expect(difference(40, 40)).toBeLessThan(12);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    2 * renderWaitMs,
  );

  if (all)
    it('serves a download in byte ranges, and refuses a link whose signature is wrong', async () => {
      const done = rendered;
      const part = await fetch(done.downloadURL!, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      const forged = done.downloadURL!.replace(/sig=[^&]+/, 'sig=AAAA');
      expect((await fetch(forged)).status).toBe(401);
      const otherFile = done.downloadURL!.replace('/files/0?', '/files/1?');
      expect((await fetch(otherFile)).status).toBe(401);
    });

  if (all)
    it('writes a CMX 3600 EDL and an OpenTimelineIO timeline of the same cuts', async () => {
      const started = await start('edl', {
        playlistId: collectionId,
        fileName: 'Edit: final/overs',
      });
      expect(started.status).toBe(202);
      const done = await until(started.body.id, (i) => i.status === 'SUCCESS');
      expect(done.files.map((f) => f.name)).toEqual([
        'Edit final overs.edl',
        'Edit final overs.otio',
      ]);
      const edl = await (await fetch(done.files[0]!.url)).text();
      const lines = edl.split('\r\n');
      expect(lines[0]).toBe('TITLE: Final overs');
      expect(lines[1]).toBe('FCM: NON-DROP FRAME');
      const events = lines.filter((l) => /^\d{3}\s/.test(l));
      expect(events).toHaveLength(4);
      for (const [i, line] of events.entries()) {
        expect(line).toMatch(
          /^(\d{3}) {2}([A-Z0-9]{1,8}) *AA\/V {2}C {8}(\d\d:\d\d:\d\d:\d\d) (\d\d:\d\d:\d\d:\d\d) (\d\d:\d\d:\d\d:\d\d) (\d\d:\d\d:\d\d:\d\d)$/,
        );
        expect(line.slice(0, 3)).toBe(String(i + 1).padStart(3, '0'));
      }
      // Source in of the first clip: 1 s at 25 fps; record from 01:00:00:00.
      expect(events[0]).toContain('00:00:01:00 00:00:03:00 01:00:00:00 01:00:02:00');
      expect(edl).toMatch(/\* FROM CLIP NAME: .+ · Kohli\r\n/);
      expect(edl).toMatch(/\* SOURCE FILE: .+video\.mp4\)/);
      const otio = JSON.parse(await (await fetch(done.files[1]!.url)).text());
      expect(otio.OTIO_SCHEMA).toBe('Timeline.1');
      const videoTrack = otio.tracks.children[0];
      expect(videoTrack.children).toHaveLength(4);
      const url = videoTrack.children[0].media_reference.target_url as string;
      expect((await fetch(url, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    });

  if (all)
    it('makes an EDL at once while renders fill every render slot', async () => {
      const long = await createCollection(
        Array.from({ length: 12 }, (_, i) => clip(i % 2, 0, 11, `Batter ${i}`)),
        'Busy reel',
      );
      // Two renders run (a process's render slots), a third waits behind them.
      const renders = [];
      for (let i = 0; i < 3; i++) renders.push((await start('video', { playlistId: long })).body);
      for (const render of renders.slice(0, 2))
        await until(render.id, (i) => i.status === 'STARTED');
      const edl = await start('edl', { playlistId: collectionId });
      expect((await until(edl.body.id, (i) => i.status === 'SUCCESS', 15_000)).files).toHaveLength(
        2,
      );
      expect((await until(renders[2]!.id, () => true)).status).toBe('QUEUED');
      for (const { id } of renders)
        await server.call('POST', `${publication}/exports/${id}/cancel`, { token: editor.token });
    });

  if (all)
    it('cancels a running export: its ffmpeg stops and nothing is kept', async () => {
      const long = await createCollection(
        Array.from({ length: 12 }, (_, i) => clip(i % 2, 0, 11, `Batter ${i}`)),
        'Long reel',
      );
      const started = await start('video', { playlistId: long });
      await until(started.body.id, (i) => i.status === 'STARTED' && i.progress > 0);
      const cancelled = await server.call<ExportStatusItem>(
        'POST',
        `${publication}/exports/${started.body.id}/cancel`,
        { token: editor.token },
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'REVOKED', reason: 'Cancelled.' });
      // No ffmpeg of this export runs on: none writes into its work folder (named by the export;
      // other tests' exports may be rendering meanwhile).
      const itsFfmpeg = `vs-export-${started.body.id}-.*export.mp4`;
      await expect
        .poll(
          async () =>
            (await run('pgrep', ['-fc', itsFfmpeg]).catch(() => ({ stdout: '0' }))).stdout.trim(),
          { timeout: 10_000 },
        )
        .toBe('0');
      await new Promise((r) => setTimeout(r, 1500));
      const after = await until(started.body.id, () => true);
      expect(after).toMatchObject({ status: 'REVOKED', files: [] });
      const again = await server.call('POST', `${publication}/exports/${started.body.id}/cancel`, {
        token: editor.token,
      });
      expect(again.status).toBe(409);

      // Retry runs it again from the start.
      const retried = await server.call<ExportStatusItem>(
        'POST',
        `${publication}/exports/${started.body.id}/retry`,
        { token: editor.token },
      );
      expect(retried.status).toBe(200);
      expect(retried.body.status).toBe('QUEUED');
      await server.call('POST', `${publication}/exports/${started.body.id}/cancel`, {
        token: editor.token,
      });
    });

  if (all)
    it('hands back a run whose heartbeat stalled in a live server, and runs it again to the end', async () => {
      const reel = await createCollection(
        // 8 s, rendered in 4: long enough to be stalled mid-run, and run again to the end.
        Array.from({ length: 2 }, (_, i) => clip(i, 0, 4, `Batter ${i}`)),
        'Stalled reel',
      );
      const { id } = (await start('video', { playlistId: reel })).body;
      await until(id, (i) => i.status === 'STARTED' && i.progress > 0);
      // As if this process had stopped beating for longer than a run may (a blocked machine).
      // Its beats keep coming, so the heartbeat is set back just before each sweep.
      const { db } = server.booted.app;
      const status = async () =>
        (await db.query<{ status: string }>('SELECT status FROM exports WHERE id = $1', [id]))[0]!
          .status;
      for (let i = 0; i < 50 && ['PENDING', 'STARTED'].includes(await status()); i++) {
        await db.query(
          `UPDATE exports SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`,
          [id],
        );
        await server.booted.app.exports.worker.sweep();
      }
      expect(await status()).toBe('RETRY');
      // The stalled run stops on its next beat; a new job runs the export again, to the end.
      const done = await until(id, (i) => ['SUCCESS', 'FAILURE'].includes(i.status), 150_000);
      expect(done.status).toBe('SUCCESS');
      expect(done.files).toHaveLength(1);
    }, 240_000);

  if (all)
    it('lists the caller’s exports newest first, with pages linked to follow', async () => {
      const first = await server.call<ExportStatusPage>(
        'GET',
        `${publication}/status?category=render:&limit=2`,
        { token: editor.token },
      );
      expect(first.status).toBe(200);
      expect(first.body.results).toHaveLength(2);
      expect(first.body.links.next).toBeNull();
      const all = await server.call<ExportStatusPage>('GET', `${publication}/status?limit=100000`, {
        token: editor.token,
      });
      const created = all.body.results.map((r) => r.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
      expect(all.body.results.every((r) => r.email === 'editor.cricket@vidsearch.example')).toBe(
        true,
      );
      const edl = await server.call<ExportStatusPage>(
        `GET`,
        `${publication}/status?category=render:edl`,
        {
          token: editor.token,
        },
      );
      // The EDLs of this file's tests, and nothing else.
      expect(edl.body.results.length).toBeGreaterThan(0);
      expect(edl.body.results.every((r) => r.category === 'render:edl')).toBe(true);
    });

  if (all)
    it('refuses what cannot be exported, in words a person understands', async () => {
      const empty = await createCollection([], 'Nothing yet');
      const cases: Array<[string, object, number, RegExp]> = [
        ['video', { playlistId: empty }, 400, /empty/],
        ['video', { playlistId: crypto.randomUUID() }, 404, /not found/],
        ['img-collections', { playlistId: collectionId }, 404, /not found/],
        ['video', { playlistId: collectionId, fileName: '///' }, 400, /letters or digits/],
        ['video', { playlistId: collectionId, outputType: 'ProRes' }, 400, /output types/],
        // This server has no archive: its deliveries are refused when asked, not failed later.
        ['mp4-s3', { playlistId: collectionId }, 501, /MP4 to archive exports are not set up/],
      ];
      for (const [exportAs, body, status, words] of cases) {
        const res = await start(exportAs, body);
        expect(res.status, `${exportAs} ${JSON.stringify(body)}`).toBe(status);
        expect((res.body as unknown as { message: string }).message).toMatch(words);
      }
      // Another person's private collection does not exist for the caller.
      const theirs = await server.call<Playlist>(
        'POST',
        `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
        { token: other.token, body: { title: 'Private', clips: [clip(0, 0, 2, 'X')] } },
      );
      expect((await start('video', { playlistId: theirs.body.id })).status).toBe(404);
    });
});
