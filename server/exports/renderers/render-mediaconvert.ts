import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { destinationKey } from './archive';
import { markFile, pngSize } from './mark';
import { mediaConvertJob, type JobPlan } from './mediaconvert';
import { MP4_ENCODING } from './mp4-command';
import { StillInVideoExportError } from '../plan';
import { ArchiveMissingError } from './render-archive';
import type { RenderedFile, Renderer, RenderJob } from './renderer';

/** The tenant's mark as a PNG kept beside the job, at a link the job reads it from. */
async function keptMark(
  job: RenderJob,
): Promise<{ file: RenderedFile; plan: NonNullable<JobPlan['mark']> } | null> {
  const png = await markFile(job, { png: true, pictureWidth: MP4_ENCODING.width });
  if (!png || !job.watermark) return null;
  const name = `${job.fileName} mark.png`;
  const size = await pngSize(png);
  return {
    file: { path: png, name, contentType: 'image/png' },
    plan: { ...job.watermark, ...size, url: job.fileUrl(1, name) },
  };
}

/**
 * MediaConvert job template: the JSON of an AWS Elemental MediaConvert CreateJob request that
 * renders the collection into the tenant's archive as the MP4 export would, for a cloud team
 * to submit (`aws mediaconvert create-job --cli-input-json file://…`). Its inputs are signed
 * links to the sources (and to the mark, kept beside it), valid as long as the export is kept.
 */
export const renderMediaConvertJob: Renderer = async (job) => {
  const destination = job.option.destination;
  if (!destination) throw new ArchiveMissingError();
  const inputs = job.clips.map((clip) => {
    if (!clip.asset.media.files.mp4 || !(clip.asset.media.fps > 0))
      throw new StillInVideoExportError(clip.name, 'a MediaConvert job');
    return {
      url: job.mediaUrl(clip.assetId),
      fps: clip.asset.media.fps,
      start: clip.start,
      duration: clip.duration,
    };
  });
  const mark = await keptMark(job);
  job.progress({ percent: 60 });
  const request = mediaConvertJob({
    inputs,
    destination: `s3://${destination.bucket}/${destinationKey(destination, job.requestedAt, job.fileName)}`,
    ...(mark ? { mark: mark.plan } : {}),
    ...(job.deliveries.mediaConvertRole ? { role: job.deliveries.mediaConvertRole } : {}),
    metadata: {
      collection: job.title.slice(0, 256),
      exportId: job.exportId,
      requestedBy: job.requestedBy.slice(0, 256),
    },
  });
  const file = path.join(job.workDir, 'job.json');
  await writeFile(file, `${JSON.stringify(request, null, 2)}\n`);
  const files: RenderedFile[] = [
    { path: file, name: `${job.fileName}.json`, contentType: 'application/json' },
  ];
  if (mark) files.push(mark.file);
  return { files };
};
