import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3BucketSettings, S3Settings } from './media/s3-clients';
import type { JobSettings } from './jobs/worker';
import type { ExportJobSettings } from './exports/worker';
import type { Mp4Encoding } from './exports/renderers/mp4-command';
import { originOf, type CorsOriginSettings } from './http/cors-origins';
import type { S3MediaSettings } from './media/s3-storage';
import type { SnapshotSettings } from './search/snapshots';
import type { AssignmentSettings } from './search/cluster';
import type { FollowOptions } from './search/follower';
import type { LoadSheddingSettings } from './http/load-shedding';
import { uploadLimitsFromEnvironment, type UploadLimits } from './ingest/admission';

export interface ServerConfig {
  port: number;
  host: string;
  /** Root of everything the server writes: database, media, caches, secret. */
  dataDir: string;
  /** PostgreSQL connection string; the embedded PGlite under `dataDir` when absent. */
  databaseUrl?: string;
  /** PostgreSQL schema (tests isolate runs with one). */
  databaseSchema?: string;
  /** PGlite directory; in memory when undefined and no `databaseUrl`. */
  pgliteDir?: string;
  mediaDir: string;
  /**
   * Media and kept exports on S3-compatible object storage, shared by every process, instead of
   * `mediaDir` and `exportsDir` (docs/media-storage.md).
   */
  mediaStorage?: S3MediaSettings;
  cacheDir: string;
  /** Signs access tokens and media URLs. */
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
  /** Access tokens' signing key is replaced when older than this (docs/server.md "Signing keys"). */
  signingKeyRotateAfterSeconds?: number;
  refreshTokenTtlSeconds: number;
  mediaUrlTtlSeconds: number;
  /** Sign-in, reset and sign-up attempts allowed for one account in `signInWindowMs`. */
  signInMaxAttempts: number;
  /** The same, from one client address (for any accounts). */
  signInMaxPerAddress: number;
  signInWindowMs: number;
  /** Lets a scraper off this machine read /metrics with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Who may call the API from a browser page of another origin (server/http/cors-origins.ts). */
  cors: CorsOriginSettings;
  /** Trust X-Forwarded-* (behind a proxy). */
  trustProxy: boolean;
  /** When the server answers 503 rather than queue more work (server/http/load-shedding.ts). */
  loadShedding?: LoadSheddingSettings;
  /** How this process's search follows other processes' writes (server/search/follower.ts). */
  searchFollow?: FollowOptions;
  /** Where and how often search indexes are kept between starts (server/search/snapshots.ts); false: never. */
  searchSnapshots?: Partial<SnapshotSettings> | false;
  /** Tenants spread over a cluster's processes (server/search/cluster.ts); absent: every tenant here. */
  searchAssignment?: AssignmentSettings;
  /** Threads counting a large search's facets, the request's own included (count-threads.ts). */
  searchThreads?: number;
  logLevel: string;
  /** Where finished exports are kept; `dataDir/exports` when absent. */
  exportsDir?: string;
  /** Overrides of how export jobs run (server/exports/worker.ts has the defaults). */
  exportJobs?: Partial<ExportJobSettings>;
  /** Overrides of how highlights builds run (server/highlights/worker.ts has the defaults). */
  highlightJobs?: Partial<JobSettings>;
  /** Overrides of how ingests run (server/ingest/worker.ts has the defaults). */
  ingestJobs?: Partial<JobSettings>;
  /** libx264's preset for ingests: `veryfast` when absent; tests use `ultrafast`. */
  ingestPreset?: string;
  /** Ingests read their source at most this many times real time (tests watch one grow). */
  ingestReadRate?: number;
  /** Where uploads are written as they come in and kept after; `dataDir/uploads` when absent. */
  uploadsDir?: string;
  /**
   * Uploads in an S3-compatible bucket (`UPLOADS_S3_BUCKET`) instead, where every process of a
   * cluster, on any machine, reads and resumes them; `uploadsDir` is then only a scratch space.
   */
  uploadsBucket?: S3BucketSettings;
  /**
   * The operator's ceiling on any one upload, bytes (docs/ingest.md): each tenant's own limit
   * (its configuration's `library.maxUploadGB`) applies below it; none when absent.
   */
  maxUploadBytes?: number;
  /**
   * An upload nothing has come for in this many seconds is given up and its asset cancelled;
   * 7 days when absent (`UPLOAD_IDLE_HOURS`).
   */
  uploadIdleSeconds?: number;
  /**
   * How many uploads a tenant may start a minute and have on their way, the bytes they may have
   * declared and not sent, and the disk room kept free (docs/ingest.md "Limits";
   * `UPLOADS_PER_MINUTE`, `UPLOADS_AT_ONCE`, `UPLOAD_PENDING_GB`, `UPLOAD_DISK_RESERVE_GB`).
   */
  uploadLimits?: Partial<UploadLimits>;
  /**
   * Lets "Add from an address" fetch from private and loopback addresses and plain http (a
   * lab's own file server); off, only public https addresses are fetched (no SSRF).
   */
  allowPrivateImports?: boolean;
  /** How MP4 exports are encoded; SPEC §9's when absent. Tests use a quick, small one. */
  exportEncoding?: Mp4Encoding;
  /**
   * S3-compatible storage that archive exports deliver to. Without it `npm start` runs a
   * store of its own on loopback (server/exports/renderers/local-archive.ts); tests start s3rver.
   */
  s3?: S3Settings;
  /** The IAM role (ARN) MediaConvert job exports are written to run as. */
  mediaConvertRole?: string;
  /** Signs cart handoffs; the tenants' carts hold it too. Derived from `secret` when absent. */
  cartSecret?: Uint8Array;
  /** Where cart handoffs go: this server's stand-in (`self`, the default) or the tenant's cart. */
  cartCallback?: 'self' | 'tenant';
}

/** How long a media address (the server's or the object store's) lets a player read. */
const MEDIA_URL_TTL_SECONDS = 6 * 3600;

/** Builds the configuration from the environment, reading or creating the persisted secret. */
export async function configFromEnvironment(env = process.env): Promise<ServerConfig> {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  await mkdir(dataDir, { recursive: true });
  return {
    port: parsePort(env.PORT ?? '8080'),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATABASE_URL ? {} : { pgliteDir: path.join(dataDir, 'pglite') }),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    cacheDir: path.join(dataDir, 'cache'),
    secret: env.JWT_SECRET
      ? new TextEncoder().encode(env.JWT_SECRET)
      : await persistedSecret(path.join(dataDir, 'secret.key')),
    accessTokenTtlSeconds: 15 * 60,
    signingKeyRotateAfterSeconds: rotationDays(env.SIGNING_KEY_ROTATE_DAYS ?? '30') * 24 * 3600,
    refreshTokenTtlSeconds: 14 * 24 * 3600,
    mediaUrlTtlSeconds: MEDIA_URL_TTL_SECONDS,
    signInMaxAttempts: 10,
    signInMaxPerAddress: 30,
    signInWindowMs: 60_000,
    trustProxy: env.TRUST_PROXY === '1',
    loadShedding: {
      maxInFlight: wholeNumber('SHED_MAX_IN_FLIGHT', env.SHED_MAX_IN_FLIGHT ?? '256'),
      maxEventLoopDelayMs: wholeNumber(
        'SHED_EVENT_LOOP_DELAY_MS',
        env.SHED_EVENT_LOOP_DELAY_MS ?? '1000',
      ),
      retryAfterSeconds: 2,
    },
    cors: corsFromEnvironment(env),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    logLevel: env.LOG_LEVEL ?? 'warn',
    ...(env.S3_ENDPOINT || env.S3_USE_AWS === '1' ? { s3: s3FromEnvironment(env) } : {}),
    ...mediaStorageFromEnvironment(env),
    ...(env.MEDIACONVERT_ROLE_ARN ? { mediaConvertRole: roleArn(env.MEDIACONVERT_ROLE_ARN) } : {}),
    ...(env.CART_SECRET ? { cartSecret: cartSecret(env.CART_SECRET) } : {}),
    ...(env.CART_CALLBACK ? { cartCallback: cartCallback(env.CART_CALLBACK) } : {}),
    ...(env.UPLOADS_DIR ? { uploadsDir: path.resolve(env.UPLOADS_DIR) } : {}),
    ...searchSnapshotsFromEnvironment(env),
    ...searchAssignmentFromEnvironment(env),
    ...(env.SEARCH_THREADS ? { searchThreads: searchThreads(env.SEARCH_THREADS) } : {}),
    ...uploadsBucketFromEnvironment(env),
    ...(env.ALLOW_PRIVATE_IMPORTS === '1' ? { allowPrivateImports: true } : {}),
    ...(env.MAX_UPLOAD_GB
      ? { maxUploadBytes: wholeNumber('MAX_UPLOAD_GB', env.MAX_UPLOAD_GB) * 1024 ** 3 }
      : {}),
    ...(env.UPLOAD_IDLE_HOURS
      ? { uploadIdleSeconds: wholeNumber('UPLOAD_IDLE_HOURS', env.UPLOAD_IDLE_HOURS) * 3600 }
      : {}),
    ...uploadLimitsFromEnvironment(env),
  };
}

/**
 * `PARTNER_ORIGINS`: partners' page origins, comma-separated. `ALLOW_LOOPBACK_ORIGINS=1` or `0`
 * says whether pages on this machine may call; by default they may unless NODE_ENV=production.
 */
function corsFromEnvironment(env: NodeJS.ProcessEnv): CorsOriginSettings {
  const partnerOrigins = (env.PARTNER_ORIGINS ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const origin = originOf(text);
      if (!origin || origin !== text.replace(/\/+$/, ''))
        throw new Error(
          `PARTNER_ORIGINS must be origins like https://club.example, separated by commas, not "${text}".`,
        );
      return origin;
    });
  const loopback =
    env.ALLOW_LOOPBACK_ORIGINS === undefined
      ? env.NODE_ENV !== 'production'
      : env.ALLOW_LOOPBACK_ORIGINS === '1';
  return { partnerOrigins, loopback };
}

function rotationDays(value: string): number {
  const days = Number(value);
  if (!Number.isFinite(days) || days < 1 || days > 3650)
    throw new Error(
      `SIGNING_KEY_ROTATE_DAYS must be a number of days from 1 to 3650, not "${value}".`,
    );
  return days;
}

function cartSecret(value: string): Uint8Array {
  if (value.length < 32) throw new Error('CART_SECRET must be at least 32 characters long');
  return new TextEncoder().encode(value);
}

function cartCallback(value: string): 'self' | 'tenant' {
  if (value !== 'self' && value !== 'tenant') {
    throw new Error(`CART_CALLBACK must be self or tenant, not ${JSON.stringify(value)}`);
  }
  return value;
}

function roleArn(value: string): string {
  if (!/^arn:aws[\w-]*:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/.test(value)) {
    throw new Error(
      `MEDIACONVERT_ROLE_ARN must be an IAM role's ARN (arn:aws:iam::<account>:role/<name>), not ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** `S3_ENDPOINT` (a compatible store) or `S3_USE_AWS=1` (AWS); keys or the SDK's usual chain. */
function s3FromEnvironment(env: NodeJS.ProcessEnv): S3Settings {
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

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^([a-z0-9][a-z0-9._-]*\/)*$/i;

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
  if (!BUCKET.test(bucket)) {
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

/** `UPLOADS_S3_BUCKET`: uploads in that bucket, through the server's S3 access. */
function uploadsBucketFromEnvironment(env: NodeJS.ProcessEnv): {
  uploadsBucket?: S3BucketSettings;
} {
  const bucket = env.UPLOADS_S3_BUCKET;
  if (bucket === undefined || bucket === '') return {};
  if (!env.S3_ENDPOINT && env.S3_USE_AWS !== '1')
    throw new Error(
      'UPLOADS_S3_BUCKET needs S3_ENDPOINT (a compatible store) or S3_USE_AWS=1 (AWS).',
    );
  if (!BUCKET.test(bucket))
    throw new Error(
      `UPLOADS_S3_BUCKET must name a bucket (3 to 63 lower-case letters, digits, dots and hyphens), not ${JSON.stringify(bucket)}`,
    );
  return {
    uploadsBucket: { ...s3FromEnvironment(env), bucket, region: env.S3_REGION ?? 'us-east-1' },
  };
}

/** A limit from the environment: a whole number from 0 to 60,000 (0 turns it off). */
function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number > 60_000) {
    throw new Error(`${name} must be a whole number from 0 to 60000, not ${JSON.stringify(value)}`);
  }
  return number;
}

/**
 * `DEMO_DATA`: `full` (the default) makes the demo's media and seed; `small` the tests' few short
 * files and a small seed, for a server up in seconds (the benchmarks' smoke runs use it).
 */
export function demoDataFromEnvironment(env = process.env): 'full' | 'small' {
  const value = env.DEMO_DATA ?? 'full';
  if (value !== 'full' && value !== 'small')
    throw new Error(`DEMO_DATA must be full or small, not ${JSON.stringify(value)}`);
  return value;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(value)}`);
  }
  return port;
}

async function persistedSecret(file: string): Promise<Uint8Array> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (text.length >= 43) return Buffer.from(text, 'base64url');
  } catch {
    // No secret yet: make one below.
  }
  const secret = randomBytes(32);
  await writeFile(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}

/**
 * `SEARCH_SNAPSHOTS_DIR`: where search indexes are kept between starts (`off`: never);
 * `SEARCH_SNAPSHOT_MIN_CLIPS`: the smallest index kept (smaller ones build in a second).
 */
function searchSnapshotsFromEnvironment(
  env: NodeJS.ProcessEnv,
): Pick<ServerConfig, 'searchSnapshots'> {
  if (env.SEARCH_SNAPSHOTS_DIR === 'off') return { searchSnapshots: false };
  return {
    searchSnapshots: {
      ...(env.SEARCH_SNAPSHOTS_DIR ? { directory: path.resolve(env.SEARCH_SNAPSHOTS_DIR) } : {}),
      ...(env.SEARCH_SNAPSHOT_MIN_CLIPS
        ? { minClips: clipCount('SEARCH_SNAPSHOT_MIN_CLIPS', env.SEARCH_SNAPSHOT_MIN_CLIPS) }
        : {}),
    },
  };
}

function clipCount(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value.trim()))
    throw new Error(`${name} must be a whole number of clips, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** `SEARCH_THREADS`: threads counting a large search's facets (1: the request's own alone). */
function searchThreads(value: string): number {
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 1 || threads > 16)
    throw new Error(`SEARCH_THREADS must be a whole number from 1 to 16, not "${value}".`);
  return threads;
}

/**
 * `CLUSTER_ADDRESS`: where the cluster's other processes reach this one (`auto`: the address it
 * listens at, for processes on one machine); given, tenants are
 * spread over the processes (`SEARCH_REPLICAS` of them each, 1 by default) instead of each
 * process holding every tenant's search index.
 */
function searchAssignmentFromEnvironment(
  env: NodeJS.ProcessEnv,
): Pick<ServerConfig, 'searchAssignment'> {
  if (!env.CLUSTER_ADDRESS) return {};
  // `auto`: the address it listens at, on loopback (a port picked at listening).
  const address = env.CLUSTER_ADDRESS === 'auto' ? 'auto' : originOf(env.CLUSTER_ADDRESS);
  if (!address || (address !== 'auto' && address !== env.CLUSTER_ADDRESS.replace(/\/+$/, '')))
    throw new Error(
      `CLUSTER_ADDRESS must be where the other processes reach this one, like http://10.0.0.2:8080, not "${env.CLUSTER_ADDRESS}".`,
    );
  const replicas = Number(env.SEARCH_REPLICAS ?? '1');
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16)
    throw new Error(
      `SEARCH_REPLICAS must be a whole number from 1 to 16, not "${env.SEARCH_REPLICAS}".`,
    );
  return { searchAssignment: { address, replicas } };
}
