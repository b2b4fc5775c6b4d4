import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExportPreview } from '../../../src/core/api/contract';
import { QUIET_FFMPEG, runFfmpeg } from '../../media/run-ffmpeg';
import { captionStyleOf, framed, framingOf } from './framing';
import { markFile } from './mark';
import { mp4RenderArgs } from './mp4-command';
import { renderClips } from './render-video';
import type { RenderJob, RenderTools } from './renderer';

/** What a preview is made from: the export as asked, and how this process renders. */
export type PreviewJob = RenderTools &
  Pick<RenderJob, 'option' | 'options' | 'clips' | 'workDir' | 'signal'>;

/** How wide the preview's still is: enough to read the caption in a dialog. */
const PREVIEW_WIDTH = 360;

/**
 * One item of an export as the MP4 will show it, on a still a second in (or halfway through a
 * shorter clip): cropped to the aspect where its picture moves, its caption, the mark. Made by
 * rendering that second as the export would, then taking its last frame.
 */
export async function renderPreview(job: PreviewJob, index: number): Promise<ExportPreview> {
  const item = job.clips[index]!;
  const framing = framingOf(job);
  const one = { ...job, clips: [item] };
  const [clip] = await renderClips(one);
  const at = Math.min(1, clip!.duration / 2);
  const [shown] = await framed(one, [{ ...clip!, hasAudio: false }], framing);
  const mark = await markFile({ ...job, progress: () => {} } as unknown as RenderJob, {
    pictureWidth: framing.size.width,
  });
  const captionStyle = framing.captions ? captionStyleOf(job, framing.captions) : null;
  const piece = path.join(job.workDir, 'preview.mp4');
  const args = mp4RenderArgs({
    clips: [{ ...shown!, duration: Math.max(0.1, at) }],
    aspect: framing.aspect,
    ...(captionStyle ? { captionStyle } : {}),
    ...(mark && job.watermark ? { watermark: { ...job.watermark, file: mark } } : {}),
    output: piece,
    encoding: { ...job.encoding, preset: 'ultrafast' },
  });
  await runFfmpeg(job.ffmpeg, args, { totalSeconds: at, signal: job.signal });
  const still = path.join(job.workDir, 'preview.jpg');
  const width = Math.min(PREVIEW_WIDTH, framing.size.width);
  await runFfmpeg(
    job.ffmpeg,
    [...QUIET_FFMPEG, '-sseof', '-0.1', '-i', piece, '-frames:v', '1'].concat([
      '-vf',
      `scale=${width}:-2`,
      '-q:v',
      '4',
      still,
    ]),
    { totalSeconds: 1, signal: job.signal },
  );
  const bytes = await readFile(still);
  return {
    image: `data:image/jpeg;base64,${bytes.toString('base64')}`,
    item: index,
    name: item.name,
    caption: shown!.caption ? shown!.caption.lines.join(' ') : null,
    aspect: framing.aspect,
  };
}
