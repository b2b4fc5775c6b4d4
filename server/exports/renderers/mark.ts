import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markWidth } from './mp4-command';
import type { RenderJob } from './renderer';
import { runFfmpeg, QUIET_FFMPEG } from '../../media/run-ffmpeg';

/** A `data:` URI's bytes (base64 or percent-encoded), and whether it is SVG. */
export function decodeDataUri(uri: string): { bytes: Buffer; svg: boolean } | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(uri);
  if (!match) return null;
  const base64 = match[2]!.split(';').includes('base64');
  const bytes = base64
    ? Buffer.from(match[3]!, 'base64')
    : Buffer.from(decodeURIComponent(match[3]!), 'utf8');
  return { bytes, svg: match[1]!.toLowerCase() === 'image/svg+xml' };
}

/**
 * The tenant's mark as an image file at the width it is burned in at on a picture `pictureWidth`
 * wide (the job's encoding by default): an SVG is drawn by
 * ffmpeg's librsvg at that size (sharp, not a small raster scaled up). Other images are used
 * as they are, unless `png` asks for a PNG at that width (for tools that read only PNG).
 */
export async function markFile(
  job: RenderJob,
  { png = false, pictureWidth = job.encoding.width } = {},
): Promise<string | null> {
  const mark = job.watermark;
  if (!mark) return null;
  const data = decodeDataUri(mark.image);
  if (!data) throw new Error('The watermark is not an embedded image.');
  const source = path.join(job.workDir, data.svg ? 'mark.svg' : 'mark.img');
  await writeFile(source, data.bytes);
  if (!data.svg && !png) return source;
  const width = markWidth(mark.widthPercent, pictureWidth);
  const output = path.join(job.workDir, 'mark.png');
  const size = data.svg ? ['-width', String(width)] : [];
  const scale = data.svg ? [] : ['-vf', `scale=${width}:-1`];
  await runFfmpeg(
    job.ffmpeg,
    [...QUIET_FFMPEG, ...size, '-i', source, ...scale].concat(['-frames:v', '1', output]),
    { totalSeconds: 1, signal: job.signal },
  );
  return output;
}

/** A PNG's size in pixels, from its header. */
export async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const bytes = await readFile(file);
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error(`${path.basename(file)} is not a PNG.`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
