import { devNull } from 'node:os';
import path from 'node:path';
import type { LiveHealth, LiveProtocol } from '../../src/core/api/contract';
import { WINDOW_PLAYLIST, WINDOW_SEGMENTS } from './event-playlist';

/** A live rung: its folder under the stream's HLS, the tallest picture it keeps, its bitrate. */
export interface LiveRendition {
  name: string;
  maxHeight: number;
  videoKbps: number;
}

/**
 * The live ladder: 720p and 360p at most (a source smaller than a rung keeps its own height).
 * Two renditions so that a player always has a lighter one; 720p is what two cores keep up in
 * real time beside the rest of the server (docs/live.md).
 */
export const LIVE_LADDER: readonly LiveRendition[] = [
  { name: 'v0', maxHeight: 720, videoKbps: 3000 },
  { name: 'v1', maxHeight: 360, videoKbps: 900 },
];

export interface LiveTranscodeOptions {
  /** The listener's address (SRT's with its passphrase, RTMP's with its stream key). */
  input: string;
  /** Options of the input, before it (RTMP's `-listen 1`). */
  inputOptions?: readonly string[];
  outDir: string;
  segmentSeconds: number;
  /**
   * The number each rendition's first segment takes (ladder order): the segments its match's
   * playlist already has, for a stream going on after a drop.
   */
  startNumbers: readonly number[];
  preset?: string;
  /**
   * Seconds ffmpeg looks at a new input before transcoding it (`SHORT_PROBE_SECONDS` when
   * absent). The playlists' program date-times start when the output does, so every picture is
   * dated that much late: short, unless an input needs longer to show its picture's size.
   */
  probeSeconds?: number;
}

/** A keyframe's worth of a usual stream (encoders for streaming send one at least every 2 s). */
export const SHORT_PROBE_SECONDS = 1;
/** For an input whose picture's size could not be read in the short look (a long GOP). */
export const LONG_PROBE_SECONDS = 5;

/** Whether ffmpeg stopped because its look at the input was too short to find the picture. */
export const probeTooShort = (stderr: string): boolean =>
  /Could not find codec parameters for stream|unspecified size/.test(stderr);

/** The SRT listener's address: this port, this passphrase (AES-128), a caller at a time. */
export function srtListenerUrl(port: number, passphrase: string): string {
  return `srt://0.0.0.0:${port}?mode=listener&passphrase=${encodeURIComponent(passphrase)}&pbkeylen=16&latency=200000`;
}

/**
 * The RTMP listener: this port, the stream key as the stream's name under `live`. ffmpeg checks
 * the application's name itself but only warns of another stream name (`rtmpWrongKey`): the
 * session lets such an encoder go at once.
 */
export function rtmpListener(port: number, streamKey: string) {
  return {
    input: `rtmp://0.0.0.0:${port}/live/${encodeURIComponent(streamKey)}`,
    inputOptions: ['-listen', '1'],
  };
}

/**
 * A live match's input: its protocol's listener, on its port, with its secret; or, for a
 * pulled stream, what the server writes into ffmpeg as it fetches it (MPEG-TS or fMP4).
 */
export function inputFor(stream: { protocol: LiveProtocol; port: number | null; secret: string }) {
  if (stream.protocol === 'hls' || stream.port === null) return { input: 'pipe:0' };
  return stream.protocol === 'rtmp'
    ? rtmpListener(stream.port, stream.secret)
    : { input: srtListenerUrl(stream.port, stream.secret) };
}

/** What the row says of an RTMP encoder let go for another stream key. */
export const WRONG_STREAM_KEY =
  'An encoder with a wrong stream key was refused. Check the stream key, or make a new one.';

/** Whether ffmpeg heard an RTMP encoder publish under another stream key than the match's. */
export const rtmpWrongKey = (stderr: string): boolean => /Unexpected stream /.test(stderr);

/**
 * One ffmpeg for a live stream's whole ladder: it listens, decodes the picture once, scales it
 * per rendition and writes each as its own HLS (a program date-time on every segment, keyframes
 * on segment boundaries, segments renamed whole). Each rendition takes the source's sound when
 * it has any. ffmpeg writes a sliding list of the newest segments (`WINDOW_PLAYLIST`), which
 * the server appends to the match's EVENT playlist (`EventPlaylist`): an EVENT playlist of
 * ffmpeg's own grows in its memory for as long as the match lasts. Old segments stay on disk.
 */
export function liveTranscodeArgs(options: LiveTranscodeOptions): string[] {
  const { outDir, segmentSeconds, probeSeconds = SHORT_PROBE_SECONDS } = options;
  const split = `[0:v:0]split=${LIVE_LADDER.length}${LIVE_LADDER.map((_, i) => `[s${i}]`).join('')}`;
  const scales = LIVE_LADDER.map(
    (r, i) => `[s${i}]scale=-2:'min(ih,${r.maxHeight})':flags=bicubic,format=yuv420p[r${i}]`,
  );
  const flags = ['program_date_time', 'independent_segments', 'temp_file', 'omit_endlist'].join(
    '+',
  );
  const outputs = LIVE_LADDER.flatMap((r, i) => {
    // prettier-ignore
    return [
      '-map', `[r${i}]`, '-map', '0:a:0?',
      '-c:v', 'libx264', '-preset', options.preset ?? 'veryfast', '-tune', 'zerolatency',
      '-profile:v', 'high',
      '-b:v', `${r.videoKbps}k`, '-maxrate', `${Math.round(r.videoKbps * 1.5)}k`,
      '-bufsize', `${r.videoKbps * 2}k`,
      '-g', '250', '-sc_threshold', '0',
      '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`,
      '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000',
      '-f', 'hls', '-hls_time', String(segmentSeconds),
      '-hls_list_size', String(WINDOW_SEGMENTS), '-start_number', String(options.startNumbers[i] ?? 0),
      '-hls_flags', flags,
      '-hls_segment_filename', path.join(outDir, r.name, 'seg_%05d.ts'),
      path.join(outDir, r.name, WINDOW_PLAYLIST),
    ];
  });
  // prettier-ignore
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'info', '-nostats',
    // The playlists' program date-times start when the output does: ffmpeg's usual 5 s of
    // looking at the input first would date every picture that much late (and its events).
    '-analyzeduration', String(probeSeconds * 1_000_000),
    '-probesize', String(probeSeconds * 2_000_000),
    ...(options.inputOptions ?? []),
    '-i', options.input,
    '-progress', 'pipe:1',
    '-filter_complex', [split, ...scales].join(';'),
    // The input copied as it comes, to nowhere: the first output, whose size \`-progress\`
    // reports, so the input's bitrate is read from it (InputRate).
    '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-f', 'mpegts', devNull,
    ...outputs,
  ];
}

/** The master playlist, once the input's picture is known: each rendition's size and rate. */
export function liveMasterPlaylist(input: { width: number; height: number }): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of LIVE_LADDER) {
    const height = Math.min(input.height, r.maxHeight);
    const width = Math.round((input.width * height) / input.height / 2) * 2;
    const bandwidth = (r.videoKbps + 128) * 1000;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${height}`);
    lines.push(`${r.name}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * What ffmpeg says of its input's picture (`Stream #0:0…: Video: h264 (…), yuv420p(…),
 * 1920x1080 […], 25 fps`): codec, size, frame rate; null before it has said.
 */
export function inputPictureOf(
  stderr: string,
): Pick<LiveHealth, 'codec' | 'width' | 'height' | 'fps'> | null {
  // Only a whole line: stderr comes in chunks, and a line cut short has no frame rate yet.
  const line = /Input #0[\s\S]*?Stream #0:\d+[^:]*: Video: ([^\n]+)\n/.exec(stderr)?.[1];
  if (!line) return null;
  const codec = /^(\w+)/.exec(line)?.[1];
  const size = /\b(\d{2,5})x(\d{2,5})\b/.exec(line);
  const fps = /([\d.]+) fps/.exec(line)?.[1];
  return {
    ...(codec ? { codec } : {}),
    ...(size ? { width: Number(size[1]), height: Number(size[2]) } : {}),
    ...(fps ? { fps: Number(fps) } : {}),
  };
}

/** Whether the input ffmpeg took has sound (the first `Audio:` stream of input #0). */
export const inputHasSound = (stderr: string): boolean =>
  /Input #0[\s\S]*?Stream #0:\d+[^:]*: Audio: /.test(stderr);
