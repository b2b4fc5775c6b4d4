import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ApiErrorCode, AssetImportRequest } from '../../src/core/api/contract';
import type { LibraryBucket } from '../../src/tenants/operations';
import type { Principal } from '../http/auth';
import { BadRequestError, HttpError } from '../http/errors';
import {
  bucketObjectSize,
  type BucketObject,
  isBucketAddress,
  libraryBucketOf,
  parseBucketAddress,
} from './bucket-source';
import { checkSourceAddress, SourceAddressError } from './fetch-source';
import { cancelIngest, createUploadedAsset, ingestOf, type IngestKey } from './repository';
import { maxUploadBytesOf, titleFromFileName } from './uploads';
import { uploadedMediaKey } from './worker';

/**
 * "Add from an address": an https address (no private or loopback hosts unless the operator
 * allows them), or `s3://bucket/key` in one of the tenant's own bucket folders. Checks it, makes
 * the asset, queued, and its ingest's job, which fetches it. Returns the asset's id.
 */
export async function importFromAddress(
  app: FastifyInstance,
  caller: Principal,
  request: AssetImportRequest,
): Promise<string> {
  const text = request.url.trim();
  const source = isBucketAddress(text)
    ? await checkedBucketSource(app, caller.tenantId, text)
    : await checkedWebSource(app, text);
  const assetId = randomUUID();
  const key = { tenantId: caller.tenantId, assetId };
  await app.db.transaction(async (tx) => {
    await createUploadedAsset(tx, {
      ...key,
      mediaKey: uploadedMediaKey(assetId),
      title: request.title?.trim() || titleFromFileName(source.name),
      matchDate: request.matchDate ?? null,
      sourceName: source.name.slice(0, 500),
      sourceSize: source.size,
      uploadId: randomUUID().replaceAll('-', ''),
      createdBy: caller.kind === 'user' ? caller.userId : null,
      sourceUrl: source.address,
    });
    await app.ingest.worker.enqueue(tx, key);
  });
  return assetId;
}

/**
 * Stops an asset's ingest before the asset goes (its ffmpeg writes nothing after the files go)
 * and answers the upload its bytes came by, to remove with it: none for seed media.
 */
export async function stopIngestOf(app: FastifyInstance, key: IngestKey): Promise<string | null> {
  const stopped = await cancelIngest(app.db, key);
  if (stopped) await app.ingest.worker.cancel(key, stopped.jobId);
  return (await ingestOf(app.db, key))?.upload_id ?? null;
}

interface CheckedSource {
  address: string;
  /** The file's name, for its title and the library's row. */
  name: string;
  /** Bytes, where known before the fetch; 0 otherwise. */
  size: number;
}

async function checkedWebSource(app: FastifyInstance, text: string): Promise<CheckedSource> {
  let address: URL;
  try {
    address = await checkSourceAddress(text, {
      allowPrivate: app.config.allowPrivateImports ?? false,
    });
  } catch (error) {
    if (error instanceof SourceAddressError)
      throw new BadRequestError(error.message, 'body.url', 'unsafe_address');
    throw error;
  }
  const name = decodeURIComponent(address.pathname.split('/').pop() ?? '') || address.hostname;
  return { address: address.toString(), name, size: 0 };
}

/** An object of the tenant's own bucket: its folder, that it is there, and its size. */
async function checkedBucketSource(
  app: FastifyInstance,
  tenantId: string,
  text: string,
): Promise<CheckedSource> {
  const { s3 } = app;
  if (!s3)
    throw new HttpError(
      503,
      'unavailable',
      'This server reads no buckets: its operator sets S3_ENDPOINT or S3_USE_AWS (docs/ingest.md).',
    );
  const refused = (error: unknown, code: ApiErrorCode) =>
    error instanceof SourceAddressError
      ? new BadRequestError(error.message, 'body.url', code)
      : error;
  let object: BucketObject;
  let folder: LibraryBucket;
  try {
    object = parseBucketAddress(text);
    folder = libraryBucketOf(tenantId, object);
  } catch (error) {
    throw refused(error, 'unknown_bucket');
  }
  let size: number;
  try {
    size = await bucketObjectSize(s3.client(folder.region), object);
  } catch (error) {
    throw refused(error, 'unreadable_source');
  }
  if (size === 0)
    throw new BadRequestError('The file at that address is empty.', 'body.url', 'empty_file');
  if (size > maxUploadBytesOf(tenantId, app.config.maxUploadBytes))
    throw new BadRequestError(
      'The file at that address is larger than this library takes.',
      'body.url',
      'too_large',
    );
  const name = object.key.split('/').pop()!;
  return { address: `s3://${object.bucket}/${object.key}`, name, size };
}
