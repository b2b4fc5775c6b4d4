import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

// The SDK warns on Node 20 (supported until 2027) in the server's console when a client is
// made; the README says which Node the server needs.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** How the server reaches S3-compatible storage (AWS, or any compatible store). */
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

/**
 * The server's S3 access (`S3_ENDPOINT` or AWS): one client per region, shared by archive
 * deliveries and imports from a tenant's bucket, closed with the server.
 */
export class S3Clients {
  private readonly clients = new Map<string, S3Client>();

  constructor(readonly settings: S3Settings) {}

  client(region: string): S3Client {
    let client = this.clients.get(region);
    if (!client) {
      client = new S3Client(s3ClientConfig({ ...this.settings, region }));
      this.clients.set(region, client);
    }
    return client;
  }

  close(): void {
    for (const client of this.clients.values()) client.destroy();
    this.clients.clear();
  }
}
