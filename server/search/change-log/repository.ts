import type { Queryable } from '../../db/database';

/*
 * The search change log (`search_changes`): every write that changes what a tenant's search
 * finds adds a line, which every process's index follows (follower.ts), and which index
 * snapshots are checked against.
 */

/** The channel every server process listens on; the payload is the tenant's id. */
export const SEARCH_CHANNEL = 'search_changes';

/** What changed what a tenant's search finds. */
export type SearchChange =
  | { kind: 'clips'; clipIds: readonly string[] }
  | { kind: 'asset'; assetId: string }
  | { kind: 'rebuild' };

export interface LoggedChange {
  seq: number;
  kind: SearchChange['kind'];
  clipIds: string[];
  assetId: string | null;
  madeAt: Date;
}

/**
 * Records a change in the writer's transaction, and wakes the other processes when it commits.
 * A per-tenant lock, held to the commit, makes a tenant's sequence numbers commit in order, so
 * a reader that has seen number N has seen every change before it.
 */
export async function logSearchChange(
  tx: Queryable,
  tenantId: string,
  change: SearchChange,
): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('search_changes:' || $1))`, [tenantId]);
  await tx.query(
    `INSERT INTO search_changes (tenant_id, kind, clip_ids, asset_id) VALUES ($1, $2, $3, $4)`,
    [
      tenantId,
      change.kind,
      change.kind === 'clips' ? change.clipIds : [],
      change.kind === 'asset' ? change.assetId : null,
    ],
  );
  await tx.query('SELECT pg_notify($1, $2)', [SEARCH_CHANNEL, tenantId]);
}

/**
 * The newest change of a tenant, kept or pruned (0 for none): where an index built now starts.
 */
export async function lastChangeSeq(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db.query<{ seq: string | null }>(
    `SELECT greatest(
       (SELECT max(seq) FROM search_changes WHERE tenant_id = $1),
       (SELECT through_seq FROM search_log_pruned WHERE tenant_id = $1))::text AS seq`,
    [tenantId],
  );
  return Number(row?.seq ?? 0);
}

/** A tenant's changes after `afterSeq`, oldest first, at most `limit`. */
export async function changesAfter(
  db: Queryable,
  tenantId: string,
  afterSeq: number,
  limit = 500,
): Promise<LoggedChange[]> {
  const rows = await db.query<{
    seq: string;
    kind: SearchChange['kind'];
    clip_ids: string[];
    asset_id: string | null;
    made_at: Date;
  }>(
    `SELECT seq::text AS seq, kind, clip_ids, asset_id, made_at FROM search_changes
      WHERE tenant_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    [tenantId, afterSeq, limit],
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    kind: r.kind,
    clipIds: r.clip_ids,
    assetId: r.asset_id,
    madeAt: new Date(r.made_at),
  }));
}

/** How long the oldest change after `afterSeq` has waited, in seconds (0 for none). */
export async function oldestWaitingSeconds(
  db: Queryable,
  tenantId: string,
  afterSeq: number,
): Promise<number> {
  const [row] = await db.query<{ seconds: number | null }>(
    `SELECT extract(epoch FROM clock_timestamp() - min(made_at))::float8 AS seconds
       FROM search_changes WHERE tenant_id = $1 AND seq > $2`,
    [tenantId, afterSeq],
  );
  return Math.max(0, row?.seconds ?? 0);
}

/**
 * Forgets changes older than `seconds` (a process that far behind rebuilds instead), noting for
 * each tenant the last one forgotten: a snapshot from before it can no longer catch up.
 */
export async function pruneChanges(db: Queryable, seconds: number): Promise<void> {
  await db.query(
    `WITH gone AS (
       DELETE FROM search_changes WHERE made_at < clock_timestamp() - make_interval(secs => $1)
       RETURNING tenant_id, seq
     )
     INSERT INTO search_log_pruned (tenant_id, through_seq)
     SELECT tenant_id, max(seq) FROM gone GROUP BY tenant_id
     ON CONFLICT (tenant_id) DO UPDATE
       SET through_seq = greatest(search_log_pruned.through_seq, excluded.through_seq)`,
    [seconds],
  );
}

/** What a tenant's index snapshot is checked against before a process starts from it. */
export interface SnapshotBasis {
  /** This database's own id: a snapshot of another is never taken up. */
  databaseId: string;
  /** The last change of the tenant's the log has forgotten (0 for none). */
  prunedThrough: number;
  /** The tenant's newest change (0 for none). */
  lastSeq: number;
}

export async function snapshotBasis(db: Queryable, tenantId: string): Promise<SnapshotBasis> {
  const [row] = await db.query<{ database_id: string; pruned: string; last: string }>(
    `SELECT (SELECT database_id::text FROM search_log_origin) AS database_id,
            (SELECT coalesce(max(through_seq), 0)::text FROM search_log_pruned
              WHERE tenant_id = $1) AS pruned,
            (SELECT coalesce(max(seq), 0)::text FROM search_changes WHERE tenant_id = $1) AS last`,
    [tenantId],
  );
  return {
    databaseId: row!.database_id,
    prunedThrough: Number(row!.pruned),
    lastSeq: Number(row!.last),
  };
}
