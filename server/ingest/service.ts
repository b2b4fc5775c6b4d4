import { randomUUID } from 'node:crypto';
import type { AssetImportRequest } from '../../src/core/api/contract';
import type { ServerContext } from '../context';
import type { Principal } from '../http/auth';
import { BadRequestError } from '../http/errors';
import { checkSourceAddress, SourceAddressError } from './fetch-source';
import { createUploadedAsset } from './repository';
import { titleFromFileName } from './uploads';
import { uploadedMediaKey } from './worker';

/**
 * "Add from an address": checks the address (no private or loopback hosts unless the
 * operator allows them), makes the asset, queued, and its ingest's job, which fetches it.
 * Returns the asset's id.
 */
export async function importFromAddress(
  ctx: ServerContext,
  caller: Principal,
  request: AssetImportRequest,
): Promise<string> {
  let address: URL;
  try {
    address = await checkSourceAddress(request.url.trim(), {
      allowPrivate: ctx.config.allowPrivateImports ?? false,
    });
  } catch (error) {
    if (error instanceof SourceAddressError)
      throw new BadRequestError(error.message, 'body.url', 'unsafe_address');
    throw error;
  }
  const assetId = randomUUID();
  const name = decodeURIComponent(address.pathname.split('/').pop() ?? '') || address.hostname;
  const key = { tenantId: caller.tenantId, assetId };
  await ctx.db.transaction(async (tx) => {
    await createUploadedAsset(tx, {
      ...key,
      mediaKey: uploadedMediaKey(assetId),
      title: request.title?.trim() || titleFromFileName(name),
      matchDate: request.matchDate ?? null,
      sourceName: name.slice(0, 500),
      sourceSize: 0,
      uploadId: randomUUID().replaceAll('-', ''),
      createdBy: caller.kind === 'user' ? caller.userId : null,
      sourceUrl: address.toString(),
    });
    await ctx.ingest.worker.enqueue(tx, key);
  });
  return assetId;
}
