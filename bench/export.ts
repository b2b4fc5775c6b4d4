/**
 * Export wall time: the product's MP4 render (server/exports/renderers/render-video.ts: one ffmpeg pass,
 * the cricket tenant's mark rasterised and burned in) against a bare ffmpeg command doing the
 * same encode (concat demuxer, the same scale, pad, rate, mark and SPEC §9 settings), for 1, 5
 * and 20 clips of 2 s; and a vertical (9:16) export of 5 clips, whose crop follows each clip's
 * movement (its reading of the play is timed with it), against a bare ffmpeg given the same
 * crop path (read beforehand, untimed). Goal: the product within 1.1x of the bare command.
 *   npm run bench:export
 * `--smoke`: one clip from a 10 s source, at the tests' small draft encoding, both ways.
 * Last line: export_1_s=.. bare_1_s=.. ratio_1=.. (and for 5 and 20, and vertical_5_…)
 */
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { familyConfigs } from '../src/tenants';
import { DRAFT_MP4_ENCODING, MP4_ENCODING } from '../server/exports/renderers/mp4-command';
import { aspectRatio, aspectSize, type Aspect } from '../src/core/api/contract/framing';
import { centreExpression, cropPath, type CropPoint } from '../server/exports/renderers/crop-path';
import { analyseMotion } from '../server/exports/renderers/motion';
import type { ExportClip } from '../server/exports/plan';
import { renderVideo } from '../server/exports/renderers/render-video';
import { locateFfmpeg } from '../server/media/ffmpeg';
import { SMOKE_OPTION } from './smoke';

const { values } = parseArgs({ options: { ...SMOKE_OPTION } });
const smoke = values.smoke;
const encoding = smoke ? DRAFT_MP4_ENCODING : MP4_ENCODING;
const SOURCE_SECONDS = smoke ? 10 : 60;

const run = promisify(execFile);
const CLIP_SECONDS = 2;
const { path: ffmpeg } = await locateFfmpeg();
const root = await mkdtemp(path.join(os.tmpdir(), 'vs-bench-export-'));
const mark = familyConfigs.cricket.player.watermark!;
const signal = new AbortController().signal;

/** A 60 s (10 s for a smoke run) 1280x720 25 fps source with sound, like the demo's matches. */
async function makeSource(): Promise<string> {
  const file = path.join(root, 'source.mp4');
  // prettier-ignore
  await run(ffmpeg, [
    '-y', '-loglevel', 'error',
    '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${SOURCE_SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${SOURCE_SECONDS}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-g', '50', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-ar', '44100', '-ac', '2', '-shortest', file,
  ]);
  return file;
}

function clipsOf(n: number, source: string): ExportClip[] {
  return Array.from({ length: n }, (_, i) => ({
    index: i + 1,
    name: `Clip ${i + 1}`,
    kind: 'clip' as const,
    assetId: 'bench',
    start: (i * 2.5) % (SOURCE_SECONDS - 5),
    duration: CLIP_SECONDS,
    metadata: {},
    asset: {
      id: 'bench',
      tenantId: 'bench',
      kind: 'video' as const,
      title: 'Bench',
      duration: SOURCE_SECONDS,
      matchDate: null,
      createdAt: new Date().toISOString(),
      metadata: {},
      public: false,
      status: 'ready' as const,
      ingest: null,
      live: null,
      media: {
        key: source,
        kind: 'video' as const,
        duration: SOURCE_SECONDS,
        fps: 25,
        keyframes: [],
        segmentOffset: 0,
        segmentDuration: 2,
        files: { mp4: source },
      },
    },
  }));
}

async function timeProduct(clips: ExportClip[], aspect: Aspect): Promise<number> {
  const workDir = path.join(root, `product-${aspect.replace(':', 'x')}-${clips.length}`);
  await mkdir(workDir, { recursive: true });
  const started = performance.now();
  await renderVideo({
    exportId: 'bench',
    tenantId: 'bench',
    option: familyConfigs.default.exports[0]!,
    requestedAt: new Date(),
    requestedBy: 'bench@vidsearch.example',
    deliveries: { archive: null, mailer: { send: async () => undefined } },
    fileName: 'bench',
    title: 'Bench',
    clips,
    workDir,
    locate: async (key) => key,
    read: (key) => createReadStream(key),
    mediaUrl: () => '',
    fileUrl: () => '',
    ffmpeg,
    encoding,
    watermark: mark,
    fontFile: null,
    sourceFormat: 'MP4',
    options: aspect === '16:9' ? {} : { aspect },
    signal: new AbortController().signal,
    progress: () => undefined,
  });
  return (performance.now() - started) / 1000;
}

async function timeBare(clips: ExportClip[], source: string, aspect: Aspect): Promise<number> {
  const dir = path.join(root, `bare-${aspect.replace(':', 'x')}-${clips.length}`);
  await mkdir(dir, { recursive: true });
  const list = path.join(dir, 'list.txt');
  await writeFile(
    list,
    clips
      .map((c) => `file '${source}'\ninpoint ${c.start}\noutpoint ${c.start + c.duration}`)
      .join('\n'),
  );
  const e = { ...encoding, ...aspectSize(aspect, encoding) };
  const png = await markPng(e.width);
  const crop =
    aspect === '16:9'
      ? ''
      : `crop=ih*${aspectRatio(aspect).toFixed(6)}:ih:x='max(0,min(iw-ow,(${await samePath(clips, source)})*iw-ow/2))':y=0,`;
  const w = Math.round((e.width * mark.widthPercent) / 100);
  const m = Math.round((e.width * mark.marginPercent) / 100);
  const started = performance.now();
  // prettier-ignore
  await run(ffmpeg, [
    '-y', '-loglevel', 'error',
    '-f', 'concat', '-safe', '0', '-i', list, '-i', png,
    '-filter_complex',
    `[0:v]${crop}scale=${e.width}:${e.height}:force_original_aspect_ratio=decrease,pad=${e.width}:${e.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${e.fps},format=yuv420p[v];` +
      `[1:v]scale=${w}:-2,format=rgba,colorchannelmixer=aa=${mark.opacity}[mk];[v][mk]overlay=W-w-${m}:H-h-${m},format=yuv420p[out]`,
    '-map', '[out]', '-map', '0:a',
    '-c:v', 'libx264', ...(e.preset ? ['-preset', e.preset] : []), '-b:v', e.videoBitrate, '-minrate', e.minRate, '-maxrate', e.maxRate,
    '-bufsize', e.bufferSize, '-r', String(e.fps), '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', e.audioBitrate, '-ar', String(e.sampleRate), '-ac', String(e.channels),
    '-movflags', '+faststart', path.join(dir, 'bare.mp4'),
  ]);
  return (performance.now() - started) / 1000;
}

/** The crop path the product follows, read here beforehand: one path through the joined clips. */
async function samePath(clips: readonly ExportClip[], source: string): Promise<string> {
  const points: CropPoint[] = [];
  let at = 0;
  for (const [i, clip] of clips.entries()) {
    const read = { file: source, start: clip.start, duration: clip.duration };
    const motion = await analyseMotion(ffmpeg, read, path.join(root, `path-${i}.txt`), signal);
    const route = cropPath(motion.samples, motion.cuts, clip.duration);
    points.push(...route.map((p) => ({ t: p.t + at, x: p.x })));
    at += clip.duration;
  }
  return centreExpression(points);
}

/** The bare command gets the mark already drawn, as the product draws it for each render. */
async function markPng(pictureWidth: number): Promise<string> {
  const png = path.join(root, `mark-${pictureWidth}.png`);
  const svg = path.join(root, 'mark.svg');
  await writeFile(svg, decodeURIComponent(mark.image.slice(mark.image.indexOf(',') + 1)));
  const w = Math.round((pictureWidth * mark.widthPercent) / 100);
  // prettier-ignore
  await run(ffmpeg, ['-y', '-loglevel', 'error', '-width', String(w), '-i', svg, png]);
  return png;
}

try {
  const source = await makeSource();
  const figures: string[] = [];
  const cases: Array<[number, Aspect]> = smoke
    ? [
        [1, '16:9'],
        [1, '9:16'],
      ]
    : [
        [1, '16:9'],
        [5, '16:9'],
        [20, '16:9'],
        [5, '9:16'],
      ];
  for (const [n, aspect] of cases) {
    const clips = clipsOf(n, source);
    const bare = await timeBare(clips, source, aspect);
    const product = await timeProduct(clips, aspect);
    const ratio = product / bare;
    const name = aspect === '16:9' ? `${n}` : `vertical_${n}`;
    console.log(
      `${String(n).padStart(2)} clips at ${aspect}: export ${product.toFixed(2)} s, bare ffmpeg ${bare.toFixed(2)} s, ${ratio.toFixed(2)}x`,
    );
    figures.push(
      `export_${name}_s=${product.toFixed(2)} bare_${name}_s=${bare.toFixed(2)} ratio_${name}=${ratio.toFixed(2)}`,
    );
  }
  console.log(figures.join(' '));
} finally {
  await rm(root, { recursive: true, force: true });
}
