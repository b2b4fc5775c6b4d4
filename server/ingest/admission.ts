import { statfs } from 'node:fs/promises';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { uploadsInFlight } from './incoming/repository';

/** How much a tenant may start at once (docs/ingest.md "Limits"). */
export interface UploadLimits {
  /** A tenant's uploads being sent at once. */
  inFlightPerTenant: number;
  /** Bytes a tenant's uploads declared and have not yet sent. */
  pendingBytesPerTenant: number;
  /** Uploads and address imports a tenant may start in a minute, on each process. */
  creationsPerMinute: number;
  /** Room left free on the uploads' disk beyond what every upload declared. */
  diskReserveBytes: number;
}

const GB = 1024 ** 3;

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  inFlightPerTenant: 20,
  pendingBytesPerTenant: 200 * GB,
  creationsPerMinute: 60,
  diskReserveBytes: 2 * GB,
};

const MINUTE_MS = 60_000;

/**
 * The limits an operator sets (`UPLOADS_PER_MINUTE`, `UPLOADS_AT_ONCE`, `UPLOAD_PENDING_GB`,
 * `UPLOAD_DISK_RESERVE_GB`), each a whole number; refused in words otherwise.
 */
export function uploadLimitsFromEnvironment(env: NodeJS.ProcessEnv): {
  uploadLimits?: Partial<UploadLimits>;
} {
  const read = (name: string, least: number, scale = 1): number | undefined => {
    const text = env[name];
    if (text === undefined || text === '') return undefined;
    const number = Number(text);
    if (!/^\d+$/.test(text.trim()) || number < least || number > 100_000)
      throw new Error(
        `${name} must be a whole number from ${least} to 100000, not ${JSON.stringify(text)}`,
      );
    return number * scale;
  };
  const limits: Partial<UploadLimits> = {};
  const perMinute = read('UPLOADS_PER_MINUTE', 1);
  const atOnce = read('UPLOADS_AT_ONCE', 1);
  const pending = read('UPLOAD_PENDING_GB', 1, GB);
  const reserve = read('UPLOAD_DISK_RESERVE_GB', 0, GB);
  if (perMinute !== undefined) limits.creationsPerMinute = perMinute;
  if (atOnce !== undefined) limits.inFlightPerTenant = atOnce;
  if (pending !== undefined) limits.pendingBytesPerTenant = pending;
  if (reserve !== undefined) limits.diskReserveBytes = reserve;
  return Object.keys(limits).length > 0 ? { uploadLimits: limits } : {};
}

/** A refusal that says when to try again. */
function refusal(
  status: number,
  code: 'rate_limited' | 'too_many' | 'insufficient_storage',
  message: string,
  seconds: number,
) {
  const error = new HttpError(status, code, message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return error;
}

const gigabytes = (bytes: number) => `${Math.round((bytes / GB) * 10) / 10} GB`;

export interface AdmissionDeps {
  db: Queryable;
  limits: UploadLimits;
  /** The uploads' folder, whose disk must hold them; null when they go to a bucket. */
  directory: string | null;
  /** Free bytes of the folder's disk (statfs; replaced in tests). */
  freeBytes?: (directory: string) => Promise<number>;
}

/**
 * Whether a tenant may start another upload: at most so many a minute, so many at once, so
 * many bytes declared and not yet sent, and never more than the disk holds. A creation admitted
 * is held (its upload id) until its asset is written, so that creations at the same moment
 * count each other; a tenant's checks run one at a time in this process. Processes of a
 * cluster each check against the database, so together they may pass a cap by the creations
 * under way at one moment.
 */
export class UploadAdmission {
  private readonly started = new Map<string, number[]>();
  private readonly held = new Map<string, { tenantId: string; bytes: number }>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: AdmissionDeps) {}

  /** Counts a start against the tenant's rate, or refuses it (429, Retry-After). */
  countStart(tenantId: string, now = Date.now()): void {
    const recent = (this.started.get(tenantId) ?? []).filter((t) => now - t < MINUTE_MS);
    const { creationsPerMinute } = this.deps.limits;
    if (recent.length >= creationsPerMinute) {
      this.started.set(tenantId, recent);
      throw refusal(
        429,
        'rate_limited',
        `Your organisation started ${creationsPerMinute} uploads in the last minute, as many as it may: try again in a moment.`,
        (recent[0]! + MINUTE_MS - now) / 1000,
      );
    }
    recent.push(now);
    this.started.set(tenantId, recent);
  }

  /**
   * Admits a new upload of `bytes` (as declared; 0 when not said, for tus to refuse), held
   * under `uploadId` until `release`. Refuses in words: 429 past a tenant's caps, 507 when the
   * disk would not hold it.
   */
  async admit(tenantId: string, uploadId: string, bytes: number): Promise<void> {
    await this.oneAtATime(tenantId, async () => {
      this.countStart(tenantId);
      const mine = [...this.held.entries()].filter(([, h]) => h.tenantId === tenantId);
      const heldIds = [...this.held.keys()];
      const tenant = await uploadsInFlight(this.deps.db, tenantId, heldIds);
      const { inFlightPerTenant, pendingBytesPerTenant, diskReserveBytes } = this.deps.limits;
      if (tenant.count + mine.length + 1 > inFlightPerTenant)
        throw refusal(
          429,
          'too_many',
          `${inFlightPerTenant} uploads of your organisation are on their way already: let one finish, or cancel one, then add this file.`,
          60,
        );
      const pending = tenant.pendingBytes + mine.reduce((sum, [, h]) => sum + h.bytes, 0);
      if (pending + bytes > pendingBytesPerTenant)
        throw refusal(
          429,
          'too_many',
          `Your organisation’s uploads on their way still have ${gigabytes(pending)} to send, and the library takes ${gigabytes(pendingBytesPerTenant)} at once: let them finish, then add this file.`,
          300,
        );
      if (this.deps.directory) {
        const free = await (this.deps.freeBytes ?? diskFree)(this.deps.directory);
        const everyone = await uploadsInFlight(this.deps.db, null, heldIds);
        const promised =
          everyone.pendingBytes + [...this.held.values()].reduce((sum, h) => sum + h.bytes, 0);
        if (promised + bytes + diskReserveBytes > free)
          throw refusal(
            507,
            'insufficient_storage',
            `The server has no room for a file of ${gigabytes(bytes)} now: uploads on their way will fill what is free. Try again later, or ask your administrator to make room.`,
            600,
          );
      }
      this.held.set(uploadId, { tenantId, bytes });
    });
  }

  /** The creation is over (its asset written, or refused): it counts from the database now. */
  release(uploadId: string): void {
    this.held.delete(uploadId);
  }

  private async oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    }
  }
}

async function diskFree(directory: string): Promise<number> {
  const stats = await statfs(directory);
  return stats.bavail * stats.bsize;
}
