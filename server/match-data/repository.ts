import type { CsvMapping, MatchDataImportRecord, PayloadItem } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import type { FileValues } from './corrections';
import type { UnplacedValues } from './unplaced';

/** The clips an earlier import of this match wrote on the asset (their ids begin `prefix`). */
export async function clipsWithPrefix(
  db: Queryable,
  tenantId: string,
  assetId: string,
  prefix: string,
): Promise<Map<string, PayloadItem[]>> {
  const rows = await db.query<{ id: string; payload: PayloadItem[] }>(
    `SELECT id, payload FROM clips
      WHERE tenant_id = $1 AND asset_id = $2 AND left(id, length($3)) = $3`,
    [tenantId, assetId, prefix],
  );
  return new Map(rows.map((r) => [r.id, r.payload]));
}

/**
 * The clips a live feed wrote on the asset (ids `<asset>:feed:…`), each with whether its last
 * change standing was made by hand (an editor's correction, not the feed's).
 */
export async function liveFeedClips(
  db: Queryable,
  tenantId: string,
  assetId: string,
): Promise<Map<string, { payload: PayloadItem[]; byHand: boolean }>> {
  const prefix = `${assetId}:feed:`;
  const rows = await db.query<{ id: string; payload: PayloadItem[]; summary: string | null }>(
    `SELECT k.id, k.payload,
            (SELECT c.summary FROM metadata_changes c
              WHERE c.tenant_id = k.tenant_id AND c.undone_at IS NULL
                AND c.clips @> jsonb_build_array(jsonb_build_object('clipId', k.id))
              ORDER BY c.created_at DESC LIMIT 1) AS summary
       FROM clips k
      WHERE k.tenant_id = $1 AND k.asset_id = $2 AND left(k.id, length($3)) = $3`,
    [tenantId, assetId, prefix],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { payload: r.payload, byHand: !(r.summary ?? '').startsWith(FEED_CHANGE_SUMMARY) },
    ]),
  );
}

/** How a live feed's changes begin in the metadata history. */
export const FEED_CHANGE_SUMMARY = 'Match data feed:';

/** What the file said of each clip at the last import of this match that stands (not undone). */
export async function lastStandingImport(
  db: Queryable,
  tenantId: string,
  assetId: string,
  source: string,
): Promise<Record<string, FileValues>> {
  const [row] = await db.query<{ file_values: Record<string, FileValues> }>(
    `SELECT i.file_values FROM match_data_imports i
       JOIN metadata_changes c ON c.tenant_id = i.tenant_id AND c.id = i.change_id
      WHERE i.tenant_id = $1 AND i.asset_id = $2 AND i.source = $3 AND c.undone_at IS NULL
      ORDER BY i.created_at DESC LIMIT 1`,
    [tenantId, assetId, source],
  );
  return row?.file_values ?? {};
}

export interface ImportRow {
  changeId: string;
  assetId: string;
  source: string;
  format: string;
  match: string;
  clips: number;
  removed: number;
  fileValues: Record<string, FileValues>;
  unplaced: UnplacedValues;
  email: string;
}

/** Records an import, in the transaction of the change that wrote its clips. */
export async function insertImport(tx: Queryable, tenantId: string, row: ImportRow) {
  await tx.query(
    `INSERT INTO match_data_imports
       (tenant_id, change_id, asset_id, source, format, match, clips, removed, file_values,
        unplaced_values, email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11)`,
    [
      tenantId,
      row.changeId,
      row.assetId,
      row.source,
      row.format,
      row.match,
      row.clips,
      row.removed,
      JSON.stringify(row.fileValues),
      JSON.stringify(row.unplaced),
      row.email,
    ],
  );
}

/** The asset's imports, newest first, each with whether it was undone. */
export async function importsOf(
  db: Queryable,
  tenantId: string,
  assetId: string,
): Promise<MatchDataImportRecord[]> {
  const rows = await db.query<{
    change_id: string;
    format: MatchDataImportRecord['format'];
    match: string;
    clips: number;
    removed: number;
    email: string;
    created_at: Date;
    undone_at: Date | null;
    undone_by: string | null;
  }>(
    `SELECT i.change_id, i.format, i.match, i.clips, i.removed, i.email, i.created_at,
            c.undone_at, c.undone_by
       FROM match_data_imports i
       JOIN metadata_changes c ON c.tenant_id = i.tenant_id AND c.id = i.change_id
      WHERE i.tenant_id = $1 AND i.asset_id = $2
      ORDER BY i.created_at DESC LIMIT 20`,
    [tenantId, assetId],
  );
  return rows.map((r) => ({
    changeId: r.change_id,
    format: r.format,
    match: r.match,
    clips: r.clips,
    removed: r.removed,
    email: r.email,
    at: new Date(r.created_at).toISOString(),
    undoneAt: r.undone_at ? new Date(r.undone_at).toISOString() : null,
    undoneBy: r.undone_by,
  }));
}

/**
 * The standing imports (the last of each match on each video, not undone) whose unplaced events
 * hold a value of `category`: each with its video's title and those values.
 */
export async function importsLeavingUnplaced(
  db: Queryable,
  tenantId: string,
  category: string,
): Promise<
  { assetId: string; title: string; match: string; unplaced: UnplacedValues; at: Date }[]
> {
  const rows = await db.query<{
    asset_id: string;
    title: string;
    match: string;
    unplaced_values: UnplacedValues;
    created_at: Date;
  }>(
    `SELECT s.* FROM (
       SELECT DISTINCT ON (i.asset_id, i.source)
              i.asset_id, a.title, i.match, i.unplaced_values, i.created_at
         FROM match_data_imports i
         JOIN metadata_changes c ON c.tenant_id = i.tenant_id AND c.id = i.change_id
         JOIN assets a ON a.tenant_id = i.tenant_id AND a.id = i.asset_id
        WHERE i.tenant_id = $1 AND c.undone_at IS NULL
        ORDER BY i.asset_id, i.source, i.created_at DESC
     ) s
     WHERE EXISTS (SELECT 1 FROM jsonb_object_keys(s.unplaced_values) k WHERE lower(k) = lower($2))`,
    [tenantId, category],
  );
  return rows.map((r) => ({
    assetId: r.asset_id,
    title: r.title,
    match: r.match,
    unplaced: r.unplaced_values,
    at: new Date(r.created_at),
  }));
}

/** The tenant's CSV columns as its last CSV import mapped them; null before the first. */
export async function csvMappingOf(db: Queryable, tenantId: string): Promise<CsvMapping | null> {
  const [row] = await db.query<{ mapping: CsvMapping }>(
    'SELECT mapping FROM match_data_csv_mappings WHERE tenant_id = $1',
    [tenantId],
  );
  return row?.mapping ?? null;
}

/** Keeps the columns of a CSV import for the tenant's next one. */
export async function saveCsvMapping(
  tx: Queryable,
  tenantId: string,
  mapping: CsvMapping,
  email: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO match_data_csv_mappings (tenant_id, mapping, email) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (tenant_id) DO UPDATE
       SET mapping = EXCLUDED.mapping, email = EXCLUDED.email, updated_at = now()`,
    [tenantId, JSON.stringify(mapping), email],
  );
}

/** The video's own timecode at its first frame and its frame rate, as its ingest probed them. */
export async function assetTimecode(
  db: Queryable,
  tenantId: string,
  assetId: string,
): Promise<{ start: string | null; fps: number | null }> {
  const [row] = await db.query<{ start: string | null; fps: number | null }>(
    `SELECT probe->>'timecode' AS start, (probe->'video'->>'fps')::float8 AS fps
       FROM ingests WHERE tenant_id = $1 AND asset_id = $2`,
    [tenantId, assetId],
  );
  return row ?? { start: null, fps: null };
}

/** The tenant's videos with the match each records and its date, to find a file's video by. */
export function videosWithMatches(db: Queryable, tenantId: string) {
  return db.query<{ id: string; match: string | null; match_date: string | null }>(
    `SELECT id, metadata->>'match' AS match, to_char(match_date, 'YYYY-MM-DD') AS match_date
       FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY created_at, id`,
    [tenantId],
  );
}

/** A person of the tenant who may import match data (an editor or administrator), by email. */
export async function importerByEmail(
  db: Queryable,
  tenantId: string,
  email: string,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db.query<{ id: string; email: string }>(
    `SELECT u.id, u.email FROM users u
       JOIN memberships m ON m.user_id = u.id AND m.tenant_id = $1
      WHERE lower(u.email) = lower($2) AND NOT m.deactivated
        AND m.roles && ARRAY['EDITOR', 'ADMIN']::text[]`,
    [tenantId, email],
  );
  return row ? { userId: row.id, email: row.email } : null;
}
