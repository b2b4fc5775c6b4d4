import path from 'node:path';
import type { SourceFacts } from './probe';

/** One rung of the HLS ladder. */
export interface Rendition {
  /** Its folder under `hls/` (`v0` is the top). */
  name: string;
  height: number;
  videoKbps: number;
}

/** Video bitrates by height, for H.264 at sports' motion. */
const KBPS_BY_HEIGHT: ReadonlyArray<[number, number]> = [
  [1080, 5000],
  [720, 3000],
  [540, 1800],
  [360, 900],
  [0, 500],
];

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

function kbpsFor(height: number): number {
  return KBPS_BY_HEIGHT.find(([h]) => height >= h)![1];
}

/**
 * The renditions an asset gets: the source's height up to 1080p, and half of it, so that a
 * player always has a lighter one to step down to (1080p and 540p for a full HD source).
 */
export function ladderFor(source: Pick<SourceFacts['video'], 'height'>): Rendition[] {
  const top = even(Math.min(1080, source.height));
  return [top, even(top / 2)].map((height, i) => ({
    name: `v${i}`,
    height,
    videoKbps: kbpsFor(height),
  }));
}

export interface TranscodeOptions {
  input: string;
  /** Where `index.m3u8` (the master) and each rendition's folder are written. */
  outDir: string;
  source: SourceFacts;
  renditions: readonly Rendition[];
  /** HLS segment length; keyframes fall on its boundaries, so clips cut on them. */
  segmentSeconds: number;
  /** libx264's preset: `veryfast` by default; tests pass `ultrafast`. */
  preset?: string;
  /** Reads the source at this many times real time at most (tests: to watch it grow). */
  readRate?: number;
}

/**
 * One ffmpeg for the whole ladder: the picture decoded once, scaled per rendition, encoded
 * with keyframes forced on every segment boundary, written as HLS whose playlists grow
 * (`EVENT`) as segments are made, closed with `EXT-X-ENDLIST` at the end. Segments are
 * written under a temporary name and renamed whole, so none is ever read half-written.
 * Progress goes to stdout (`-progress pipe:1`).
 */
export function transcodeArgs(options: TranscodeOptions): string[] {
  const { source, renditions, segmentSeconds } = options;
  const gop = Math.max(1, Math.round(source.video.fps * segmentSeconds));
  const prepare = source.video.interlaced ? 'yadif=deint=interlaced,' : '';
  const scales = renditions.map(
    (r, i) => `[s${i}]scale=-2:${r.height}:flags=bicubic,format=yuv420p[r${i}]`,
  );
  const split = `[0:v:0]${prepare}split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')}`;
  const graph = [split, ...scales].join(';');
  const withAudio = source.audio !== null;
  const maps = renditions.flatMap((_, i) => [
    '-map',
    `[r${i}]`,
    ...(withAudio ? ['-map', '0:a:0'] : []),
  ]);
  const rates = renditions.flatMap((r, i) => [
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.5)}k`,
    `-bufsize:v:${i}`,
    `${r.videoKbps * 2}k`,
  ]);
  const streamMap = renditions.map((_, i) => (withAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  // prettier-ignore
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats',
    ...(options.readRate ? ['-readrate', String(options.readRate)] : []),
    '-i', options.input,
    '-progress', 'pipe:1',
    '-filter_complex', graph,
    ...maps,
    '-c:v', 'libx264', '-preset', options.preset ?? 'veryfast', '-profile:v', 'high',
    ...rates,
    '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0',
    '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`,
    ...(withAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'] : []),
    '-f', 'hls',
    '-hls_time', String(segmentSeconds),
    '-hls_playlist_type', 'event',
    '-hls_flags', 'independent_segments+temp_file',
    '-master_pl_name', 'index.m3u8',
    '-var_stream_map', streamMap,
    '-hls_segment_filename', path.join(options.outDir, 'v%v', 'seg_%05d.ts'),
    path.join(options.outDir, 'v%v', 'index.m3u8'),
  ];
}

/** The MP4 proxy (exports and MP4 players read it): the top rendition's segments, copied. */
export function proxyArgs(topPlaylist: string, output: string): string[] {
  // prettier-ignore
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-i', topPlaylist, '-map', '0', '-c', 'copy', '-movflags', '+faststart', output,
  ];
}
