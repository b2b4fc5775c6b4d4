/* oxlint-disable max-lines -- long because it is all of search's SQL: the layer check keeps SQL in one repository.ts a feature. */
import type { PayloadItem, SavedSearch, SearchHit } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import type { IndexedClip } from './index/tenant-index';

/**
 * What the index reads of a clip, packed by the database into one line (id, asset, duration,
 * start ms, then the categories and values as JSON arrays), and the lines into one text,
 * because PGlite pays per row returned: this reads 200k clips in under 3 s where row-by-row
 * took 25 s. JSON text holds no raw tab or newline, and ids are restricted to
 * [A-Za-z0-9._:-], so the split is safe.
 */
const INDEX_LINES = `string_agg(concat_ws(E'\\t', id, asset_id, duration,
    (extract(epoch FROM start_time) * 1000)::bigint, search_categories, search_values),
    E'\\n' ORDER BY id)`;

function indexedClips(blob: string, matchDates: ReadonlyMap<string, string | null>): IndexedClip[] {
  return blob.split('\n').map((line): IndexedClip => {
    const [id, assetId, duration, startMs, categories, values] = line.split('\t') as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const cats = JSON.parse(categories) as unknown[];
    const vals = JSON.parse(values) as unknown[];
    const items: IndexedClip['items'][number][] = [];
    for (let i = 0; i < cats.length; i++) {
      const category = cats[i];
      const value = vals[i];
      if (
        typeof category === 'string' &&
        (typeof value === 'string' || typeof value === 'number')
      ) {
        items.push({ category, value: String(value) });
      }
    }
    return {
      id,
      assetId,
      duration: Number(duration),
      startTime: Number(startMs),
      matchDate: matchDates.get(assetId) ?? null,
      items,
    };
  });
}

/** One batch of a tenant's clips for the index, in id order after `afterId`. */
export async function indexBatch(
  db: Queryable,
  tenantId: string,
  afterId: string,
  limit: number,
  matchDates: ReadonlyMap<string, string | null>,
): Promise<{ clips: IndexedClip[]; last: string | null }> {
  const [row] = await db.query<{ blob: string | null; last: string | null }>(
    `SELECT ${INDEX_LINES} AS blob, max(id) AS last
       FROM (SELECT id, asset_id, duration, start_time, search_categories, search_values
               FROM clips WHERE tenant_id = $1 AND id > $2 ORDER BY id LIMIT $3) batch`,
    [tenantId, afterId, limit],
  );
  if (!row?.blob) return { clips: [], last: null };
  return { clips: indexedClips(row.blob, matchDates), last: row.last };
}

/** These clips of a tenant for the index, as they are now (those that exist). */
export async function indexClipsById(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
  matchDates: ReadonlyMap<string, string | null>,
): Promise<IndexedClip[]> {
  if (ids.length === 0) return [];
  const [row] = await db.query<{ blob: string | null }>(
    `SELECT ${INDEX_LINES} AS blob FROM clips WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, ids],
  );
  return row?.blob ? indexedClips(row.blob, matchDates) : [];
}

/** The match date of each of a tenant's assets, or of these of them. */
export async function assetMatchDates(
  db: Queryable,
  tenantId: string,
  only?: readonly string[],
): Promise<Map<string, string | null>> {
  if (only?.length === 0) return new Map();
  const rows = await db.query<{ id: string; match_date: string | null }>(
    `SELECT id, to_char(match_date, 'YYYY-MM-DD') AS match_date FROM assets
      WHERE tenant_id = $1 ${only ? 'AND id = ANY($2::text[])' : ''}`,
    only ? [tenantId, only] : [tenantId],
  );
  return new Map(rows.map((r) => [r.id, r.match_date]));
}

/** Whether the asset is released to the public now (false for one that is gone). */
export async function assetIsPublic(
  db: Queryable,
  tenantId: string,
  assetId: string,
): Promise<boolean> {
  const rows = await db.query<{ public: boolean }>(
    'SELECT public FROM assets WHERE tenant_id = $1 AND id = $2',
    [tenantId, assetId],
  );
  return rows[0]?.public ?? false;
}

/** The tenant's assets released to the public. */
export async function publicAssetIds(db: Queryable, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM assets WHERE tenant_id = $1 AND public ORDER BY id',
    [tenantId],
  );
  return rows.map((r) => r.id);
}

interface HitRow {
  id: string;
  asset_id: string;
  start_offset: number;
  duration: number;
  start_time: Date;
  end_time: Date;
  payload: PayloadItem[];
}

/**
 * Clips by id with their asset's title and date, in the order of `ids`. One round trip (a
 * search sends it before counting its facets, and only the first statement goes out then);
 * the asset is read by a scalar subquery on its primary key, which no planner statistics can
 * turn into a scan as a join could.
 */
export async function loadHits(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<HitRow & { asset: [string, string | null] | null }>(
    `SELECT c.id, c.asset_id, c.start_offset, c.duration, c.start_time, c.end_time, c.payload,
            (SELECT json_build_array(a.title, to_char(a.match_date, 'YYYY-MM-DD'))
               FROM assets a WHERE a.tenant_id = c.tenant_id AND a.id = c.asset_id) AS asset
       FROM clips c WHERE c.tenant_id = $1 AND c.id = ANY($2::text[])`,
    [tenantId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const asset = row?.asset;
    if (!row || !asset) return [];
    return [
      {
        id: row.id,
        assetId: row.asset_id,
        offset: row.start_offset,
        duration: row.duration,
        startTime: new Date(row.start_time).toISOString(),
        endTime: new Date(row.end_time).toISOString(),
        payload: row.payload,
        assetTitle: asset[0],
        matchDate: asset[1],
      },
    ];
  });
}

/** Where clips sit in their assets. */
export function clipPositions(db: Queryable, tenantId: string, clipIds: readonly string[]) {
  return db.query<{ id: string; asset_id: string; start_offset: number; duration: number }>(
    'SELECT id, asset_id, start_offset, duration FROM clips WHERE tenant_id = $1 AND id = ANY($2::text[])',
    [tenantId, clipIds],
  );
}

/** Writes clips whole; a replaced clip keeps its kick-off, a new one counts from the match day. */
export async function writeClipRows(
  tx: Queryable,
  tenantId: string,
  rows: ReadonlyArray<{
    id: string;
    asset_id: string;
    start_offset: number;
    duration: number;
    payload: unknown;
  }>,
): Promise<void> {
  await tx.query(
    `INSERT INTO clips (tenant_id, id, asset_id, start_offset, duration, start_time, end_time, payload)
     SELECT $1, x.id, x.asset_id, x.start_offset, x.duration, s.start_time,
            s.start_time + make_interval(secs => x.duration), x.payload
       FROM jsonb_to_recordset($2::jsonb)
            AS x(id text, asset_id text, start_offset float8, duration float8, payload jsonb)
       JOIN assets a ON a.tenant_id = $1 AND a.id = x.asset_id
       CROSS JOIN LATERAL (
         SELECT COALESCE(
           (SELECT c.start_time - make_interval(secs => c.start_offset)
              FROM clips c WHERE c.tenant_id = $1 AND c.id = x.id),
           COALESCE(a.match_date, CURRENT_DATE)::timestamp AT TIME ZONE 'UTC'
         ) + make_interval(secs => x.start_offset) AS start_time
       ) s
     ON CONFLICT (tenant_id, id) DO UPDATE SET asset_id = EXCLUDED.asset_id,
       start_offset = EXCLUDED.start_offset, duration = EXCLUDED.duration,
       start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time, payload = EXCLUDED.payload`,
    [tenantId, JSON.stringify(rows)],
  );
}

/** Takes clips away; their lines in the change log tell every index. */
export async function deleteClipRows(
  tx: Queryable,
  tenantId: string,
  clipIds: readonly string[],
): Promise<void> {
  if (clipIds.length === 0) return;
  await tx.query('DELETE FROM clips WHERE tenant_id = $1 AND id = ANY($2::text[])', [
    tenantId,
    clipIds,
  ]);
}

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

/**
 * Collections hold a copy of each clip as it was found (the item's stash): the clips just
 * written get their new payload there too, so that collections show the new titles.
 */
export async function refreshStashes(
  tx: Queryable,
  tenantId: string,
  clips: Array<{ id: string; payload: PayloadItem[] }>,
): Promise<void> {
  const byId = new Map(clips.map((c) => [c.id, c.payload]));
  const items = await tx.query<{ playlist_id: string; position: number; stash: string }>(
    `SELECT playlist_id, position, stash FROM playlist_items
      WHERE tenant_id = $1 AND stash LIKE ANY($2::text[])`,
    [tenantId, clips.map((c) => `%${c.id.replace(/[\\%_]/g, '\\$&')}%`)],
  );
  for (const item of items) {
    let stash: { id?: unknown; payload?: unknown };
    try {
      stash = JSON.parse(item.stash);
    } catch {
      continue;
    }
    const payload = typeof stash.id === 'string' ? byId.get(stash.id.split('/')[0]!) : undefined;
    if (!payload) continue;
    await tx.query(
      `UPDATE playlist_items SET stash = $4 WHERE tenant_id = $1 AND playlist_id = $2 AND position = $3`,
      [tenantId, item.playlist_id, item.position, JSON.stringify({ ...stash, payload })],
    );
  }
}

export interface SavedSearchRow {
  id: string;
  name: string;
  query: string;
  sort: SavedSearch['sort'];
  view: SavedSearch['view'];
  created_at: Date;
}

const COLUMNS = 'id, name, query, sort, view, created_at';

/** A person's saved searches, newest first, at most `limit`. */
export function selectSavedSearches(
  db: Queryable,
  tenantId: string,
  userId: string,
  limit: number,
): Promise<SavedSearchRow[]> {
  return db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE tenant_id = $1 AND user_id = $2
     ORDER BY created_at DESC, id LIMIT $3`,
    [tenantId, userId, limit],
  );
}

export async function selectSavedSearch(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<SavedSearchRow | null> {
  const [row] = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE tenant_id = $1 AND user_id = $2 AND id = $3`,
    [tenantId, userId, id],
  );
  return row ?? null;
}

/**
 * How many searches the person keeps, and whether one has this name; the person's saved
 * searches are written one at a time until the transaction ends, so both hold until the insert.
 */
export async function lockPersonsSearches(
  tx: Queryable,
  tenantId: string,
  userId: string,
  name: string,
): Promise<{ n: number; taken: boolean }> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`saved:${tenantId}:${userId}`]);
  const [counted] = await tx.query<{ n: number; taken: boolean }>(
    `SELECT count(*)::int AS n, coalesce(bool_or(lower(name) = lower($3)), false) AS taken
     FROM saved_searches WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId, name],
  );
  return counted!;
}

export async function insertSavedSearch(
  tx: Queryable,
  row: Omit<SavedSearchRow, 'created_at'> & { tenantId: string; userId: string },
): Promise<SavedSearchRow> {
  const [made] = await tx.query<SavedSearchRow>(
    `INSERT INTO saved_searches (tenant_id, id, user_id, name, query, sort, view)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [row.tenantId, row.id, row.userId, row.name, row.query, row.sort, row.view],
  );
  return made!;
}

/** Deletes a person's saved search; false when they had no such search. */
export async function deleteSavedSearchRow(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<boolean> {
  const gone = await db.query(
    'DELETE FROM saved_searches WHERE tenant_id = $1 AND user_id = $2 AND id = $3 RETURNING id',
    [tenantId, userId, id],
  );
  return gone.length > 0;
}

/** A process of a cluster, as it last said (`search_processes`). */
export interface SearchProcess {
  address: string;
  /** Tenants whose index it holds ready, with the clips in each. */
  holds: Record<string, number>;
}

/** Says this process is there, holding these tenants' indexes; the processes seen lately. */
export async function searchHeartbeat(
  db: Queryable,
  address: string,
  holds: Record<string, number>,
  aliveSeconds: number,
): Promise<SearchProcess[]> {
  await db.query(
    `INSERT INTO search_processes (address, holds) VALUES ($1, $2)
     ON CONFLICT (address) DO UPDATE SET seen_at = clock_timestamp(), holds = excluded.holds`,
    [address, JSON.stringify(holds)],
  );
  return db.query<SearchProcess>(
    `SELECT address, holds FROM search_processes
      WHERE seen_at > clock_timestamp() - make_interval(secs => $1) ORDER BY address`,
    [aliveSeconds],
  );
}

/** Notes the clips in the indexes a process holds, for placing them at a cluster's next start. */
export async function recordIndexSizes(
  db: Queryable,
  sizes: Record<string, number>,
): Promise<void> {
  await db.query(
    `INSERT INTO search_index_sizes (tenant_id, clips)
     SELECT key, value::int FROM jsonb_each_text($1::jsonb)
     ON CONFLICT (tenant_id) DO UPDATE SET clips = excluded.clips, measured_at = clock_timestamp()`,
    [JSON.stringify(sizes)],
  );
}

/** The clips in each tenant's index when a process last held it. */
export async function recordedIndexSizes(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.query<{ tenant_id: string; clips: number }>(
    'SELECT tenant_id, clips FROM search_index_sizes',
  );
  return Object.fromEntries(rows.map((r) => [r.tenant_id, r.clips]));
}

/** Takes a process that is stopping out of its cluster's placement at once. */
export async function leaveSearchCluster(db: Queryable, address: string): Promise<void> {
  await db.query('DELETE FROM search_processes WHERE address = $1', [address]);
}
