import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaProfile, MediaSpec } from './catalogue';
import { QUIET, probeKeyframes, probeStartTime, type Ffmpeg } from './ffmpeg';
import type { MediaStorage } from './storage';

/** A generated media item as the `media` table keeps it. */
export interface MediaRecord {
  key: string;
  kind: 'video' | 'image';
  duration: number;
  width: number;
  height: number;
  fps: number;
  keyframes: number[];
  segmentOffset: number;
  segmentDuration: number;
  files: { mp4?: string; hls?: string; image?: string };
}

export interface TextStyle {
  /** A TrueType font for burned-in text; without one, captions are left out. */
  fontFile: string | null;
}

/** An input made by a lavfi source filter graph. */
const lavfi = (graph: string) => ['-f', 'lavfi', '-i', graph];

function drawtext(style: TextStyle, text: string, position: string, size: number): string | null {
  if (!style.fontFile) return null;
  return [
    `drawtext=fontfile=${style.fontFile}`,
    `text='${text}'`,
    position,
    `fontsize=${size}`,
    'fontcolor=white',
    'box=1',
    'boxcolor=black@0.6',
    'boxborderw=6',
  ].join(':');
}

function videoFilters(spec: MediaSpec, profile: MediaProfile, style: TextStyle): string {
  const unit = Math.max(12, Math.round(profile.height / 16));
  const parts =
    spec.kind === 'match'
      ? [
          `hue=h=${spec.hue}`,
          drawtext(style, spec.caption, 'x=(w-tw)/2:y=16', unit),
          // Score ticks over as the match goes on; the clock is the media time.
          drawtext(
            style,
            'SCORE %{eif\\:floor(t/17)\\:d} - %{eif\\:floor(t/29)\\:d}',
            'x=16:y=h-th-16',
            unit,
          ),
          drawtext(style, '%{pts\\:hms}', 'x=w-tw-16:y=h-th-16', unit),
        ]
      : [
          drawtext(style, spec.caption, 'x=(w-tw)/2:y=(h-th)/2', unit * 2),
          drawtext(style, '%{pts\\:hms}', 'x=w-tw-16:y=h-th-16', unit),
        ];
  return parts.filter(Boolean).join(',') || 'null';
}

async function generateVideo(
  spec: MediaSpec,
  profile: MediaProfile,
  ffmpeg: Ffmpeg,
  storage: MediaStorage,
  workDir: string,
  style: TextStyle,
): Promise<MediaRecord> {
  const { width, height, fps, segmentSeconds } = profile;
  const gop = Math.round(fps * segmentSeconds);
  const size = `${width}x${height}`;
  const picture =
    spec.kind === 'match'
      ? `testsrc2=size=${size}:rate=${fps}:duration=${spec.seconds}`
      : `color=c=0x1b3a5c:size=${size}:rate=${fps}:duration=${spec.seconds}`;
  const mp4 = path.join(workDir, 'video.mp4');
  // prettier-ignore
  await ffmpeg.run(
    [
      ...QUIET,
      ...lavfi(picture),
      ...lavfi(`sine=frequency=${spec.toneHz}:beep_factor=4:duration=${spec.seconds}`),
      '-vf', videoFilters(spec, profile, style),
      '-af', 'volume=0.3',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p',
      '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0',
      '-c:a', 'aac', '-b:a', '64k', '-ar', '44100', '-ac', '2',
      '-movflags', '+faststart', '-shortest', mp4,
    ],
    300_000,
  );
  const hlsDir = path.join(workDir, 'hls');
  await mkdir(hlsDir, { recursive: true });
  // prettier-ignore
  await ffmpeg.run([
    ...QUIET,
    '-i', mp4, '-c', 'copy',
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod',
    '-hls_segment_filename', path.join(hlsDir, 'seg_%04d.ts'),
    path.join(hlsDir, 'index.m3u8'),
  ]);
  const keyframes = await probeKeyframes(ffmpeg, mp4);
  const segmentOffset = await probeStartTime(ffmpeg, path.join(hlsDir, 'seg_0000.ts'));
  for (const file of await readdir(hlsDir)) {
    await storage.put(`${spec.key}/hls/${file}`, path.join(hlsDir, file));
  }
  // The playlist goes in last: its presence means the rendition is complete.
  await storage.put(`${spec.key}/video.mp4`, mp4);
  return {
    key: spec.key,
    kind: 'video',
    duration: spec.seconds,
    width,
    height,
    fps,
    keyframes,
    segmentOffset,
    segmentDuration: segmentSeconds,
    files: { mp4: `${spec.key}/video.mp4`, hls: `${spec.key}/hls/index.m3u8` },
  };
}

async function generateImage(
  spec: MediaSpec,
  ffmpeg: Ffmpeg,
  storage: MediaStorage,
  workDir: string,
  style: TextStyle,
): Promise<MediaRecord> {
  const [width, height] = [1280, 720];
  const file = path.join(workDir, 'image.jpg');
  const filters = [
    `hue=h=${spec.hue}`,
    drawtext(style, spec.caption, 'x=(w-tw)/2:y=h-th-40', 48),
  ].filter(Boolean);
  // prettier-ignore
  await ffmpeg.run([
    ...QUIET,
    ...lavfi(`testsrc2=size=${width}x${height}:rate=1`),
    '-frames:v', '1', '-vf', filters.join(','), '-q:v', '3', file,
  ]);
  await storage.put(`${spec.key}/image.jpg`, file);
  return {
    key: spec.key,
    kind: 'image',
    duration: 0,
    width,
    height,
    fps: 0,
    keyframes: [],
    segmentOffset: 0,
    segmentDuration: 0,
    files: { image: `${spec.key}/image.jpg` },
  };
}

/** Makes one media item with ffmpeg and moves its files into storage. */
export async function generateMedia(
  spec: MediaSpec,
  profile: MediaProfile,
  ffmpeg: Ffmpeg,
  storage: MediaStorage,
  scratchDir: string,
  style: TextStyle,
): Promise<MediaRecord> {
  const workDir = path.join(scratchDir, `${spec.key}-${process.pid}-${Date.now()}`);
  await mkdir(workDir, { recursive: true });
  try {
    return spec.kind === 'image'
      ? await generateImage(spec, ffmpeg, storage, workDir, style)
      : await generateVideo(spec, profile, ffmpeg, storage, workDir, style);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
