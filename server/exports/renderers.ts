import { SERVICE_PATHS } from '../../src/core/api/contract';
import type { ServerConfig } from '../config';
import { signMediaQuery } from '../media/signing';
import type { ExportRow } from '../publication/repository';
import type { ExportClip } from './plan';
import type { Renderer } from './renderer';
import { renderToArchive } from './render-archive';
import { renderEdl } from './render-edl';
import { renderImages } from './render-images';
import { renderVideo } from './render-video';
import { DEFAULT_EXPORT_JOBS } from './worker';

/** The renderer of each export type (an ExportOption's `name`). */
export const RENDERERS: Record<string, Renderer> = {
  video: renderVideo,
  'mp4-s3': renderToArchive,
  edl: renderEdl,
  'img-collections': renderImages,
};

/**
 * The address of a clip's source as files that reference it (OTIO) carry it: under the host
 * the export was asked from, signed for as long as the export is kept.
 */
export function exportMediaUrl(config: ServerConfig, row: ExportRow, clip: ExportClip): string {
  const keep = { ...DEFAULT_EXPORT_JOBS, ...config.exportJobs }.keepSeconds;
  const expires = Math.floor(Date.now() / 1000) + keep;
  const query = signMediaQuery(config.secret, {
    tenantId: row.tenant_id,
    assetId: clip.assetId,
    expires,
  });
  const origin = row.options.origin ?? '';
  return `${origin}${SERVICE_PATHS.asset}/v3/asset/${encodeURIComponent(clip.assetId)}/media/video.mp4?${query}`;
}
