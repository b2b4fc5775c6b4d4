import path from 'node:path';
import type { S3Settings } from './s3-clients';
import type { S3MediaSettings } from './s3-storage';

/** Where media files are, how long their addresses last, and the server's S3 access. */
export interface MediaSettings {
  mediaDir: string;
  /**
   * Media and kept exports on S3-compatible object storage, shared by every process, instead of
   * `mediaDir` and `exportsDir` (docs/media-storage.md).
   */
  mediaStorage?: S3MediaSettings;
  cacheDir: string;
  mediaUrlTtlSeconds: number;
  /**
   * The server's S3 access: the storage archive exports deliver to, and tenants' buckets read
   * from. Without it `npm start` runs a store of its own on loopback
   * (server/exports/renderers/local-archive.ts); tests start s3rver.
   */
  s3?: S3Settings;
}

/** How long a media address (the server's or the object store's) lets a player read. */
const MEDIA_URL_TTL_SECONDS = 6 * 3600;

/** A bucket's name as S3 takes it. */
export const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^([a-z0-9][a-z0-9._-]*\/)*$/i;

/** `MEDIA_DIR`, `MEDIA_STORAGE` and its bucket, and `S3_*`. */
export function mediaSettingsFromEnvironment(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): MediaSettings {
  return {
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    cacheDir: path.join(dataDir, 'cache'),
    mediaUrlTtlSeconds: MEDIA_URL_TTL_SECONDS,
    ...(env.S3_ENDPOINT || env.S3_USE_AWS === '1' ? { s3: s3FromEnvironment(env) } : {}),
    ...mediaStorageFromEnvironment(env),
  };
}

/** `S3_ENDPOINT` (a compatible store) or `S3_USE_AWS=1` (AWS); keys or the SDK's usual chain. */
export function s3FromEnvironment(env: NodeJS.ProcessEnv): S3Settings {
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/]+/.test(env.S3_ENDPOINT)) {
    throw new Error(
      `S3_ENDPOINT must be an http(s) address, not ${JSON.stringify(env.S3_ENDPOINT)}`,
    );
  }
  return {
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0' && Boolean(env.S3_ENDPOINT),
  };
}

/**
 * `MEDIA_STORAGE=s3` puts media and kept exports in the bucket `MEDIA_S3_BUCKET` (under
 * `MEDIA_S3_PREFIX`, `S3_REGION`) of the store `S3_ENDPOINT` names, or of AWS with
 * `S3_USE_AWS=1`; `local` (the default) keeps them on this machine's disk.
 */
function mediaStorageFromEnvironment(env: NodeJS.ProcessEnv): { mediaStorage?: S3MediaSettings } {
  const kind = env.MEDIA_STORAGE ?? 'local';
  if (kind === 'local') return {};
  if (kind !== 's3')
    throw new Error(`MEDIA_STORAGE must be local or s3, not ${JSON.stringify(kind)}`);
  if (!env.S3_ENDPOINT && env.S3_USE_AWS !== '1') {
    throw new Error(
      'MEDIA_STORAGE=s3 needs S3_ENDPOINT (a compatible store) or S3_USE_AWS=1 (AWS).',
    );
  }
  const bucket = env.MEDIA_S3_BUCKET ?? '';
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error(
      `MEDIA_S3_BUCKET must name a bucket (3 to 63 lower-case letters, digits, dots and hyphens), not ${JSON.stringify(bucket)}`,
    );
  }
  const prefix = env.MEDIA_S3_PREFIX ?? '';
  if (!PREFIX.test(prefix)) {
    throw new Error(
      `MEDIA_S3_PREFIX must be empty or folder names each ending in "/", like "club/", not ${JSON.stringify(prefix)}`,
    );
  }
  return {
    mediaStorage: {
      ...s3FromEnvironment(env),
      bucket,
      prefix,
      region: env.S3_REGION ?? 'us-east-1',
      urlTtlSeconds: MEDIA_URL_TTL_SECONDS,
    },
  };
}
