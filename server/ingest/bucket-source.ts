import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { tenantOperationsOf, type LibraryBucket } from '../../src/tenants/operations';
import { isMissingObject } from '../media/s3-storage';
import { saveSource, SourceAddressError, type SaveOptions } from './fetch-source';

/** An object of a tenant's bucket, as `s3://bucket/key` names it. */
export interface BucketObject {
  bucket: string;
  key: string;
}

/** Whether an address names an object of a bucket rather than a web address. */
export const isBucketAddress = (text: string): boolean => /^s3:\/\//i.test(text.trim());

/** `s3://bucket/folder/file.mp4` as its bucket and key, or a refusal in words. */
export function parseBucketAddress(text: string): BucketObject {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/(.+)$/i.exec(text.trim());
  const key = match?.[2] ?? '';
  if (!match || key.endsWith('/') || key.split('/').some((part) => part === '..' || part === ''))
    throw new SourceAddressError(
      'Give the whole address of one file in the bucket: s3://bucket/folder/file.mp4.',
    );
  return { bucket: match[1]!.toLowerCase(), key };
}

/** The tenant's folders the library may add from (its operations' `libraryBuckets`). */
export function libraryBucketsOf(tenantId: string): readonly LibraryBucket[] {
  return tenantOperationsOf(tenantId).libraryBuckets;
}

/** A folder as a person writes it: `s3://bucket/folder/`. */
export const bucketFolder = (folder: LibraryBucket): string =>
  `s3://${folder.bucket}/${folder.prefix}`;

/** The tenant's folder that holds the object, or a refusal naming the folders it has. */
export function libraryBucketOf(tenantId: string, object: BucketObject): LibraryBucket {
  const buckets = libraryBucketsOf(tenantId);
  const found = buckets.find((b) => b.bucket === object.bucket && object.key.startsWith(b.prefix));
  if (found) return found;
  throw new SourceAddressError(
    buckets.length === 0
      ? 'This organisation has no bucket the library adds from.'
      : `The library adds only from ${buckets.map(bucketFolder).join(' or ')}.`,
  );
}

const denied = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403;

/** Why reading the object failed, in words; whether trying again may help. */
function bucketError(error: unknown): SourceAddressError {
  if (error instanceof SourceAddressError) return error;
  if (isMissingObject(error)) return new SourceAddressError('There is no file at that address.');
  if (denied(error))
    return new SourceAddressError(
      'This server may not read that bucket: its operator gives it access (docs/ingest.md).',
    );
  return new SourceAddressError('The bucket could not be reached.', false);
}

/** The object's size, read before anything is made for it: a missing file is said at once. */
export async function bucketObjectSize(client: S3Client, object: BucketObject): Promise<number> {
  try {
    const head = await client.send(
      new HeadObjectCommand({ Bucket: object.bucket, Key: object.key }),
    );
    return head.ContentLength ?? 0;
  } catch (error) {
    throw bucketError(error);
  }
}

/** Downloads the object to `file`, streamed, within the tenant's limit; resolves to its size. */
export async function downloadFromBucket(
  client: S3Client,
  object: BucketObject,
  file: string,
  options: SaveOptions,
): Promise<number> {
  let body: Readable;
  let total: number | null;
  try {
    const answer = await client.send(
      new GetObjectCommand({ Bucket: object.bucket, Key: object.key }),
      { abortSignal: options.signal },
    );
    body = answer.Body as Readable;
    total = answer.ContentLength ?? null;
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason as Error;
    throw bucketError(error);
  }
  return saveSource(body, total, file, options);
}
