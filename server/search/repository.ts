import type { PayloadItem, SearchHit } from '../../src/core/api/contract';
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
