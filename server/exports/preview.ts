import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExportPreview, ExportPreviewRequest } from '../../src/core/api/contract';
import type { Database } from '../db/database';
import type { UserPrincipal } from '../http/auth';
import { BadRequestError, HttpError, NotFoundError } from '../http/errors';
import { getPlaylist } from '../playlists/service';
import { failureWords } from './failures';
import { exportOptionOf } from './options';
import { aspectsOf } from '../../src/core/api/contract/framing';
import { loadExportClips } from './plan';
import { renderPreview } from './renderers/preview';
import { framingAsked } from './service';
import type { ExportWorker } from './worker';

/** Longest a preview may take before it is given up. */
const PREVIEW_SECONDS = 60;

/**
 * A still of one item of a collection as an MP4 export in this shape and with these captions
 * would show it (docs/exports.md): before anything is rendered, the person sees the crop and
 * the caption.
 */
export async function previewExport(
  db: Database,
  worker: Pick<ExportWorker, 'toolsFor'>,
  me: UserPrincipal,
  exportAs: string,
  body: ExportPreviewRequest,
): Promise<ExportPreview> {
  const option = exportOptionOf(me.tenantId, exportAs);
  if (!option) throw new NotFoundError('Export', exportAs);
  if (aspectsOf(option).length < 2 && !option.captions)
    throw new BadRequestError(`${option.label} exports have no shape or captions to preview.`);
  const options = framingAsked(option, body);
  const playlist = await getPlaylist(db, me.tenantId, body.playlistId, me);
  if (!playlist) throw new NotFoundError('Collection', body.playlistId);
  if (playlist.clips.length === 0)
    throw new BadRequestError('The collection is empty: add clips first.', 'playlistId');
  const clips = await loadExportClips(db, me.tenantId, playlist.id);
  const index =
    body.item ??
    Math.max(
      0,
      clips.findIndex((c) => c.kind === 'clip'),
    );
  if (index >= clips.length)
    throw new BadRequestError(`The collection has ${clips.length} items.`, 'item');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vs-preview-'));
  try {
    return await renderPreview(
      {
        ...worker.toolsFor(me.tenantId),
        option,
        options,
        clips,
        workDir,
        signal: AbortSignal.timeout(PREVIEW_SECONDS * 1000),
      },
      index,
    );
  } catch (error) {
    throw new HttpError(
      409,
      'preview_failed',
      `No preview could be made. ${failureWords(error, true)}`,
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
