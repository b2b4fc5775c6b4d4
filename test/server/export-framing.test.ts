import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreAt, cropPath } from '../../server/exports/renderers/crop-path';
import { captionStyleOf, framed, framingOf } from '../../server/exports/renderers/framing';
import { analyseMotion } from '../../server/exports/renderers/motion';
import {
  DRAFT_MP4_ENCODING,
  MP4_ENCODING,
  mp4RenderArgs,
} from '../../server/exports/renderers/mp4-command';
import type { RenderJob } from '../../server/exports/renderers/renderer';
import type { ExportClip } from '../../server/exports/plan';
import { runFfmpeg } from '../../server/media/run-ffmpeg';
import { databaseKinds, startTestServer, type TestServer } from './helpers';
import { exportSession, type ExportSession } from './export-helpers';
import { jpegSize, probeExport } from './media-helpers';
import type { ExportPreview, Playlist } from '../../src/core/api/contract';

const execute = promisify(execFile);

/**
 * A test pattern: a first shot (0–3 s) of a white square gliding from the left to the right
 * over a dark ground, then a cut to a second shot (3–5 s) of a square moving a little at the
 * left over a lighter ground.
 */
async function movingPattern(file: string): Promise<void> {
  const shot = (ground: string, x: string, seconds: number, name: string) =>
    `color=c=${ground}:s=640x360:r=25:d=${seconds}[${name}g];color=c=white:s=60x60:r=25:d=${seconds}[${name}s];` +
    `[${name}g][${name}s]overlay=x='${x}':y=150:eval=frame[${name}]`;
  await execute('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-filter_complex',
    `${shot('0x303030', '40+t*150', 3, 'a')};${shot('0x707070', '40+t*20', 2, 'b')};[a][b]concat=n=2:v=1:a=0`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
}

/** A frame at `seconds`, scaled to `width`x`height`, as RGB pixels row by row. */
async function rgbFrame(file: string, seconds: number, width: number, height: number) {
  const { stdout } = await execute(
    'ffmpeg',
    ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'].concat([
      '-vf',
      `scale=${width}:${height},format=rgb24`,
      '-f',
      'rawvideo',
      '-',
    ]),
    { encoding: 'buffer', maxBuffer: 8 * 1024 * 1024 },
  );
  return stdout;
}

/** How many pixels of a frame's rows `from` to `to` (shares of its height) pass `test`. */
function countPixels(
  rgb: Buffer,
  width: number,
  height: number,
  [from, to]: [number, number],
  test: (r: number, g: number, b: number) => boolean,
): number {
  let n = 0;
  for (let y = Math.floor(height * from); y < Math.floor(height * to); y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (test(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!)) n++;
    }
  return n;
}

const yellow = (r: number, g: number, b: number) => r > 200 && g > 150 && b < 130;
const white = (r: number, g: number, b: number) => r > 220 && g > 220 && b > 220;

describe('a vertical MP4’s crop and captions, rendered by ffmpeg', () => {
  let dir: string;
  let pattern: string;
  const signal = new AbortController().signal;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-framing-'));
    pattern = path.join(dir, 'pattern.mp4');
    await movingPattern(pattern);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('finds the cut and follows the moving square, jumping only at the cut', async () => {
    const clip = { file: pattern, start: 0, duration: 5 };
    const motion = await analyseMotion('ffmpeg', clip, path.join(dir, 'cuts.txt'), signal);
    expect(motion.cuts).toHaveLength(1);
    expect(motion.cuts[0]).toBeCloseTo(3, 0);
    const route = cropPath(motion.samples, motion.cuts, 5);
    // The square's centre: (70 + 150 t) / 640 across the picture in the first shot.
    const early = centreAt(route, 0.8);
    const late = centreAt(route, 2.5);
    expect(early).toBeLessThan(0.4);
    expect(late).toBeGreaterThan(0.6);
    for (let t = 0.5; t + 0.5 < 2.9; t += 0.5)
      expect(centreAt(route, t + 0.5)).toBeGreaterThanOrEqual(centreAt(route, t) - 0.001);
    // After the cut the crop is at the left, where the second shot's square is.
    expect(centreAt(route, 3.6)).toBeLessThan(0.3);
  }, 60_000);

  it('renders 1080x1920 with the crop on the square and the caption for its readable time', async () => {
    const item = {
      index: 1,
      kind: 'clip',
      name: 'Square',
      metadata: { batter: 'VR Iyer', runs: '6' },
    } as unknown as ExportClip;
    const job = {
      options: { aspect: '9:16', captions: 'on' },
      option: { captions: 'cricket' },
      encoding: { ...MP4_ENCODING, preset: 'ultrafast' },
      clips: [item],
      ffmpeg: 'ffmpeg',
      workDir: dir,
      signal,
      fontFile: null,
    } as unknown as RenderJob;
    const framing = framingOf(job);
    expect(framing.size).toEqual({ width: 1080, height: 1920 });
    const clips = await framed(
      job,
      [{ file: pattern, start: 0, duration: 5, hasAudio: false }],
      framing,
    );
    expect(clips[0]!.caption).toEqual({ lines: ['SIX! VR Iyer'], seconds: 3 });
    const output = path.join(dir, 'vertical.mp4');
    await runFfmpeg(
      'ffmpeg',
      mp4RenderArgs({
        clips,
        aspect: framing.aspect,
        captionStyle: captionStyleOf(job, framing.captions!)!,
        output,
        encoding: job.encoding,
      }),
      { totalSeconds: 5, signal },
    );
    const probe = await probeExport(output);
    expect(probe.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920, fps: 50 });

    const [w, h] = [270, 480];
    // At 2.5 s the square is right of the source's middle: a centred crop would miss it.
    const following = await rgbFrame(output, 2.5, w, h);
    expect(countPixels(following, w, h, [0, 1], white)).toBeGreaterThan(500);
    // The caption is there for its 3 s, low on the picture, and gone after.
    expect(countPixels(await rgbFrame(output, 1, w, h), w, h, [0.6, 0.85], yellow)).toBeGreaterThan(
      200,
    );
    expect(countPixels(await rgbFrame(output, 4, w, h), w, h, [0, 1], yellow)).toBe(0);
  }, 120_000);

  it('keeps a crop set by hand where it was set, with no reading of the play', async () => {
    const item = { kind: 'clip', metadata: {}, cropX: 0.9 } as unknown as ExportClip;
    const job = { clips: [item], ffmpeg: '/nonexistent/ffmpeg', workDir: dir, signal };
    const [clip] = await framed(job, [{ file: pattern, start: 0, duration: 5, hasAudio: false }], {
      aspect: '1:1',
      size: { width: 1080, height: 1080 },
      captions: null,
    });
    expect(clip!.cropCentre).toBe('0.9');
  });

  it('keeps a 16:9 export as it was: no analysis, no crop', async () => {
    const args = mp4RenderArgs({
      clips: [{ file: pattern, start: 0, duration: 1, hasAudio: false }],
      output: path.join(dir, 'landscape.mp4'),
      encoding: DRAFT_MP4_ENCODING,
    });
    expect(args.join(' ')).not.toContain('crop=');
    await writeFile(path.join(dir, 'args.txt'), args.join('\n'));
  });
});

describe.each(databaseKinds())('asking for an aspect and captions on %s', (kind) => {
  let server: TestServer;
  let session: ExportSession;
  let collection: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { exportEncoding: DRAFT_MP4_ENCODING });
    session = await exportSession(server, 'cricket');
    const six = session.clip(0, 2, 2, 'VR Iyer');
    const payload = [
      { category: 'batter', value: 'VR Iyer', startTime: 0, endTime: 0 },
      { category: 'runs', value: '6', startTime: 0, endTime: 0 },
    ];
    collection = await session.createCollection(
      [{ ...six, stash: JSON.stringify({ payload }) }],
      'Socials',
    );
  }, 120_000);
  afterAll(() => server?.close());

  it('renders a 9:16 MP4 with captions, and refuses what the export does not offer, in words', async () => {
    const started = await session.start('video', {
      playlistId: collection,
      aspect: '9:16',
      captions: true,
    });
    expect(started.status).toBe(202);
    const done = await session.until(started.body.id, (i) =>
      ['SUCCESS', 'FAILURE'].includes(i.status),
    );
    expect(done.status).toBe('SUCCESS');
    const download = await fetch(done.downloadURL!);
    const file = path.join(os.tmpdir(), `vs-vertical-${started.body.id}.mp4`);
    await writeFile(file, Buffer.from(await download.arrayBuffer()));
    try {
      expect((await probeExport(file)).video).toMatchObject({ width: 180, height: 320 });
    } finally {
      await rm(file, { force: true });
    }

    const refused = async (exportAs: string, body: object) => {
      const res = await session.start(exportAs, { playlistId: collection, ...body });
      return {
        status: res.status,
        ...(res.body as unknown as { field?: string; message?: string }),
      };
    };
    expect(await refused('video', { aspect: '3:2' })).toMatchObject({ status: 400 });
    expect(await refused('edl', { aspect: '9:16' })).toMatchObject({
      status: 400,
      field: 'aspect',
      message: 'EDL exports are made in 16:9 only.',
    });
    expect(await refused('edl', { captions: true })).toMatchObject({
      status: 400,
      field: 'captions',
    });
  }, 240_000);

  it('keeps an item’s crop set by hand with the collection, and refuses one outside the picture', async () => {
    const url = `/middleware/playlists/tenants/${session.tenant}/playlists/${collection}`;
    const read = await server.call<Playlist>('GET', url, { token: session.tokens.token });
    const clips = read.body.clips.map((c) => ({ ...c, crop_x: 0.25 }));
    const put = (body: object) =>
      server.call<Playlist>('PATCH', url, { token: session.tokens.token, body });
    const saved = await put({ version: read.body.version, clips });
    expect(saved.status).toBe(200);
    expect(saved.body.clips[0]!.crop_x).toBe(0.25);
    const wrong = await put({
      version: saved.body.version,
      clips: [{ ...clips[0]!, crop_x: 1.5 }],
    });
    expect(wrong.status).toBe(400);
  });

  it('previews an item as the MP4 would show it: its crop, its caption, a still', async () => {
    const preview = (exportAs: string, body: object) =>
      server.call<ExportPreview & { field?: string }>(
        'POST',
        `/middleware/publication/${session.tenant}/export/${exportAs}/preview`,
        { token: session.tokens.token, body: { playlistId: collection, ...body } },
      );
    const made = await preview('video', { aspect: '9:16', captions: true });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ item: 0, caption: 'SIX! VR Iyer', aspect: '9:16' });
    const jpeg = Buffer.from(made.body.image.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect(jpegSize(jpeg)).toEqual({ width: 180, height: 320 });
    expect((await preview('video', {})).body).toMatchObject({ caption: null, aspect: '16:9' });
    expect((await preview('edl', {})).status).toBe(400);
    expect((await preview('video', { item: 5 })).body).toMatchObject({ field: 'item' });
  }, 120_000);
});
