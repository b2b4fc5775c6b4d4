import { SERVICE_PATHS } from '../../src/core/api/contract';
import type { PlatformSettings } from '../platform-settings';
import type { ExportSettings } from './settings';

type LinkSettings = Pick<PlatformSettings, 'secret'> & Pick<ExportSettings, 'exportJobs'>;
import { signMediaQuery } from '../media/signing';
import type { ExportRow } from './repository';
import { DEFAULT_EXPORT_JOBS } from './worker';

/** The grant a download link carries: the export and the file's place in it. */
export const exportGrantId = (id: string, index: number) => `export:${id}:${index}`;

/** Where an export's file is downloaded from, under `origin`, without its signature. */
export function exportFilePath(origin: string, tenantId: string, id: string, index: number) {
  return `${origin}${SERVICE_PATHS.middleware}/publication/${encodeURIComponent(tenantId)}/exports/${id}/files/${index}`;
}

/** When links that files of an export carry stop working: as long as the export is kept. */
function keptUntil(config: LinkSettings): number {
  const keep = { ...DEFAULT_EXPORT_JOBS, ...config.exportJobs }.keepSeconds;
  return Math.floor(Date.now() / 1000) + keep;
}

/**
 * The address of an asset's media file (`video.mp4`, `hls/seg_0001.ts`) as files that
 * reference it carry it (OTIO, a stitched stream): under the host the export was asked from,
 * signed for as long as the export is kept.
 */
export function exportMediaUrl(
  config: LinkSettings,
  row: ExportRow,
  assetId: string,
  file = 'video.mp4',
): string {
  const query = signMediaQuery(config.secret, {
    tenantId: row.tenant_id,
    assetId,
    expires: keptUntil(config),
  });
  const origin = row.options.origin ?? '';
  return `${origin}${SERVICE_PATHS.asset}/v3/asset/${encodeURIComponent(assetId)}/media/${file}?${query}`;
}

/**
 * A link to one of the export's own files, signed for as long as the export is kept; its
 * name, when given, ends the path (for tools that go by the extension).
 */
export function exportFileUrl(
  config: LinkSettings,
  row: ExportRow,
  index: number,
  name?: string,
): string {
  const query = signMediaQuery(config.secret, {
    tenantId: row.tenant_id,
    assetId: exportGrantId(row.id, index),
    expires: keptUntil(config),
  });
  const named = name === undefined ? '' : `/${encodeURIComponent(name)}`;
  return `${exportFilePath(row.options.origin ?? '', row.tenant_id, row.id, index)}${named}?${query}`;
}
