import type { Renderer } from './renderer';
import { renderToArchive } from './render-archive';
import { renderEdl } from './render-edl';
import { renderMediaConvertJob } from './render-mediaconvert';
import { renderPlaybackLink } from './render-link';
import { renderFootageRequest } from './render-request';
import { renderImages } from './render-images';
import { renderVideo } from './render-video';

/** The renderer of each export type (an ExportOption's `name`). */
export const RENDERERS: Record<string, Renderer> = {
  video: renderVideo,
  'mp4-s3': renderToArchive,
  edl: renderEdl,
  url: renderPlaybackLink,
  mediaconvert: renderMediaConvertJob,
  'img-collections': renderImages,
  form: renderFootageRequest,
};

/** Export types that upload to the tenant's archive: the server needs S3 storage for them. */
export const ARCHIVE_DELIVERIES: ReadonlySet<string> = new Set(['mp4-s3']);
