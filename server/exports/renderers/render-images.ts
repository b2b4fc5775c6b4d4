import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import yazl from 'yazl';
import type { ExportClip } from '../plan';
import { safeFileName, type RenderJob, type RenderResult } from './renderer';
import { isLiveSource, liveStretch } from './live-source';
import { runFfmpeg, QUIET_FFMPEG } from '../../media/run-ffmpeg';
import { frameRateOf, framesFromSeconds, timecode } from './timecode';

/** A CSV field: quoted when it holds a comma, quote or line break; formulas defused. */
export function csvField(value: string | number): string {
  let text = String(value);
  // A spreadsheet runs a cell starting with these as a formula.
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A still's name: its place, the clip's name and the in point's timecode. */
export function stillName(clip: ExportClip, digits: number): string {
  const rate = frameRateOf(clip.asset.media.fps > 0 ? clip.asset.media.fps : 25);
  const at = timecode(framesFromSeconds(clip.start, rate), rate).replace(/[:;]/g, '-');
  const place = String(clip.index).padStart(digits, '0');
  return `${place} ${safeFileName(clip.name, 'clip').slice(0, 80)} ${at}.jpg`;
}

/** The metadata sheet: one row per still, the clip's fields after the fixed columns. */
export function metadataCsv(rows: Array<{ file: string; clip: ExportClip }>): string {
  const categories = [...new Set(rows.flatMap((r) => Object.keys(r.clip.metadata)))].sort();
  const header = ['file', 'position', 'name', 'type', 'asset_id', 'asset_title', 'in_seconds']
    .concat(['duration_seconds', 'match_date'], categories)
    .map(csvField);
  const lines = rows.map(({ file, clip }) =>
    [
      file,
      clip.index,
      clip.name,
      clip.kind,
      clip.assetId,
      clip.asset.title,
      clip.start.toFixed(3),
      clip.duration.toFixed(3),
      clip.asset.matchDate ?? '',
      ...categories.map((c) => clip.metadata[c] ?? ''),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * Image collection: a zip of each clip's still at its in point (full size, as the source is)
 * named by place, name and timecode, with `metadata.csv`. The zip is written as a stream to
 * its file, one still at a time: nothing of it is held in memory.
 */
export async function renderImages(job: RenderJob): Promise<RenderResult> {
  const output = path.join(job.workDir, 'export.zip');
  const zip = new yazl.ZipFile();
  const written = createWriteStream(output);
  zip.outputStream.pipe(written);
  const finished = once(written, 'close');
  const digits = String(job.clips.length).length;
  const rows: Array<{ file: string; clip: ExportClip }> = [];
  for (const clip of job.clips) {
    const name = stillName(clip, digits);
    const media = clip.asset.media;
    if (media.kind === 'image' && media.files.image) {
      const image = media.files.image;
      zip.addReadStreamLazy(name, { compress: false }, (cb) => cb(null, job.read(image)));
    } else {
      const mp4 = media.files.mp4;
      if (!mp4 && !isLiveSource(clip))
        throw new Error(`${clip.name} has no picture to take a still from.`);
      const source = mp4
        ? { file: await job.locate(mp4), start: clip.start }
        : await liveStretch(job, clip, clip.start, 1);
      const still = path.join(job.workDir, `still-${clip.index}.jpg`);
      await runFfmpeg(
        job.ffmpeg,
        [...QUIET_FFMPEG, '-ss', source.start.toFixed(3)].concat([
          '-i',
          source.file,
          '-frames:v',
          '1',
          '-q:v',
          '2',
          still,
        ]),
        { totalSeconds: 1, signal: job.signal },
      );
      if (!mp4) await rm(source.file, { force: true });
      // yazl reads the file when the zip reaches it; it is removed once it has been read.
      zip.addReadStreamLazy(name, { compress: false }, (cb) => {
        const stream = createReadStream(still);
        stream.on('close', () => void rm(still, { force: true }));
        cb(null, stream);
      });
    }
    rows.push({ file: name, clip });
    job.progress({ percent: Math.floor((rows.length / job.clips.length) * 95) });
  }
  zip.addBuffer(Buffer.from(metadataCsv(rows), 'utf8'), 'metadata.csv');
  zip.end();
  await finished;
  return { files: [{ path: output, name: `${job.fileName}.zip`, contentType: 'application/zip' }] };
}
