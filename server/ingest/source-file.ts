import type { S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  downloadFromBucket,
  isBucketAddress,
  libraryBucketOf,
  parseBucketAddress,
} from './bucket-source';
import {
  downloadSource,
  SourceAddressError,
  type FetchPolicy,
  type SaveOptions,
} from './fetch-source';

/** What fetching an import needs of the server: its fetch rules and its bucket access. */
export interface ImportAccess {
  fetchPolicy(): FetchPolicy;
  bucketClient(region: string): S3Client | null;
}

/**
 * Fetches an import's file to `file`: from one of the tenant's bucket folders (`s3://`), whose
 * folder is checked again as it runs (the configuration may have changed since), or over https
 * under the fetch rules. Resolves to its size.
 */
export async function fetchImport(
  access: ImportAccess,
  tenantId: string,
  address: string,
  file: string,
  options: SaveOptions,
): Promise<number> {
  if (!isBucketAddress(address))
    return downloadSource(address, file, { ...access.fetchPolicy(), ...options });
  const object = parseBucketAddress(address);
  const client = access.bucketClient(libraryBucketOf(tenantId, object).region);
  if (!client) throw new SourceAddressError('This server reads no buckets any more.');
  return downloadFromBucket(client, object, file, options);
}

/** SHA-256 of a file, read as a stream (memory stays flat), reporting its share read. */
export async function sha256(
  file: string,
  signal: AbortSignal,
  onShare: (share: number) => void,
): Promise<string> {
  const { size } = await stat(file);
  const hash = createHash('sha256');
  let read = 0;
  let reported = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20, signal })) {
    hash.update(chunk as Buffer);
    read += (chunk as Buffer).length;
    const share = size > 0 ? Math.floor((read / size) * 100) : 100;
    if (share > reported) {
      reported = share;
      onShare(share);
    }
  }
  return hash.digest('hex');
}
