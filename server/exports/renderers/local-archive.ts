import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { operationalBuckets } from '../../../src/tenants/operations';
import type { S3Settings } from '../../media/s3-clients';
import { addMultipartListing } from './local-archive-multipart';

export interface LocalArchive {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * What a bucket of media must allow browsers: players on any page read objects through signed
 * addresses (the signature is the permission), by range, and see how long they are.
 */
export const MEDIA_BUCKET_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Accept-Ranges</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface LocalArchiveOptions {
  /** 0 for any free port. */
  port?: number;
  /** A bucket for media too (`MEDIA_STORAGE=s3`), open to players' reads. */
  mediaBucket?: string;
  /** A bucket for uploads as they come in (`UPLOADS_S3_BUCKET`). */
  uploadsBucket?: string;
}

/**
 * An S3-compatible store on loopback (s3rver) under `directory`, with the tenants' buckets,
 * for a server started without S3 settings: the archive deliveries work on one machine. With
 * `mediaBucket` it holds the media of several processes too, and with `uploadsBucket` their
 * uploads (scripts/with-cluster.sh).
 */
export async function startLocalArchive(
  directory: string,
  { port = 0, mediaBucket, uploadsBucket }: LocalArchiveOptions = {},
): Promise<LocalArchive> {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [
      ...operationalBuckets().map((name) => ({ name })),
      ...(mediaBucket ? [{ name: mediaBucket, configs: [MEDIA_BUCKET_CORS] }] : []),
      ...(uploadsBucket ? [{ name: uploadsBucket }] : []),
    ],
  });
  addMultipartListing(server);
  const address = await server.run();
  return {
    // s3rver takes any key pair; these name it.
    settings: {
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}
