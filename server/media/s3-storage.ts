import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOf } from './content-types';
import { assertMediaKey, type ByteRange, type MediaStorage } from './storage';

export interface S3MediaSettings {
  bucket: string;
  /** Keys start with this (`media/`), so one bucket can hold other things too. */
  prefix?: string;
  region: string;
  /** An S3-compatible store (`http://127.0.0.1:9000`); AWS without one. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** How long a signed address lets a player or ffmpeg read an object (seconds). */
  urlTtlSeconds: number;
}

/** Whether an S3 call failed because the object (or its bucket) is not there. */
export const isMissingObject = (error: unknown): boolean => {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    named.name === 'NotFound' ||
    named.name === 'NoSuchKey' ||
    named.name === 'NoSuchBucket' ||
    named.$metadata?.httpStatusCode === 404
  );
};

/**
 * Media on S3-compatible object storage (docs/media-storage.md): seed media, renditions,
 * stills, thumbnails and exports, shared by every server process. Objects are private; players
 * and ffmpeg read them through signed addresses (`signedUrl`, `locate`).
 */
export class S3MediaStorage implements MediaStorage {
  readonly client: S3Client;

  constructor(readonly settings: S3MediaSettings) {
    const { region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = settings;
    const config: S3ClientConfig = {
      region,
      forcePathStyle,
      ...(endpoint ? { endpoint } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where a call needs one: what S3-compatible stores expect.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client(config);
  }

  private objectKey(key: string): string {
    assertMediaKey(key);
    return `${this.settings.prefix ?? ''}${key}`;
  }

  async stat(key: string) {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    const out = new PassThrough();
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.objectKey(key),
      ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
    });
    this.client.send(command).then(
      (answer) => {
        const body = answer.Body as Readable | undefined;
        if (!body) return void out.end();
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  /** Uploads the local file (in parts when large), then removes it, as a move would. */
  async put(key: string, localFile: string): Promise<void> {
    const { size } = await stat(localFile);
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(localFile),
        ContentLength: size,
        ContentType: contentTypeOf(key),
      },
    }).done();
    await rm(localFile, { force: true });
  }

  /** A signed address ffmpeg can read the object from. */
  locate(key: string): Promise<string> {
    return this.signedUrl(key);
  }

  /** A signed address that lets whoever has it read the object for `urlTtlSeconds`. */
  signedUrl(key: string, disposition?: string): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        ...(disposition ? { ResponseContentDisposition: disposition } : {}),
      }),
      { expiresIn: this.settings.urlTtlSeconds },
    );
  }

  /** The same bucket under a further prefix (`exports/`): another store of this one's. */
  within(prefix: string): S3MediaStorage {
    return new S3MediaStorage({
      ...this.settings,
      prefix: `${this.settings.prefix ?? ''}${prefix}`,
    });
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  async removeFolder(folder: string): Promise<void> {
    const Prefix = `${this.objectKey(folder)}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix, ContinuationToken }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0)
        await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.settings.bucket,
            Delete: { Objects: keys, Quiet: true },
          }),
        );
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}

/** The origin a browser reads the bucket's objects from, for the pages' content policy. */
export function bucketOrigin(settings: S3MediaSettings): string {
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const endpoint = new URL(settings.endpoint);
  return settings.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}
