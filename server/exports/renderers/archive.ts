import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Destination } from '../../../src/tenants/operations';

// The SDK warns on Node 20 (supported until 2027) in the server's console when a client is
// made; the README says which Node the server needs.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** How the server reaches S3-compatible storage for deliveries (AWS, or any compatible store). */
export interface S3Settings {
  /** `http://127.0.0.1:9000`; AWS's own endpoint for the region when absent. */
  endpoint?: string;
  /** Both absent: the SDK's usual chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (`host/bucket/key`), which most compatible stores need. */
  forcePathStyle: boolean;
}

/** One bucket of S3-compatible storage, reached with the server's S3 access. */
export interface S3BucketSettings extends S3Settings {
  bucket: string;
  region: string;
}

/**
 * A client's settings for the server's S3 access in a region. Checksums only where a call
 * requires them (`WHEN_REQUIRED`), which compatible stores expect.
 */
export function s3ClientConfig(settings: S3Settings & { region: string }): S3ClientConfig {
  const { endpoint, accessKeyId, secretAccessKey, forcePathStyle, region } = settings;
  return {
    region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

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
  private readonly clients = new Map<string, S3Client>();

  constructor(private readonly settings: S3Settings) {}

  client(region: string): S3Client {
    let client = this.clients.get(region);
    if (!client) {
      client = new S3Client(s3ClientConfig({ ...this.settings, region }));
      this.clients.set(region, client);
    }
    return client;
  }

  /** Uploads the file; resolves with its `s3://bucket/key` address. Aborting stops it. */
  async upload(upload: ArchiveUpload): Promise<string> {
    const { destination, key, file, signal } = upload;
    const { size } = await stat(file);
    const sending = new Upload({
      client: this.client(destination.region),
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

  close(): void {
    for (const client of this.clients.values()) client.destroy();
    this.clients.clear();
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
