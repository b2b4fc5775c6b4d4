import type { PayloadItem, SearchHit } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import type { IndexedClip } from './index/tenant-index';

interface IndexRow {
  id: string;
  asset_id: string;
  duration: number;
  start_ms: number;
  match_date: string | null;
  items: Array<[string, string, number | null]> | null;
}

/**
 * One batch of a tenant's clips for the index, in id order after `afterId`. Only what the
 * index needs leaves the database: each item's category, value and integer value.
 */
export async function indexBatch(
  db: Queryable,
  tenantId: string,
  afterId: string,
  limit: number,
): Promise<IndexedClip[]> {
  const rows = await db.query<IndexRow>(
    `SELECT c.id, c.asset_id, c.duration,
            (extract(epoch FROM c.start_time) * 1000)::float8 AS start_ms,
            to_char(a.match_date, 'YYYY-MM-DD') AS match_date,
            (SELECT jsonb_agg(jsonb_build_array(p->>'category', p->>'value', p->'integerValue'))
               FROM jsonb_array_elements(c.payload) p) AS items
       FROM clips c JOIN assets a ON a.tenant_id = c.tenant_id AND a.id = c.asset_id
      WHERE c.tenant_id = $1 AND c.id > $2
      ORDER BY c.id LIMIT $3`,
    [tenantId, afterId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    assetId: row.asset_id,
    duration: row.duration,
    startTime: row.start_ms,
    matchDate: row.match_date,
    items: (row.items ?? [])
      .filter(([category, value]) => category != null && value != null)
      .map(([category, value, integer]) => ({
        category,
        value,
        ...(typeof integer === 'number' ? { integerValue: integer } : {}),
      })),
  }));
}

interface HitRow {
  id: string;
  asset_id: string;
  start_offset: number;
  duration: number;
  start_time: Date;
  end_time: Date;
  payload: PayloadItem[];
  title: string;
  match_date: string | null;
}

/** Clips by id with their asset's title and date, in the order of `ids`. */
export async function loadHits(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<HitRow>(
    `SELECT c.id, c.asset_id, c.start_offset, c.duration, c.start_time, c.end_time, c.payload,
            a.title, to_char(a.match_date, 'YYYY-MM-DD') AS match_date
       FROM clips c JOIN assets a ON a.tenant_id = c.tenant_id AND a.id = c.asset_id
      WHERE c.tenant_id = $1 AND c.id = ANY($2::text[])`,
    [tenantId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        assetId: row.asset_id,
        offset: row.start_offset,
        duration: row.duration,
        startTime: new Date(row.start_time).toISOString(),
        endTime: new Date(row.end_time).toISOString(),
        payload: row.payload,
        assetTitle: row.title,
        matchDate: row.match_date,
      },
    ];
  });
}
