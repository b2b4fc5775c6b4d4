import type { ServerContext } from '../context';
import { NotFoundError } from '../http/errors';
import { stopIngestOf } from '../ingest/service';
import { deleteAsset } from './repository';
import { assetOf } from './service';

/**
 * Deletes an asset with its renditions, its clips and the collection items of them: a
 * processing upload is stopped first, and an uploaded asset's media and upload go with it.
 */
export async function deleteAssetWhole(
  ctx: ServerContext,
  tenantId: string,
  assetId: string,
): Promise<void> {
  await assetOf(ctx.db, tenantId, assetId);
  const uploadId = await stopIngestOf(ctx, { tenantId, assetId });
  const deleted = await ctx.db.transaction((tx) => deleteAsset(tx, tenantId, assetId));
  if (!deleted) throw new NotFoundError('Asset', assetId);
  await ctx.search.catchUp(tenantId);
  if (deleted.uploaded) {
    await ctx.media.storage.removeFolder(deleted.mediaKey);
    if (uploadId) await ctx.ingest.uploads.removeSource(uploadId);
  }
}
