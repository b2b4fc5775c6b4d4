import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { familyConfigs } from '../../src/tenants';
import type { S3Settings } from './archive';

/** Every bucket a tenant's export delivers to. */
export function destinationBuckets(): string[] {
  const buckets = Object.values(familyConfigs).flatMap((config) =>
    config.exports.flatMap((option) => (option.destination ? [option.destination.bucket] : [])),
  );
  return [...new Set(buckets)].sort();
}

export interface LocalArchive {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * An S3-compatible store on loopback (s3rver) under `directory`, with the tenants' buckets,
 * for a server started without S3 settings: the archive deliveries work on one machine.
 */
export async function startLocalArchive(directory: string): Promise<LocalArchive> {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: destinationBuckets().map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    // s3rver takes any key pair; these name it.
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}
