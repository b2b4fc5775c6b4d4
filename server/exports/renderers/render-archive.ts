import { destinationKey } from './archive';
import type { Renderer } from './renderer';
import { renderVideo } from './render-video';

/** The share of the progress bar the render takes; the upload takes the rest. */
const RENDER_SHARE = 0.85;

export class ArchiveMissingError extends Error {
  constructor() {
    super('This server has no archive to deliver to; ask your administrator.');
    this.name = 'ArchiveMissingError';
  }
}

/**
 * MP4 to S3 (SPEC §9): the MP4 export, then a multipart upload to the tenant's bucket under
 * its path, `{datetime}` filled with when the export was asked for. Nothing is kept here to
 * download: the export is DELIVERED to its `s3://` address.
 */
export const renderToArchive: Renderer = async (job) => {
  const archive = job.deliveries.archive;
  const destination = job.option.destination;
  if (!archive || !destination) throw new ArchiveMissingError();
  const video = await renderVideo({
    ...job,
    progress: ({ percent }) => job.progress({ percent: percent * RENDER_SHARE }),
  });
  const file = video.files[0]!;
  const deliveredTo = await archive.upload({
    destination,
    key: destinationKey(destination, job.requestedAt, file.name),
    file: file.path,
    contentType: file.contentType,
    signal: job.signal,
    onProgress: (share) =>
      job.progress({ percent: 100 * RENDER_SHARE + share * 100 * (1 - RENDER_SHARE) }),
  });
  return { files: [], deliveredTo };
};
