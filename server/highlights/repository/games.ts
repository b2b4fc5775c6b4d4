import type { Queryable } from '../../db/database';
import type { Game } from '../rules';

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
  start_time: Date;
  duration: number;
  match_date: string | null;
}

/** The clips of some doc numbers with what orders them; bumpers and stills left out. */
export async function foundClips(db: Queryable, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.query<FoundClip>(
    `SELECT c.id, c.start_time, c.duration, to_char(a.match_date, 'YYYY-MM-DD') AS match_date
       FROM clips c JOIN assets a ON a.tenant_id = c.tenant_id AND a.id = c.asset_id
      WHERE c.tenant_id = $1 AND c.id = ANY($2::text[]) AND a.kind = 'video'`,
    [tenantId, ids],
  );
}
