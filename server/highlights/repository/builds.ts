import type { Queryable } from '../../db/database';

/** A package queued to be built (again): its attempts start over. */
export async function queuePackageBuild(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<void> {
  await db.query(
    `UPDATE highlight_packages SET status = 'queued', reason = NULL, attempts = 0, run_id = NULL,
       heartbeat_at = NULL, updated_at = now()
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
}

/** The job the packages wait for. */
export async function setPackagesJob(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
  jobId: string,
): Promise<void> {
  await db.query(
    `UPDATE highlight_packages SET job_id = $3 WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
    [tenantId, ids, jobId],
  );
}

/**
 * A run takes a job's packages to build: they are `building`, held by `runId`; null when the
 * job no longer has any (built again by another job, or deleted). Its attempts are the most
 * any of them has had.
 */
export async function claimPackages(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
  jobId: string,
  runId: string,
): Promise<{ ids: string[]; attempts: number } | null> {
  const rows = await db.query<{ id: string; attempts: number }>(
    `UPDATE highlight_packages SET status = 'building', reason = NULL, run_id = $4,
       heartbeat_at = now(), attempts = attempts + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND job_id = $3
       AND status IN ('queued', 'building')
     RETURNING id, attempts`,
    [tenantId, ids, jobId, runId],
  );
  if (rows.length === 0) return null;
  return { ids: rows.map((r) => r.id), attempts: Math.max(...rows.map((r) => r.attempts)) };
}

/** A build's heartbeat; false when the run holds none of its packages any more. */
export async function beatPackages(
  db: Queryable,
  tenantId: string,
  runId: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE highlight_packages SET heartbeat_at = now()
     WHERE tenant_id = $1 AND run_id = $2 AND status = 'building' RETURNING id`,
    [tenantId, runId],
  );
  return rows.length > 0;
}

/**
 * Ends a run's packages not yet built: queued to be built again, or failed; false when the
 * run held none.
 */
export async function releasePackages(
  db: Queryable,
  tenantId: string,
  runId: string,
  end: { retry: boolean; reason: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE highlight_packages SET status = $3, reason = $4, run_id = NULL, heartbeat_at = NULL,
       updated_at = now()
     WHERE tenant_id = $1 AND run_id = $2 AND status = 'building' RETURNING id`,
    [tenantId, runId, end.retry ? 'queued' : 'failed', end.reason],
  );
  return rows.length > 0;
}

/** Builds whose process stopped beating: a run's packages, its job and its attempts. */
export async function abandonedBuilds(
  db: Queryable,
  staleSeconds: number,
): Promise<
  Array<{
    tenant_id: string;
    run_id: string;
    job_id: string | null;
    ids: string[];
    attempts: number;
  }>
> {
  return db.query(
    `SELECT tenant_id, run_id, (array_agg(job_id))[1] AS job_id, array_agg(id) AS ids,
       max(attempts)::int AS attempts
     FROM highlight_packages
     WHERE status = 'building' AND run_id IS NOT NULL
       AND heartbeat_at < now() - make_interval(secs => $1)
     GROUP BY tenant_id, run_id`,
    [staleSeconds],
  );
}
