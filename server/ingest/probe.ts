import { execFile } from 'node:child_process';
import { spawnTied, tiedCommand } from '../media/tied-child';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { ACCEPTED_CONTAINERS, ACCEPTED_EXTENSIONS } from '../../src/core/api/contract';

export { ACCEPTED_CONTAINERS, ACCEPTED_EXTENSIONS };

/** What the ingest needs to know of a source file, read by ffprobe. */
export interface SourceFacts {
  /** ffprobe's name of the container (`mov,mp4,m4a,3gp,3g2,mj2`, `mxf`...). */
  container: string;
  /** Seconds. */
  duration: number;
  video: {
    codec: string;
    width: number;
    height: number;
    /** Frames a second. */
    fps: number;
    /** Fields rather than frames: deinterlaced on the way. */
    interlaced: boolean;
  };
  /** The first sound stream, when there is one. */
  audio: { codec: string; channels: number; layout: string | null } | null;
  /** The source's own timecode at its first frame (a timecode track or tag), when it has one. */
  timecode: string | null;
}

/** Containers the library takes, by the names ffprobe gives them, with their names for people. */
const CONTAINERS: ReadonlyArray<{ probe: RegExp; name: string }> = [
  { probe: /(^|,)(mov|mp4)(,|$)/, name: 'MP4 or MOV' },
  { probe: /^mxf/, name: 'MXF' },
  { probe: /(^|,)matroska(,|$)/, name: 'MKV' },
  { probe: /^mpegts$/, name: 'MPEG-TS' },
];

export function hasAcceptedExtension(fileName: string): boolean {
  return ACCEPTED_EXTENSIONS.includes(path.extname(fileName).toLowerCase());
}

/** A source the ingest cannot take, with the words that say why. */
export class UnplayableSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnplayableSourceError';
  }
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  field_order?: string;
  channels?: number;
  channel_layout?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
}

function rate(text: string | undefined): number {
  const [num, den] = (text ?? '').split('/').map(Number);
  return num && den ? num / den : 0;
}

const TIMECODE = /^\d{2}:\d{2}:\d{2}[:;.]\d{2}$/;

/** The time the source's packets cover, as ffprobe reads them: from the first to the last's end. */
export interface PacketSpan {
  start: number;
  end: number;
}

/** How far a header's length may stray from its packets' before the file is refused. */
const MAX_HEADER_DRIFT_SECONDS = 5;
const MAX_HEADER_DRIFT_SHARE = 0.1;

const lengthInWords = (seconds: number) => {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  if (h >= 48) return `${Math.round(h / 24)} days`;
  return h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min ${s} s` : `${s} s`;
};

/**
 * A source's length: what its packets cover, not what its header says (a header can claim
 * anything: 49 days on a 4 s file). A header far from its packets marks a file made wrongly
 * or damaged, refused in words.
 */
export function lengthOf(header: number, span: PacketSpan | null): number {
  const decoded = span ? span.end - span.start : 0;
  if (!(decoded > 0)) {
    throw new UnplayableSourceError(
      'This file has no length to play: it may be empty or cut short. Send the whole file again.',
    );
  }
  const drift = Math.abs(header - decoded);
  if (
    Number.isFinite(header) &&
    header > 0 &&
    drift > Math.max(MAX_HEADER_DRIFT_SECONDS, decoded * MAX_HEADER_DRIFT_SHARE)
  ) {
    throw new UnplayableSourceError(
      `This file says it lasts ${lengthInWords(header)}, but what it holds lasts ${lengthInWords(decoded)}: it was made wrongly or is damaged. Export it again, or send the original.`,
    );
  }
  return decoded;
}

/**
 * The facts of a source from ffprobe's JSON and its packets' span, or why it cannot be taken,
 * in a person's words: not a container the library takes, no picture, no length (empty or cut
 * short), a header that disagrees with what the file holds.
 */
export function readProbe(output: ProbeOutput, span: PacketSpan | null): SourceFacts {
  const container = output.format?.format_name ?? '';
  if (!CONTAINERS.some((c) => c.probe.test(container))) {
    throw new UnplayableSourceError(
      `This kind of file is not one the library takes: send ${ACCEPTED_CONTAINERS}.`,
    );
  }
  const streams = output.streams ?? [];
  const picture = streams.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height,
  );
  if (!picture) throw new UnplayableSourceError('This file has no picture: it is not a video.');
  const duration = lengthOf(Number(output.format?.duration), span);
  const fps = rate(picture.avg_frame_rate) || rate(picture.r_frame_rate);
  const sound = streams.find((s) => s.codec_type === 'audio' && (s.channels ?? 0) > 0);
  const timecode = [...streams.map((s) => s.tags?.timecode), output.format?.tags?.timecode].find(
    (t): t is string => !!t && TIMECODE.test(t),
  );
  return {
    container,
    duration,
    video: {
      codec: picture.codec_name ?? 'unknown',
      width: picture.width!,
      height: picture.height!,
      fps: fps > 0 && fps <= 240 ? fps : 25,
      interlaced: ['tt', 'bb', 'tb', 'bt'].includes(picture.field_order ?? ''),
    },
    audio: sound
      ? {
          codec: sound.codec_name ?? 'unknown',
          channels: sound.channels!,
          layout: sound.channel_layout ?? null,
        }
      : null,
    timecode: timecode ?? null,
  };
}

/** Runs ffprobe on a file; a file it cannot read at all is refused in words. */
export async function probeSource(
  ffprobe: string,
  file: string,
  signal: AbortSignal,
): Promise<SourceFacts> {
  const [command, args] = tiedCommand(ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      command,
      args,
      { signal, maxBuffer: 16 * 1024 * 1024, timeout: 120_000 },
      (error, stdout) => {
        if (signal.aborted) reject(signal.reason as Error);
        else if (error && !stdout) {
          reject(
            new UnplayableSourceError(
              'This file could not be read as a video: it may be damaged or cut short.',
            ),
          );
        } else resolve(stdout);
      },
    );
  });
  let parsed: ProbeOutput;
  try {
    parsed = JSON.parse(output) as ProbeOutput;
  } catch {
    throw new UnplayableSourceError('This file could not be read as a video.');
  }
  return readProbe(parsed, await packetSpan(ffprobe, file, signal));
}

/**
 * The span of a file's packets, every stream's, read by ffprobe without decoding (a pass over
 * the file, its lines streamed: memory stays flat however long the file). Null for none.
 */
export async function packetSpan(
  ffprobe: string,
  file: string,
  signal: AbortSignal,
): Promise<PacketSpan | null> {
  const child = spawnTied(
    ffprobe,
    ['-v', 'error', '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file],
    { signal },
  );
  child.stderr.resume();
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', () => resolve());
  });
  // Stopped while its lines are read (a server shutting down), it fails before it is awaited
  // below: marked as handled now, its reason is still thrown there.
  exited.catch(() => undefined);
  for await (const line of lines) {
    const [pts, duration] = line.split(',').map(Number);
    if (pts === undefined || !Number.isFinite(pts)) continue;
    start = Math.min(start, pts);
    end = Math.max(end, pts + (Number.isFinite(duration) ? duration! : 0));
  }
  await exited.catch((error: Error) => {
    if (signal.aborted) throw signal.reason as Error;
    throw error;
  });
  return end > start ? { start, end } : null;
}
