/* oxlint-disable max-lines -- long because it is all of highlights's SQL: the layer check keeps SQL in one repository.ts a feature. */
import type {
  HighlightSortColumn,
  HighlightStatus,
  ReelOptions,
} from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import type { RunEnd } from '../jobs/worker';
import type { Game } from './rules';

export interface PackageRow {
  tenant_id: string;
  id: string;
  asset_id: string | null;
  rule: string;
  name: string;
  query: string;
  sort_mode: 'startTime' | 'startTime ascending';
  season: string | null;
  status: HighlightStatus;
  reason: string | null;
  clip_count: number;
  /** The clips its rule found when last built, repeats included; null before a build. */
  found: number | null;
  reel: ReelOptions | null;
  created_by: string | null;
  version: number;
  job_id: string | null;
  run_id: string | null;
  attempts: number;
  created_at: Date;
  built_at: Date | null;
  /** The game's title (joined); null for a reel. */
  game: string | null;
  /** Whether the person reading has opened it (joined). */
  opened: boolean;
  /** Its game is a live match (joined): it grows as the match goes. */
  game_live: boolean;
}

export interface ReviewedClip {
  clip_id: string;
  position: number;
  excluded: boolean;
  lead: number;
  lag: number;
}

/** A clip as a person reviews it: new when it came since they began looking this time. */
export interface ClipForReview extends ReviewedClip {
  is_new: boolean;
}

const SELECT = `SELECT p.*, a.title AS game, coalesce(a.status = 'live', false) AS game_live,
    EXISTS (SELECT 1 FROM highlight_views v WHERE v.tenant_id = p.tenant_id
      AND v.package_id = p.id AND v.user_id = $2) AS opened
  FROM highlight_packages p
  LEFT JOIN assets a ON a.tenant_id = p.tenant_id AND a.id = p.asset_id`;

/** What a person sees: the tenant's game packages, and their own reels. */
const VISIBLE = `p.tenant_id = $1 AND (p.asset_id IS NOT NULL OR p.created_by = $2)`;

/** Columns the list sorts by, as `order_by` names them. */
export const SORTABLE: Record<HighlightSortColumn, string> = {
  packageName: 'lower(p.name)',
  clipCount: 'p.clip_count',
  statusName: 'p.status',
  season: 'p.season',
  createdAt: 'p.created_at',
  id: 'p.id',
};

export interface ListQuery {
  tenantId: string;
  userId: string;
  limit: number;
  offset: number;
  name: string | null;
  orderBy: HighlightSortColumn;
  descending: boolean;
}

export async function listPackages(
  db: Queryable,
  q: ListQuery,
): Promise<{ rows: PackageRow[]; total: number }> {
  const named = q.name ? ` AND p.name ILIKE '%' || $3 || '%'` : '';
  const params: unknown[] = [q.tenantId, q.userId, ...(q.name ? [escapeLike(q.name)] : [])];
  const [count] = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM highlight_packages p WHERE ${VISIBLE}${named}`,
    params,
  );
  const direction = q.descending ? 'DESC' : 'ASC';
  const rows = await db.query<PackageRow>(
    `${SELECT} WHERE ${VISIBLE}${named}
      ORDER BY ${SORTABLE[q.orderBy]} ${direction} NULLS LAST, p.id ${direction}
      LIMIT ${Math.trunc(q.limit)} OFFSET ${Math.trunc(q.offset)}`,
    params,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findPackage(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<PackageRow | null> {
  const rows = await db.query<PackageRow>(`${SELECT} WHERE ${VISIBLE} AND p.id = $3`, [
    tenantId,
    userId,
    id,
  ]);
  return rows[0] ?? null;
}

/** A package by id, whoever may see it (for the builder). */
export async function packageById(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<PackageRow | null> {
  const rows = await db.query<PackageRow>(
    `SELECT p.*, a.title AS game, coalesce(a.status = 'live', false) AS game_live,
       false AS opened FROM highlight_packages p
       LEFT JOIN assets a ON a.tenant_id = p.tenant_id AND a.id = p.asset_id
      WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** A game's package for a rule, queued: made if new, else set to be built again. */
export async function queueGamePackage(
  db: Queryable,
  p: {
    tenantId: string;
    id: string;
    assetId: string;
    rule: string;
    sortMode: string;
    season: string | null;
  },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO highlight_packages (tenant_id, id, asset_id, rule, name, sort_mode, season, status)
     VALUES ($1, $2, $3, $4, $4, $5, $6, 'queued')
     ON CONFLICT (tenant_id, asset_id, rule) WHERE asset_id IS NOT NULL
     DO UPDATE SET status = 'queued', reason = NULL, sort_mode = EXCLUDED.sort_mode,
       attempts = 0, run_id = NULL, heartbeat_at = NULL, updated_at = now()
     RETURNING id`,
    [p.tenantId, p.id, p.assetId, p.rule, p.sortMode, p.season],
  );
  return rows[0]!.id;
}

export async function insertReel(
  db: Queryable,
  p: { tenantId: string; id: string; name: string; reel: ReelOptions; createdBy: string },
): Promise<void> {
  await db.query(
    `INSERT INTO highlight_packages (tenant_id, id, asset_id, rule, name, query, sort_mode, status,
       reel, created_by)
     VALUES ($1, $2, NULL, 'reel', $3, $4, 'startTime ascending', 'queued', $5, $6)`,
    [p.tenantId, p.id, p.name, p.reel.query, JSON.stringify(p.reel), p.createdBy],
  );
}

export async function setPackagesStatus(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
  status: HighlightStatus,
  extra: { reason?: string | null } = {},
): Promise<void> {
  await db.query(
    `UPDATE highlight_packages SET status = $3, reason = $4, updated_at = now()
     WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
    [tenantId, ids, status, extra.reason ?? null],
  );
}

export async function reviewedClips(
  db: Queryable,
  tenantId: string,
  packageId: string,
): Promise<ReviewedClip[]> {
  return db.query<ReviewedClip>(
    `SELECT clip_id, position, excluded, lead, lag FROM highlight_clips
      WHERE tenant_id = $1 AND package_id = $2 ORDER BY position`,
    [tenantId, packageId],
  );
}

/**
 * A package's clips in order, each new to the person when it came into the package after they
 * began looking at it this time (none is new to someone who never opened it).
 */
export async function clipsForReview(
  db: Queryable,
  tenantId: string,
  packageId: string,
  userId: string,
): Promise<ClipForReview[]> {
  return db.query<ClipForReview>(
    `SELECT h.clip_id, h.position, h.excluded, h.lead, h.lag,
            coalesce(h.added_at > v.seen_since, false) AS is_new
       FROM highlight_clips h
       LEFT JOIN highlight_views v ON v.tenant_id = h.tenant_id AND v.package_id = h.package_id
        AND v.user_id = $3
      WHERE h.tenant_id = $1 AND h.package_id = $2 ORDER BY h.position`,
    [tenantId, packageId, userId],
  );
}

/**
 * A package's clips written whole, in order, with their review; the package marked ready. A
 * clip it held already keeps when it came into it.
 */
export async function writeBuiltClips(
  db: Queryable,
  tenantId: string,
  packageId: string,
  query: string,
  clips: ReadonlyArray<Omit<ReviewedClip, 'position'>>,
  found: number,
): Promise<void> {
  await db.query(
    `WITH earlier AS (
       DELETE FROM highlight_clips WHERE tenant_id = $1 AND package_id = $2
       RETURNING clip_id, added_at)
     INSERT INTO highlight_clips
       (tenant_id, package_id, clip_id, position, excluded, lead, lag, added_at)
     SELECT $1, $2, c.clip_id, c.position, c.excluded, c.lead, c.lag,
            coalesce((SELECT e.added_at FROM earlier e WHERE e.clip_id = c.clip_id), now())
       FROM jsonb_to_recordset($3::jsonb)
         AS c(clip_id text, position integer, excluded boolean, lead double precision,
           lag double precision)`,
    [tenantId, packageId, JSON.stringify(clips.map((c, position) => ({ ...c, position })))],
  );
  await db.query(
    `UPDATE highlight_packages SET status = 'ready', reason = NULL, query = $3, clip_count = $4,
       found = $5, built_at = now(), updated_at = now()
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, packageId, query, clips.length, found],
  );
}

/** A review saved over the version it was made from; false when a newer one was saved. */
export async function saveReview(
  db: Queryable,
  tenantId: string,
  packageId: string,
  version: number,
  clips: ReadonlyArray<Omit<ReviewedClip, 'position'>>,
): Promise<boolean> {
  const bumped = await db.query(
    `UPDATE highlight_packages SET version = version + 1, updated_at = now()
      WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, packageId, version],
  );
  if (bumped.length === 0) return false;
  await db.query(
    `UPDATE highlight_clips h SET position = c.position, excluded = c.excluded, lead = c.lead,
       lag = c.lag
       FROM jsonb_to_recordset($3::jsonb)
         AS c(clip_id text, position integer, excluded boolean, lead double precision,
           lag double precision)
      WHERE h.tenant_id = $1 AND h.package_id = $2 AND h.clip_id = c.clip_id`,
    [tenantId, packageId, JSON.stringify(clips.map((c, position) => ({ ...c, position })))],
  );
  return true;
}

export async function markOpened(
  db: Queryable,
  tenantId: string,
  packageId: string,
  userId: string,
): Promise<void> {
  // A look at a package lasts while it is read again within half an hour (a page open on it
  // asks every few seconds while it grows); after that, what came since the last look is new.
  await db.query(
    `INSERT INTO highlight_views (tenant_id, package_id, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, package_id, user_id) DO UPDATE SET
       seen_since = CASE WHEN highlight_views.seen_at < now() - interval '30 minutes'
                         THEN highlight_views.seen_at ELSE highlight_views.seen_since END,
       seen_at = now()`,
    [tenantId, packageId, userId],
  );
}

export async function setMembership(
  db: Queryable,
  tenantId: string,
  userId: string,
  subscribed: boolean,
): Promise<void> {
  await db.query(
    subscribed
      ? `INSERT INTO highlight_members (tenant_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
      : `DELETE FROM highlight_members WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
}

export async function isMember(db: Queryable, tenantId: string, userId: string) {
  const rows = await db.query(
    `SELECT 1 FROM highlight_members WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
  return rows.length > 0;
}

/** The members' addresses, for the mail that says a game's packages are ready. */
export async function memberEmails(db: Queryable, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `SELECT u.email FROM highlight_members m JOIN users u ON u.id = m.user_id
      WHERE m.tenant_id = $1 ORDER BY u.email`,
    [tenantId],
  );
  return rows.map((r) => r.email);
}

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
  end: RunEnd,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE highlight_packages SET status = $3, reason = $4, run_id = NULL, heartbeat_at = NULL,
       updated_at = now(), attempts = GREATEST(attempts - $5::int, 0)
     WHERE tenant_id = $1 AND run_id = $2 AND status = 'building' RETURNING id`,
    [tenantId, runId, end.retry ? 'queued' : 'failed', end.reason, end.uncount ? 1 : 0],
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

export async function findGame(
  db: Queryable,
  tenantId: string,
  assetId: string,
): Promise<(Game & { matchDate: string | null }) | null> {
  const rows = await db.query<{
    id: string;
    title: string;
    metadata: Record<string, unknown>;
    match_date: string | null;
  }>(
    `SELECT id, title, metadata, to_char(match_date, 'YYYY-MM-DD') AS match_date FROM assets
      WHERE tenant_id = $1 AND id = $2 AND kind = 'video'`,
    [tenantId, assetId],
  );
  const row = rows[0];
  return row
    ? { id: row.id, title: row.title, metadata: row.metadata, matchDate: row.match_date }
    : null;
}

export interface FoundClip {
  id: string;
  asset_id: string;
  /** Seconds into its video. */
  start_offset: number;
  start_time: Date;
  duration: number;
  match_date: string | null;
}

/** The clips of some doc numbers with what orders them; bumpers and stills left out. */
export async function foundClips(db: Queryable, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.query<FoundClip>(
    `SELECT c.id, c.asset_id, c.start_offset, c.start_time, c.duration, to_char(a.match_date, 'YYYY-MM-DD') AS match_date
       FROM clips c JOIN assets a ON a.tenant_id = c.tenant_id AND a.id = c.asset_id
      WHERE c.tenant_id = $1 AND c.id = ANY($2::text[]) AND a.kind = 'video'`,
    [tenantId, ids],
  );
}
