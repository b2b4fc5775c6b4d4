import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http/errors';
import { stopIngestOf } from '../ingest/service';
import { deleteAsset } from './repository';
import { assetOf } from './service';

/**
 * Deletes an asset with its renditions, its clips and the collection items of them: a
 * processing upload is stopped first, and an uploaded asset's media and upload go with it.
 */
export async function deleteAssetWhole(
  app: FastifyInstance,
  tenantId: string,
  assetId: string,
): Promise<void> {
  await assetOf(app.db, tenantId, assetId);
  const uploadId = await stopIngestOf(app, { tenantId, assetId });
  const deleted = await app.db.transaction((tx) => deleteAsset(tx, tenantId, assetId));
  if (!deleted) throw new NotFoundError('Asset', assetId);
  await app.searchEngine.catchUp(tenantId);
  if (deleted.uploaded) {
    await app.media.storage.removeFolder(deleted.mediaKey);
    if (uploadId) await app.ingest.uploads.removeSource(uploadId);
  }
}
