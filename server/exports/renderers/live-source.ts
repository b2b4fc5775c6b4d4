import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import type { ExportClip } from '../plan';
import { firstVariantUri, hlsSegments } from '../../media/hls-playlist';
import type { RenderJob } from './renderer';

/** Where ffmpeg reads a clip's picture from: a file, and the clip's start in it. */
export interface ClipSource {
  file: string;
  start: number;
}

/** A live match has no MP4 until it ends: its clips are cut from the stream's segments. */
export const isLiveSource = (clip: ExportClip) =>
  !clip.asset.media.files.mp4 && !!clip.asset.media.files.hls && clip.asset.status === 'live';

/**
 * A stretch of a live match's top rendition that holds `[start, start + duration]`: the
 * segments it covers copied into the job's folder one after another (MPEG-TS joins by its
 * bytes), whichever storage holds them; the clip's start is then counted from the first.
 */
export async function liveStretch(
  job: Pick<RenderJob, 'read' | 'workDir'>,
  clip: ExportClip,
  start: number,
  duration: number,
): Promise<ClipSource> {
  const master = clip.asset.media.files.hls!;
  const variant = firstVariantUri(await text(job.read(master)));
  const playlistKey = variant ? path.posix.join(path.posix.dirname(master), variant) : master;
  const segments = hlsSegments(await text(job.read(playlistKey))).filter(
    (s) => s.start + s.duration > start && s.start < start + duration,
  );
  if (segments.length === 0) throw new Error(`${clip.name} is not in the stream yet.`);
  const file = path.join(job.workDir, `live-${clip.index}.ts`);
  const out = createWriteStream(file);
  for (const segment of segments) {
    const key = path.posix.join(path.posix.dirname(playlistKey), segment.uri.replace(/\?.*$/, ''));
    await pipeline(job.read(key), out, { end: false });
  }
  out.end();
  await once(out, 'close');
  return { file, start: start - segments[0]!.start };
}
