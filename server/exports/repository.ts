import type { ExportJobStatus } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';

/** A file an export made, as the row keeps it: where it is stored and what to call it. */
export interface StoredExportFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

export interface ExportRow {
  id: string;
  tenant_id: string;
  user_id: string;
  email: string;
  host: string;
  category: string;
  export_as: string;
  playlist_id: string;
  playlist_title: string;
  file_name: string;
  options: Record<string, string>;
  status: ExportJobStatus;
  progress: number;
  duration: number;
  reason: string | null;
  job_id: string | null;
  run_id: string | null;
  attempts: number;
  files: StoredExportFile[];
  delivered_to: string | null;
  expires_at: Date | null;
  created_at: Date;
}

export type NewExport = Pick<
  ExportRow,
  | 'id'
  | 'tenant_id'
  | 'user_id'
  | 'email'
  | 'host'
  | 'category'
  | 'export_as'
  | 'playlist_id'
  | 'playlist_title'
  | 'file_name'
  | 'options'
  | 'duration'
>;

export async function insertExport(db: Queryable, row: NewExport): Promise<void> {
  await db.query(
    `INSERT INTO exports (id, tenant_id, user_id, email, host, category, export_as, playlist_id,
       playlist_title, file_name, options, duration, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'RECEIVED')`,
    [
      row.id,
      row.tenant_id,
      row.user_id,
      row.email,
      row.host,
      row.category,
      row.export_as,
      row.playlist_id,
      row.playlist_title,
      row.file_name,
      JSON.stringify(row.options),
      row.duration,
    ],
  );
}

export async function findExport(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<ExportRow | null> {
  const rows = await db.query<ExportRow>('SELECT * FROM exports WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    id,
  ]);
  return rows[0] ?? null;
}

export interface ExportListQuery {
  tenantId: string;
  /** Only this person's (by id) when set. */
  userId: string | null;
  /** Only categories starting with this (`render:` is every export). */
  categoryPrefix: string;
  email: string | null;
  host: string | null;
  /** Rows after this one in the order (created_at descending, id descending). */
  after: { createdAt: Date; id: string } | null;
  limit: number;
}

/** A page of exports, newest first. */
export async function listExports(db: Queryable, q: ExportListQuery): Promise<ExportRow[]> {
  const where = ['tenant_id = $1', `starts_with(category, $2)`];
  const params: unknown[] = [q.tenantId, q.categoryPrefix];
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(clause(params.length));
  };
  if (q.userId) add((n) => `user_id = $${n}`, q.userId);
  if (q.email) add((n) => `lower(email) = lower($${n})`, q.email);
  if (q.host) add((n) => `lower(host) = lower($${n})`, q.host);
  if (q.after) {
    params.push(q.after.createdAt, q.after.id);
    where.push(`(created_at, id) < ($${params.length - 1}, $${params.length})`);
  }
  params.push(q.limit);
  return db.query<ExportRow>(
    `SELECT * FROM exports WHERE ${where.join(' AND ')}
     ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
}

/**
 * A run takes the export: from here on its writes carry `runId`, and a write whose run no
 * longer holds the row (cancelled, or handed back after its process died) changes nothing.
 */
export async function claimExport(
  db: Queryable,
  id: string,
  jobId: string,
  runId: string,
): Promise<ExportRow | null> {
  const rows = await db.query<ExportRow>(
    `UPDATE exports SET status = 'PENDING', run_id = $3, attempts = attempts + 1, progress = 0,
       reason = NULL, heartbeat_at = now(), updated_at = now()
     WHERE id = $1 AND job_id = $2 AND status IN ('QUEUED', 'RETRY', 'RECEIVED')
     RETURNING *`,
    [id, jobId, runId],
  );
  return rows[0] ?? null;
}

/** A run's heartbeat, with its progress; false when the run no longer holds the export. */
export async function beat(
  db: Queryable,
  id: string,
  runId: string,
  update: { status?: 'STARTED'; progress?: number },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE exports SET heartbeat_at = now(), updated_at = now(),
       status = COALESCE($3, status), progress = GREATEST(progress, COALESCE($4, progress))
     WHERE id = $1 AND run_id = $2 AND status IN ('PENDING', 'STARTED') RETURNING id`,
    [id, runId, update.status ?? null, update.progress ?? null],
  );
  return rows.length > 0;
}

/** A run's end: its files and expiry on success, its reason otherwise. */
export async function finishRun(
  db: Queryable,
  id: string,
  runId: string,
  end: {
    status: 'SUCCESS' | 'DELIVERED' | 'RETRY' | 'FAILURE';
    reason?: string;
    files?: StoredExportFile[];
    deliveredTo?: string;
    expiresAt?: Date;
    /** The run's attempt is given back (its process was stopped on purpose). */
    uncount?: boolean;
  },
): Promise<boolean> {
  const done = end.status === 'SUCCESS' || end.status === 'DELIVERED';
  const rows = await db.query(
    `UPDATE exports SET status = $3, reason = $4, files = COALESCE($5, files),
       delivered_to = COALESCE($6, delivered_to), expires_at = COALESCE($7, expires_at),
       progress = CASE WHEN $8 THEN 100 ELSE progress END,
       attempts = GREATEST(attempts - $9::int, 0),
       run_id = NULL, heartbeat_at = NULL, updated_at = now()
     WHERE id = $1 AND run_id = $2 RETURNING id`,
    [
      id,
      runId,
      end.status,
      end.reason ?? null,
      end.files ? JSON.stringify(end.files) : null,
      end.deliveredTo ?? null,
      end.expiresAt ?? null,
      done,
      end.uncount ? 1 : 0,
    ],
  );
  return rows.length > 0;
}

/** Stops an export that has not finished; returns the row as it was, or null if it had. */
export async function revokeExport(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<ExportRow | null> {
  const rows = await db.query<ExportRow>(
    `UPDATE exports SET status = 'REVOKED', reason = 'Cancelled.', run_id = NULL,
       heartbeat_at = NULL, updated_at = now()
     WHERE tenant_id = $1 AND id = $2
       AND status IN ('RECEIVED', 'QUEUED', 'PENDING', 'STARTED', 'RETRY')
     RETURNING *`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** Puts a failed or cancelled export back to the start; its old files, if any, go. */
export async function resetExport(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<ExportRow | null> {
  const rows = await db.query<ExportRow>(
    `UPDATE exports SET status = 'RECEIVED', reason = NULL, progress = 0, attempts = 0,
       job_id = NULL, run_id = NULL, delivered_to = NULL, expires_at = NULL,
       created_at = now(), updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND status IN ('FAILURE', 'REVOKED')
     RETURNING *`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** Runs whose process stopped beating (of these export types): the caller hands them back. */
export async function abandonedRuns(
  db: Queryable,
  staleSeconds: number,
  exportAs: { only: readonly string[] } | { except: readonly string[] },
): Promise<ExportRow[]> {
  const only = 'only' in exportAs;
  return db.query<ExportRow>(
    `SELECT * FROM exports WHERE status IN ('PENDING', 'STARTED')
       AND heartbeat_at < now() - make_interval(secs => $1)
       AND (export_as = ANY($2::text[])) = $3`,
    [staleSeconds, only ? exportAs.only : exportAs.except, only],
  );
}

/** The job an export now waits for: a new export is queued by it, one handed back keeps RETRY. */
export async function setWaitingJob(db: Queryable, id: string, jobId: string): Promise<void> {
  await db.query(
    `UPDATE exports SET job_id = $2, updated_at = now(),
       status = CASE WHEN status = 'RECEIVED' THEN 'QUEUED' ELSE status END
     WHERE id = $1`,
    [id, jobId],
  );
}

/** Exports whose files are past their expiry. */
export async function expiredFiles(db: Queryable, limit: number): Promise<ExportRow[]> {
  return db.query<ExportRow>(
    `SELECT * FROM exports WHERE files <> '[]' AND expires_at < now()
     ORDER BY expires_at LIMIT $1`,
    [limit],
  );
}

export async function clearFiles(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE exports SET files = '[]', updated_at = now() WHERE id = $1`, [id]);
}

/** An export delivered as it was asked for (a cart handoff): nothing to run, nothing kept. */
export async function deliverExport(db: Queryable, id: string, deliveredTo: string): Promise<void> {
  await db.query(
    `UPDATE exports SET status = 'DELIVERED', progress = 100, delivered_to = $2, updated_at = now()
     WHERE id = $1`,
    [id, deliveredTo],
  );
}
