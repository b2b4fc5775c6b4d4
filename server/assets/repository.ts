import type {
  AssetIngest,
  AssetKind,
  AssetLive,
  AssetSortMode,
  AssetStatus,
  IngestStage,
  LiveHealth,
  LiveProtocol,
  LiveState,
  Page,
} from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import { likePattern } from '../db/like';
import { logSearchChange } from '../search/write';
import type { MediaRecord } from '../media/generate';

export interface AssetRecord {
  id: string;
  tenantId: string;
  kind: AssetKind;
  title: string;
  duration: number;
  matchDate: string | null;
  createdAt: string;
  metadata: Record<string, string>;
  /** Released to the public: signed-out visitors with the free deployment key find and play it. */
  public: boolean;
  status: AssetStatus;
  /** An uploaded asset's file and ingest; null for seeded ones. */
  ingest: Omit<AssetIngest, 'playable'> | null;
  /**
   * A live match's stream (its listener's port, or the address it is pulled from; the
   * address shown is the server's to say).
   */
  live: (Omit<AssetLive, 'ingestUrl'> & { port: number | null; pullUrl: string | null }) | null;
  /** Clips on it, where the query counted them (the library's list). */
  clipCount?: number;
  media: {
    key: string;
    kind: 'video' | 'image';
    duration: number;
    /** Frames a second of the source (0 for stills). */
    fps: number;
    keyframes: number[];
    segmentOffset: number;
    segmentDuration: number;
    files: MediaRecord['files'];
  };
}

interface Row {
  id: string;
  tenant_id: string;
  kind: AssetKind;
  title: string;
  duration: number;
  match_date: string | null;
  created_at: Date;
  metadata: Record<string, string>;
  public: boolean;
  status: AssetStatus;
  source_name: string | null;
  source_url: string | null;
  source_size: string | number | null;
  received: string | number | null;
  stage: IngestStage | null;
  percent: number | null;
  reason: string | null;
  duplicate_of: string | null;
  retryable: boolean | null;
  live_state: LiveState | null;
  live_protocol: LiveProtocol | null;
  live_port: number | null;
  live_pull_url: string | null;
  live_health: LiveHealth | null;
  live_reason: string | null;
  live_started_at: Date | null;
  live_grace_seconds: number | null;
  live_written_seconds: number | null;
  clip_count?: number;
  media_key: string;
  media_kind: 'video' | 'image';
  media_duration: number;
  fps: number;
  keyframes: number[];
  segment_offset: number;
  segment_duration: number;
  files: MediaRecord['files'];
}

const COLUMNS = `a.id, a.tenant_id, a.kind, a.title, a.duration,
    to_char(a.match_date, 'YYYY-MM-DD') AS match_date, a.created_at, a.metadata, a.public,
    a.status, i.source_name, i.source_url, i.source_size, i.received, i.stage, i.percent, i.reason,
    i.duplicate_of, i.retryable,
    l.state AS live_state, l.protocol AS live_protocol, l.port AS live_port, l.pull_url AS live_pull_url, l.health AS live_health, l.reason AS live_reason,
    l.started_at AS live_started_at, l.grace_seconds AS live_grace_seconds,
    l.written_seconds AS live_written_seconds,
    m.key AS media_key, m.kind AS media_kind, m.duration AS media_duration, m.fps, m.keyframes,
    m.segment_offset, m.segment_duration, m.files`;
const FROM = `FROM assets a JOIN media m ON m.key = a.media_key
  LEFT JOIN ingests i ON i.tenant_id = a.tenant_id AND i.asset_id = a.id
  LEFT JOIN live_streams l ON l.tenant_id = a.tenant_id AND l.asset_id = a.id`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

function toRecord(row: Row): AssetRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind,
    title: row.title,
    duration: row.duration,
    matchDate: row.match_date,
    createdAt: new Date(row.created_at).toISOString(),
    metadata: row.metadata,
    public: row.public,
    status: row.status,
    ingest:
      row.source_name === null
        ? null
        : {
            fileName: row.source_name,
            sourceUrl: row.source_url,
            fileSize: Number(row.source_size),
            received: Number(row.received),
            stage: row.stage,
            percent:
              row.status === 'uploading'
                ? Math.floor((Number(row.received) / Math.max(1, Number(row.source_size))) * 100)
                : Math.round(row.percent ?? 0),
            reason: row.reason,
            duplicateOf: row.duplicate_of,
            retryable: row.retryable !== false,
          },
    live:
      row.live_state === null
        ? null
        : {
            state: row.live_state,
            protocol: row.live_protocol ?? 'srt',
            port: row.live_port,
            pullUrl: row.live_pull_url,
            health: row.live_health ?? {},
            reason: row.live_reason,
            startedAt: row.live_started_at ? new Date(row.live_started_at).toISOString() : null,
            graceSeconds: row.live_grace_seconds!,
            writtenSeconds: Number(row.live_written_seconds ?? 0),
          },
    ...(row.clip_count === undefined ? {} : { clipCount: row.clip_count }),
    media: {
      key: row.media_key,
      kind: row.media_kind,
      duration: row.media_duration,
      fps: row.fps,
      keyframes: row.keyframes,
      segmentOffset: row.segment_offset,
      segmentDuration: row.segment_duration,
      files: row.files,
    },
  };
}

export async function findAsset(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<AssetRecord | null> {
  const [row] = await db.query<Row>(`${SELECT} WHERE a.tenant_id = $1 AND a.id = $2`, [
    tenantId,
    id,
  ]);
  return row ? toRecord(row) : null;
}

/** Several assets of one tenant by id, keyed by id; ids it does not hold are absent. */
export async function findAssets(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, AssetRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<Row>(`${SELECT} WHERE a.tenant_id = $1 AND a.id = ANY($2)`, [
    tenantId,
    [...new Set(ids)],
  ]);
  return new Map(rows.map((row) => [row.id, toRecord(row)]));
}

const SORT_COLUMNS: Record<AssetSortMode, string> = {
  matchDate: 'a.match_date',
  title: 'lower(a.title)',
  createdAt: 'a.created_at',
};

export interface AssetListQuery {
  tenantId: string;
  page: number;
  size: number;
  text?: string;
  sortMode: AssetSortMode;
  sortDesc: boolean;
  /** Only assets released to the public. */
  publicOnly?: boolean;
}

export async function listAssets(db: Queryable, query: AssetListQuery): Promise<Page<AssetRecord>> {
  const text = query.text?.trim() ? likePattern(query.text.trim()) : null;
  // A public caller never sees an asset its rights window shuts from partner pages now.
  const where = `a.tenant_id = $1 AND ($2::text IS NULL OR a.title ILIKE $2)
    AND (NOT $3::boolean OR (a.public AND NOT EXISTS (
      SELECT 1 FROM rights_windows w
       WHERE w.tenant_id = a.tenant_id AND w.asset_id = a.id AND w.clip_id = ''
         AND 'public' = ANY(w.uses) AND (w.not_before > now() OR w.not_after < now()))))`;
  const filters = [query.tenantId, text, query.publicOnly ?? false];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM assets a WHERE ${where}`,
    filters,
  );
  const direction = query.sortDesc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS},
        (SELECT count(*)::int FROM clips c WHERE c.tenant_id = a.tenant_id AND c.asset_id = a.id)
          AS clip_count
      ${FROM} WHERE ${where}
      ORDER BY ${SORT_COLUMNS[query.sortMode]} ${direction}, a.id ${query.sortDesc ? 'DESC' : 'ASC'}
      LIMIT $4 OFFSET $5`,
    [...filters, query.size, query.page * query.size],
  );
  const total = count?.total ?? 0;
  return {
    content: rows.map(toRecord),
    page: query.page,
    size: query.size,
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
  };
}

/** Whether a public collection of the tenant plays the asset (a placement shows it to visitors). */
export async function inPublicCollection(
  db: Queryable,
  tenantId: string,
  assetId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM playlist_items i
       JOIN playlists p ON p.tenant_id = i.tenant_id AND p.id = i.playlist_id
      WHERE i.tenant_id = $1 AND i.asset_id = $2 AND p.visibility = 'public' LIMIT 1`,
    [tenantId, assetId],
  );
  return rows.length > 0;
}

export async function releaseAsset(
  db: Database,
  tenantId: string,
  id: string,
  released: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE assets SET public = $3 WHERE tenant_id = $1 AND id = $2', [
      tenantId,
      id,
      released,
    ]);
    await logSearchChange(tx, tenantId, { kind: 'asset', assetId: id });
  });
}

/** What deleting an asset takes with it: its clips, and the collections holding any. */
export async function assetUsage(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<{ clips: number; collections: number }> {
  const [row] = await db.query<{ clips: number; collections: number }>(
    `SELECT (SELECT count(*)::int FROM clips WHERE tenant_id = $1 AND asset_id = $2) AS clips,
            (SELECT count(DISTINCT playlist_id)::int FROM playlist_items
              WHERE tenant_id = $1 AND asset_id = $2) AS collections`,
    [tenantId, id],
  );
  return row ?? { clips: 0, collections: 0 };
}

/** An asset's title, date and public flag, as a library manager changes them. */
export async function updateAsset(
  db: Queryable,
  tenantId: string,
  id: string,
  change: {
    title?: string;
    matchDate?: string | null;
    public?: boolean;
    /** Values to set; an empty one removes its category. */
    metadata?: Record<string, string>;
  },
): Promise<boolean> {
  const entries = Object.entries(change.metadata ?? {});
  const set = Object.fromEntries(entries.filter(([, value]) => value !== ''));
  const removed = entries.filter(([, value]) => value === '').map(([name]) => name);
  const rows = await db.query(
    `UPDATE assets SET title = COALESCE($3, title),
       match_date = CASE WHEN $4 THEN $5::date ELSE match_date END,
       public = COALESCE($6, public),
       metadata = (metadata || $7::jsonb) - $8::text[]
     WHERE tenant_id = $1 AND id = $2 RETURNING id`,
    [
      tenantId,
      id,
      change.title ?? null,
      change.matchDate !== undefined,
      change.matchDate ?? null,
      change.public ?? null,
      JSON.stringify(set),
      removed,
    ],
  );
  if (rows.length === 0) return false;
  await logSearchChange(db, tenantId, { kind: 'asset', assetId: id });
  return true;
}

/**
 * Deletes an asset with its clips, the collection items and highlight packages made of it,
 * and its media record; the search forgets its clips. Returns the media key, for its files
 * to be deleted, or null when there was no such asset.
 */
export async function deleteAsset(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<{ mediaKey: string; uploaded: boolean } | null> {
  const [asset] = await tx.query<{ media_key: string; uploaded: boolean }>(
    `SELECT a.media_key, EXISTS (SELECT 1 FROM ingests i WHERE i.tenant_id = a.tenant_id
              AND i.asset_id = a.id) AS uploaded
       FROM assets a WHERE a.tenant_id = $1 AND a.id = $2 FOR UPDATE`,
    [tenantId, id],
  );
  if (!asset) return null;
  const clips = await tx.query<{ id: string }>(
    'SELECT id FROM clips WHERE tenant_id = $1 AND asset_id = $2',
    [tenantId, id],
  );
  await tx.query('DELETE FROM playlist_items WHERE tenant_id = $1 AND asset_id = $2', [
    tenantId,
    id,
  ]);
  await tx.query('DELETE FROM highlight_packages WHERE tenant_id = $1 AND asset_id = $2', [
    tenantId,
    id,
  ]);
  await tx.query('DELETE FROM assets WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
  // Seed media may be shared by several tenants' assets; an upload's is its own.
  if (asset.uploaded) await tx.query('DELETE FROM media WHERE key = $1', [asset.media_key]);
  if (clips.length > 0)
    await logSearchChange(tx, tenantId, { kind: 'clips', clipIds: clips.map((c) => c.id) });
  return { mediaKey: asset.media_key, uploaded: asset.uploaded };
}
