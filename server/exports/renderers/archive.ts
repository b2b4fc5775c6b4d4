import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Clients } from '../../media/s3-clients';
import type { S3Destination } from '../../../src/tenants/operations';

/** SPEC §9's `{datetime}`: the UTC time to the second, in a form every store takes in a key. */
export function datetimeStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

/** The object key a delivered file goes to: the destination's path, its placeholder filled. */
export function destinationKey(destination: S3Destination, at: Date, fileName: string): string {
  const prefix = destination.path.replaceAll('{datetime}', datetimeStamp(at));
  return `${prefix}${prefix === '' || prefix.endsWith('/') ? '' : '/'}${fileName}`;
}

export interface ArchiveUpload {
  destination: S3Destination;
  key: string;
  file: string;
  contentType: string;
  signal: AbortSignal;
  /** A share of the file sent, 0 to 1. */
  onProgress(share: number): void;
}

/** A part of a multipart upload; S3's least but the last. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Delivers files to S3-compatible storage as multipart uploads with progress (SPEC §9 "MP4 to
 * S3"); a client per region. Presigned and streamed uploads need checksums only where a call
 * requires them (`WHEN_REQUIRED`), which compatible stores expect.
 */
export class S3Archive {
  constructor(private readonly clients: S3Clients) {}

  /** Uploads the file; resolves with its `s3://bucket/key` address. Aborting stops it. */
  async upload(upload: ArchiveUpload): Promise<string> {
    const { destination, key, file, signal } = upload;
    const { size } = await stat(file);
    const sending = new Upload({
      client: this.clients.client(destination.region),
      params: {
        Bucket: destination.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentType: upload.contentType,
        ContentLength: size,
      },
      partSize: PART_BYTES,
      queueSize: 2,
    });
    sending.on('httpUploadProgress', (p) => {
      if (p.loaded !== undefined && size > 0) upload.onProgress(Math.min(1, p.loaded / size));
    });
    const stop = () => void sending.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      await sending.done();
    } catch (error) {
      if (signal.aborted) throw signal.reason as Error;
      throw new DeliveryFailedError(`s3://${destination.bucket}/${key}`, error);
    } finally {
      signal.removeEventListener('abort', stop);
    }
    return `s3://${destination.bucket}/${key}`;
  }
}

/** The store refused or could not be reached; another try may do. */
export class DeliveryFailedError extends Error {
  constructor(
    readonly target: string,
    cause: unknown,
  ) {
    super(`The delivery to ${target} failed.`, { cause });
    this.name = 'DeliveryFailedError';
  }
}
