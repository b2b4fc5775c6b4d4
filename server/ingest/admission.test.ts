import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { UploadAdmission, uploadLimitsFromEnvironment, type UploadLimits } from './admission';

const GB = 1024 ** 3;

/** Uploads as the database holds them: tenant, upload id, bytes still to come. */
type Row = { tenantId: string; uploadId: string; pending: number };

/** A database of uploads on their way, answering the admission's one question as SQL would. */
function uploadsTable(rows: Row[]): Queryable {
  return {
    query: async <R extends object>(_sql: string, params: unknown[] = []) => {
      await new Promise((r) => setTimeout(r, 1)); // an answer comes later, as a pool's does
      const [tenantId, excluding] = params as [string | null, string[]];
      const counted = rows.filter(
        (r) => (tenantId === null || r.tenantId === tenantId) && !excluding.includes(r.uploadId),
      );
      const pending = counted.reduce((sum, r) => sum + r.pending, 0);
      return [{ count: String(counted.length), pending: String(pending) }] as unknown as R[];
    },
  };
}

const limits: UploadLimits = {
  creationsPerMinute: 100,
  inFlightPerTenant: 3,
  pendingBytesPerTenant: 30 * GB,
  diskReserveBytes: 2 * GB,
};

const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: HttpError) => ({
      status: error.statusCode,
      code: error.code,
      retryAfter: error.retryAfterSeconds,
      message: error.message,
    }),
  );

describe('admitting a new upload', () => {
  it('lets no more than the tenant’s cap through at once, however many ask together', async () => {
    const rows: Row[] = [];
    const admission = new UploadAdmission({ db: uploadsTable(rows), limits, directory: null });
    let n = 0;
    // Each admitted creation is written (its row) and let go, as tus does, a moment later.
    const attempt = async (tenantId: string) => {
      const id = `u${(n += 1)}`;
      await admission.admit(tenantId, id, 100);
      await new Promise((r) => setTimeout(r, 5));
      rows.push({ tenantId, uploadId: id, pending: 100 });
      admission.release(id);
      return id;
    };
    const results = await Promise.all(Array.from({ length: 12 }, () => refusalOf(attempt('a'))));
    expect(results.filter((r) => r === null)).toHaveLength(3);
    const refused = results.filter((r) => r !== null);
    expect(refused).toHaveLength(9);
    expect(refused[0]).toMatchObject({ status: 429, code: 'too_many', retryAfter: 60 });
    expect(refused[0]!.message).toMatch(/^3 uploads of your organisation are on their way/);
    // Another tenant's uploads are its own.
    expect(await refusalOf(attempt('b'))).toBeNull();
  });

  it('refuses bytes declared past the tenant’s cap, and a file the disk would not hold', async () => {
    const rows: Row[] = [{ tenantId: 'other', uploadId: 'x', pending: 40 * GB }];
    const admission = new UploadAdmission({
      db: uploadsTable(rows),
      limits,
      directory: '/uploads',
      freeBytes: async () => 74 * GB,
    });
    expect(await refusalOf(admission.admit('a', 'u1', 20 * GB))).toBeNull();
    const pending = await refusalOf(admission.admit('a', 'u2', 15 * GB));
    expect(pending).toMatchObject({ status: 429, code: 'too_many', retryAfter: 300 });
    expect(pending!.message).toMatch(/still have 20 GB to send, and the library takes 30 GB/);
    // 40 GB promised elsewhere, 20 GB here, 2 GB kept free: 12 GB more would not fit in 74.
    const disk = await refusalOf(admission.admit('b', 'u3', 13 * GB));
    expect(disk).toMatchObject({ status: 507, code: 'insufficient_storage', retryAfter: 600 });
    expect(disk!.message).toMatch(/no room for a file of 13 GB/);
    expect(await refusalOf(admission.admit('b', 'u4', 11 * GB))).toBeNull();
  });

  it('refuses a tenant’s starts past so many a minute, saying when to try again', () => {
    const admission = new UploadAdmission({
      db: uploadsTable([]),
      limits: { ...limits, creationsPerMinute: 2 },
      directory: null,
    });
    admission.countStart('a', 0);
    admission.countStart('a', 10_000);
    let refused: HttpError | null = null;
    try {
      admission.countStart('a', 20_000);
    } catch (error) {
      refused = error as HttpError;
    }
    expect(refused).toMatchObject({ statusCode: 429, code: 'rate_limited', retryAfterSeconds: 40 });
    expect(() => admission.countStart('b', 20_000)).not.toThrow();
    expect(() => admission.countStart('a', 60_001)).not.toThrow();
  });

  it('reads the operator’s limits, refusing what is not a whole number', () => {
    expect(uploadLimitsFromEnvironment({ UPLOADS_AT_ONCE: '5', UPLOAD_PENDING_GB: '100' })).toEqual(
      { uploadLimits: { inFlightPerTenant: 5, pendingBytesPerTenant: 100 * GB } },
    );
    expect(uploadLimitsFromEnvironment({})).toEqual({});
    expect(() => uploadLimitsFromEnvironment({ UPLOADS_PER_MINUTE: '0' })).toThrow(
      'UPLOADS_PER_MINUTE must be a whole number from 1 to 100000, not "0"',
    );
    expect(() => uploadLimitsFromEnvironment({ UPLOAD_DISK_RESERVE_GB: '1.5' })).toThrow(
      /UPLOAD_DISK_RESERVE_GB must be a whole number/,
    );
  });
});
