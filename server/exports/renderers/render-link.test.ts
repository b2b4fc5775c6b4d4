import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL_EXPORT } from '../../../src/tenants/config/exports';
import type { AssetRecord } from '../../assets/repository';
import { ladderFor, transcodeArgs } from '../../ingest/ladder';
import type { SourceFacts } from '../../ingest/probe';
import type { ExportClip } from '../plan';
import type { RenderJob } from './renderer';
import { renderPlaybackLink } from './render-link';

const execute = promisify(execFile);
const FPS = 25;

/** An uploaded asset as ingest leaves it: a master playlist over two renditions, 2 s segments. */
async function ingested(dir: string, withSound: boolean): Promise<string> {
  const source = path.join(dir, 'source.mp4');
  // prettier-ignore
  await execute('ffmpeg', [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=${FPS}:duration=7`,
    ...(withSound ? ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=7'] : []),
    '-c:v', 'libx264', '-preset', 'ultrafast', ...(withSound ? ['-c:a', 'aac'] : []),
    '-shortest', source,
  ]);
  const facts: SourceFacts = {
    container: 'mp4',
    duration: 7,
    video: { codec: 'h264', width: 320, height: 180, fps: FPS, interlaced: false },
    audio: withSound ? { codec: 'aac', channels: 1, layout: 'mono' } : null,
    timecode: null,
  };
  const hls = path.join(dir, 'hls');
  for (const name of ['v0', 'v1']) await mkdir(path.join(hls, name), { recursive: true });
  const args = transcodeArgs({
    input: source,
    outDir: hls,
    source: facts,
    renditions: ladderFor(facts.video),
    segmentSeconds: 2,
    preset: 'ultrafast',
  });
  await execute(
    'ffmpeg',
    args.filter((a) => a !== 'pipe:1' && a !== '-progress'),
  );
  return 'hls/index.m3u8';
}

/** A job whose files are local: each address a path ffmpeg reads, as a player reads a link. */
function jobOf(dir: string, workDir: string, clips: Array<[number, number]>): RenderJob {
  const media = { kind: 'video', fps: FPS, files: { hls: 'hls/index.m3u8' } };
  return {
    option: URL_EXPORT,
    fileName: 'Reel',
    clips: clips.map(([start, duration], i): ExportClip => ({
      index: i + 1,
      name: `Clip ${i + 1}`,
      kind: 'clip',
      assetId: 'asset-1',
      start,
      duration,
      metadata: {},
      asset: { media } as unknown as AssetRecord,
    })),
    workDir,
    ffmpeg: 'ffmpeg',
    signal: new AbortController().signal,
    read: (key: string) => createReadStream(path.join(dir, key)),
    locate: async (key: string) => path.join(dir, key),
    mediaUrl: (_asset: string, file = 'video.mp4') => path.join(dir, file),
    fileUrl: (_index: number, name?: string) => path.join(workDir, name ?? 'stream.m3u8'),
    progress: () => {},
  } as unknown as RenderJob;
}

/** The video frames ffmpeg decodes from a playlist of local files. */
async function framesOf(playlist: string): Promise<number> {
  // prettier-ignore
  const { stderr } = await execute('ffmpeg', [
    '-hide_banner', '-nostdin', '-allowed_extensions', 'ALL', '-i', playlist, '-map', '0:v:0', '-f', 'null', '-',
  ]);
  return Number([...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1)![1]);
}

describe.each([
  ['with sound', true],
  ['without sound', false],
])('a playback link of an uploaded asset %s', (_words, withSound) => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-link-'));
    await ingested(dir, withSound);
  }, 30_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('plays its top rendition, exactly the clips’ frames, whole segments from the source', async () => {
    const workDir = await mkdtemp(path.join(dir, 'work-'));
    // Cut inside segments at both ends, on a boundary, and within one segment.
    const job = jobOf(dir, workDir, [
      [0.52, 3.2],
      [4, 2],
      [2.2, 0.4],
    ]);
    const result = await renderPlaybackLink(job);
    const playlist = await readFile(result.files[0]!.path, 'utf8');
    expect(playlist).toContain(path.join(dir, 'hls/v0/seg_00002.ts'));
    expect(playlist).not.toContain('/v1/');
    // The cuts are the export's own files, after its playlist: 0.52–2 and 2–3.72, and 2.2–2.6.
    expect(result.files.slice(1).map((f) => f.name)).toEqual([
      'cut-0001.ts',
      'cut-0002.ts',
      'cut-0003.ts',
    ]);
    expect(await framesOf(result.files[0]!.path)).toBe((3.2 + 2 + 0.4) * FPS);
  }, 30_000);
});
