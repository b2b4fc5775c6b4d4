import path from 'node:path';
import type { JobSettings } from '../jobs/worker';
import { BUCKET_NAME, s3FromEnvironment } from '../media/settings';
import type { S3BucketSettings } from '../media/s3-clients';
import { wholeNumber } from '../platform-settings';
import { uploadLimitsFromEnvironment, type UploadLimits } from './admission';

/** Where uploads go, the operator's limits on them, and how ingests run. */
export interface IngestSettings {
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
}

/** `UPLOADS_DIR`, `UPLOADS_S3_BUCKET`, `ALLOW_PRIVATE_IMPORTS`, `MAX_UPLOAD_GB`, `UPLOAD_*`. */
export function ingestSettingsFromEnvironment(env: NodeJS.ProcessEnv): IngestSettings {
  return {
    ...(env.UPLOADS_DIR ? { uploadsDir: path.resolve(env.UPLOADS_DIR) } : {}),
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

/** `UPLOADS_S3_BUCKET`: uploads in that bucket, through the server's S3 access. */
function uploadsBucketFromEnvironment(
  env: NodeJS.ProcessEnv,
): Pick<IngestSettings, 'uploadsBucket'> {
  const bucket = env.UPLOADS_S3_BUCKET;
  if (bucket === undefined || bucket === '') return {};
  if (!env.S3_ENDPOINT && env.S3_USE_AWS !== '1')
    throw new Error(
      'UPLOADS_S3_BUCKET needs S3_ENDPOINT (a compatible store) or S3_USE_AWS=1 (AWS).',
    );
  if (!BUCKET_NAME.test(bucket))
    throw new Error(
      `UPLOADS_S3_BUCKET must name a bucket (3 to 63 lower-case letters, digits, dots and hyphens), not ${JSON.stringify(bucket)}`,
    );
  return {
    uploadsBucket: { ...s3FromEnvironment(env), bucket, region: env.S3_REGION ?? 'us-east-1' },
  };
}
