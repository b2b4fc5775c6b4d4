import { createVideoAsset, moveAsset } from '../assets/service';
import type { Queryable } from '../db/database';
import type { RunEnd } from '../jobs/worker';
import type { SourceFacts } from './probe';

export type IngestStage = 'fetching' | 'checking' | 'probing' | 'transcoding' | 'finishing';

/** An ingest's row, with its asset's status and title. */
export interface IngestRow {
  tenant_id: string;
  asset_id: string;
  upload_id: string | null;
  source_name: string;
  source_url: string | null;
  source_size: string | number;
  received: string | number;
  checksum: string | null;
  duplicate_of: string | null;
  stage: IngestStage | null;
  percent: number;
  reason: string | null;
  probe: SourceFacts | null;
  created_by: string | null;
  job_id: string | null;
  run_id: string | null;
  attempts: number;
  status: string;
  title: string;
  media_key: string;
}

/** Names an ingest: its tenant and asset. */
export interface IngestKey {
  tenantId: string;
  assetId: string;
}

const SELECT = `SELECT i.*, a.status, a.title, a.media_key
  FROM ingests i JOIN assets a ON a.tenant_id = i.tenant_id AND a.id = i.asset_id`;

/**
 * The asset of an upload just begun, with its empty media and its ingest: it is listed at
 * once, uploading.
 */
export async function createUploadedAsset(
  tx: Queryable,
  upload: {
    tenantId: string;
    assetId: string;
    mediaKey: string;
    title: string;
    matchDate: string | null;
    sourceName: string;
    sourceSize: number;
    uploadId: string | null;
    createdBy: string | null;
    /** A file fetched from an address: queued at once, no upload to wait for. */
    sourceUrl?: string;
    /** The asset's categories given with it (its match). */
    metadata?: Record<string, string>;
  },
): Promise<void> {
  await createVideoAsset(tx, {
    tenantId: upload.tenantId,
    assetId: upload.assetId,
    mediaKey: upload.mediaKey,
    title: upload.title,
    matchDate: upload.matchDate,
    status: upload.sourceUrl ? 'queued' : 'uploading',
    ...(upload.metadata ? { metadata: upload.metadata } : {}),
  });
  await tx.query(
    `INSERT INTO ingests (tenant_id, asset_id, upload_id, source_name, source_size, created_by,
                          source_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      upload.tenantId,
      upload.assetId,
      upload.uploadId,
      upload.sourceName,
      upload.sourceSize,
      upload.createdBy,
      upload.sourceUrl ?? null,
    ],
  );
}

export async function ingestOf(db: Queryable, key: IngestKey): Promise<IngestRow | null> {
  const [row] = await db.query<IngestRow>(`${SELECT} WHERE i.tenant_id = $1 AND i.asset_id = $2`, [
    key.tenantId,
    key.assetId,
  ]);
  return row ?? null;
}

export async function ingestOfUpload(db: Queryable, uploadId: string): Promise<IngestRow | null> {
  const [row] = await db.query<IngestRow>(`${SELECT} WHERE i.upload_id = $1`, [uploadId]);
  return row ?? null;
}

/** The whole file is in: the asset waits for its ingest. False when it is no longer uploading. */
export async function markUploaded(db: Queryable, key: IngestKey, size: number): Promise<boolean> {
  const moved = await moveAsset(db, key, 'uploaded');
  await db.query(
    `UPDATE ingests SET received = $3, updated_at = now() WHERE tenant_id = $1 AND asset_id = $2`,
    [key.tenantId, key.assetId, size],
  );
  return moved;
}

/** The job the ingest now waits for. */
export async function setIngestJob(db: Queryable, key: IngestKey, jobId: string): Promise<void> {
  await db.query(
    `UPDATE ingests SET job_id = $3, updated_at = now() WHERE tenant_id = $1 AND asset_id = $2`,
    [key.tenantId, key.assetId, jobId],
  );
}

/** Takes a queued ingest for a run: its asset is processing from now. */
export async function claimIngest(
  db: Queryable,
  key: IngestKey,
  jobId: string,
  runId: string,
): Promise<IngestRow | null> {
  const claimed = await db.query<{ asset_id: string }>(
    `UPDATE ingests i SET run_id = $4, attempts = attempts + 1, heartbeat_at = now(),
       percent = 0, stage = 'checking', reason = NULL, updated_at = now()
      FROM assets a
     WHERE i.tenant_id = $1 AND i.asset_id = $2 AND i.job_id = $3
       AND a.tenant_id = i.tenant_id AND a.id = i.asset_id AND a.status IN ('queued', 'processing')
     RETURNING i.asset_id`,
    [key.tenantId, key.assetId, jobId, runId],
  );
  if (claimed.length === 0) return null;
  await moveAsset(db, key, 'started');
  return ingestOf(db, key);
}

/** A run's heartbeat, with its stage and progress; false once the run no longer holds it. */
export async function beatIngest(
  db: Queryable,
  key: IngestKey,
  runId: string,
  update: { percent?: number; stage?: IngestStage },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE ingests SET heartbeat_at = now(), updated_at = now(),
       stage = COALESCE($4, stage), percent = GREATEST(percent, COALESCE($5, percent))
     WHERE tenant_id = $1 AND asset_id = $2 AND run_id = $3 RETURNING asset_id`,
    [key.tenantId, key.assetId, runId, update.stage ?? null, update.percent ?? null],
  );
  return rows.length > 0;
}

/** A fetched file's size once it is whole (an import's size is known only then). */
export async function recordDownloaded(
  db: Queryable,
  key: IngestKey,
  runId: string,
  size: number,
): Promise<void> {
  await db.query(
    `UPDATE ingests SET source_size = $4, received = $4, updated_at = now()
     WHERE tenant_id = $1 AND asset_id = $2 AND run_id = $3`,
    [key.tenantId, key.assetId, runId, size],
  );
}

/** Facts found on the way (the checksum, the probe), kept while the run holds the ingest. */
export async function recordSource(
  db: Queryable,
  key: IngestKey,
  runId: string,
  facts: { checksum?: string; probe?: SourceFacts; duplicateOf?: string },
): Promise<void> {
  await db.query(
    `UPDATE ingests SET checksum = COALESCE($4, checksum), probe = COALESCE($5, probe),
       duplicate_of = COALESCE($6, duplicate_of), updated_at = now()
     WHERE tenant_id = $1 AND asset_id = $2 AND run_id = $3`,
    [
      key.tenantId,
      key.assetId,
      runId,
      facts.checksum ?? null,
      facts.probe ? JSON.stringify(facts.probe) : null,
      facts.duplicateOf ?? null,
    ],
  );
}

/** Another asset of the tenant made from the same file, still in the library. */
export async function duplicateOf(
  db: Queryable,
  key: IngestKey,
  checksum: string,
): Promise<{ id: string; title: string } | null> {
  const [row] = await db.query<{ id: string; title: string }>(
    `SELECT a.id, a.title FROM ingests i
       JOIN assets a ON a.tenant_id = i.tenant_id AND a.id = i.asset_id
      WHERE i.tenant_id = $1 AND i.checksum = $2 AND i.asset_id <> $3
        AND a.status NOT IN ('failed', 'cancelled')
      ORDER BY a.created_at LIMIT 1`,
    [key.tenantId, checksum, key.assetId],
  );
  return row ?? null;
}

/** The run's end, done: the asset is ready. False when the run no longer held it. */
export async function finishIngest(db: Queryable, key: IngestKey, runId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE ingests SET run_id = NULL, heartbeat_at = NULL, stage = NULL, percent = 100,
       reason = NULL, updated_at = now()
     WHERE tenant_id = $1 AND asset_id = $2 AND run_id = $3 RETURNING asset_id`,
    [key.tenantId, key.assetId, runId],
  );
  if (rows.length === 0) return false;
  await moveAsset(db, key, 'finished');
  return true;
}

/** A run that did not finish: queued to run again, or failed for good with its reason. */
export async function releaseIngest(
  db: Queryable,
  key: IngestKey,
  runId: string,
  end: RunEnd,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE ingests SET run_id = NULL, heartbeat_at = NULL, reason = $4, updated_at = now(),
       attempts = GREATEST(attempts - $5::int, 0), retryable = NOT $6
     WHERE tenant_id = $1 AND asset_id = $2 AND run_id = $3 RETURNING asset_id`,
    [key.tenantId, key.assetId, runId, end.reason, end.uncount ? 1 : 0, !!end.hopeless],
  );
  if (rows.length === 0) return false;
  await moveAsset(db, key, end.retry ? 'retrying' : 'failed');
  return true;
}

/** Ingests whose run stopped beating (its process died). */
export async function abandonedIngests(db: Queryable, staleSeconds: number): Promise<IngestRow[]> {
  return db.query<IngestRow>(
    `${SELECT} WHERE i.run_id IS NOT NULL
       AND i.heartbeat_at < now() - make_interval(secs => $1)`,
    [staleSeconds],
  );
}

/**
 * Stops an ingest: its asset is cancelled and no run holds it any more. Returns the job it
 * waited for or ran as, or null when it had already ended.
 */
export async function cancelIngest(
  db: Queryable,
  key: IngestKey,
): Promise<{ jobId: string | null } | null> {
  if (!(await moveAsset(db, key, 'cancelled'))) return null;
  const [ingest] = await db.query<{ job_id: string | null }>(
    `UPDATE ingests SET run_id = NULL, heartbeat_at = NULL, stage = NULL, updated_at = now()
      WHERE tenant_id = $1 AND asset_id = $2 RETURNING job_id`,
    [key.tenantId, key.assetId],
  );
  return { jobId: ingest?.job_id ?? null };
}

/**
 * Uploads nothing has come for in `idleSeconds` (a sender gone for good): their assets are
 * cancelled, and answers each one's upload id, for its part-file to go.
 */
export async function expireIdleUploads(
  db: Queryable,
  idleSeconds: number,
): Promise<Array<{ tenantId: string; assetId: string; uploadId: string | null }>> {
  const idle = await db.query<{ tenant_id: string; asset_id: string; upload_id: string | null }>(
    `SELECT i.tenant_id, i.asset_id, i.upload_id
       FROM ingests i JOIN assets a ON a.tenant_id = i.tenant_id AND a.id = i.asset_id
      WHERE a.status = 'uploading' AND i.updated_at < now() - make_interval(secs => $1)`,
    [idleSeconds],
  );
  const expired = [];
  for (const row of idle) {
    const key = { tenantId: row.tenant_id, assetId: row.asset_id };
    // Its last part may have come in since.
    if (await moveAsset(db, key, 'expired')) expired.push({ ...key, uploadId: row.upload_id });
  }
  return expired;
}

/** Puts a failed or cancelled ingest back in the queue (Try again). False when it cannot. */
export async function requeueIngest(db: Queryable, key: IngestKey): Promise<boolean> {
  // Only an ingest that has all of its source, and whose failure another go may mend.
  const [again] = await db.query(
    `SELECT 1 FROM ingests
      WHERE tenant_id = $1 AND asset_id = $2 AND retryable
        AND (source_url IS NOT NULL OR received >= source_size)`,
    [key.tenantId, key.assetId],
  );
  if (!again || !(await moveAsset(db, key, 'requeued'))) return false;
  await db.query(
    `UPDATE ingests SET attempts = 0, reason = NULL, duplicate_of = NULL, percent = 0,
       stage = NULL, updated_at = now()
     WHERE tenant_id = $1 AND asset_id = $2`,
    [key.tenantId, key.assetId],
  );
  return true;
}

/** Which of these runs an ingest still holds (a process is at work on it, or was lately). */
export async function heldIngestRuns(db: Queryable, runIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ run_id: string }>(
    'SELECT run_id::text AS run_id FROM ingests WHERE run_id::text = ANY($1::text[])',
    [runIds],
  );
  return rows.map((r) => r.run_id);
}
