import type {
  CollectionFilter,
  CollectionSearchResponse,
  CollectionSortBy,
  PlaylistClip,
  PlaylistSummary,
  Visibility,
} from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/like';

export interface CollectionQuery {
  tenantId: string;
  /** The caller; null for a public caller with an API key (public collections only). */
  userId: string | null;
  text: string;
  page: number;
  pageSize: number;
  sortBy: CollectionSortBy;
  descending: boolean;
  filters: CollectionFilter[];
}

const SORT: Record<CollectionSortBy, string> = {
  updatedAt: 'p.updated_at',
  title: 'lower(p.title)',
  totalItems: 'total_items',
  duration: 'duration',
};

/** A collection's row joined with its owner. */
export interface PlaylistRow {
  id: string;
  title: string;
  description: string;
  visibility: Visibility;
  updated_at: Date;
  version: number;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
}

interface Totals {
  total_items: number;
  duration: number;
  /** The first item's asset and start, when there is one. */
  first_asset_id: string | null;
  first_offset: number | null;
}

interface Row extends PlaylistRow, Totals {
  total: number;
}

/**
 * Collections the caller may see (their own, the tenant's shared ones, public ones) whose
 * title or description holds every word of `text`, filtered, sorted and paged.
 */
export async function searchCollections(
  db: Queryable,
  q: CollectionQuery,
): Promise<CollectionSearchResponse> {
  const params: unknown[] = [q.tenantId, q.userId];
  const where = [
    'p.tenant_id = $1',
    q.userId
      ? "(p.user_id = $2 OR p.visibility IN ('tenant', 'public'))"
      : "p.visibility = 'public' AND $2::uuid IS NULL",
  ];
  const words =
    q.text.trim() === '*' ? [] : q.text.trim().split(/\s+/).filter(Boolean).slice(0, 10);
  for (const word of words) {
    params.push(likePattern(word));
    where.push(`(p.title ILIKE $${params.length} OR p.description ILIKE $${params.length})`);
  }
  for (const filter of q.filters) {
    if (filter.field === 'visibility') {
      params.push(filter.values);
      where.push(`p.visibility = ANY($${params.length}::text[])`);
    } else {
      params.push(filter.values.map((v) => (v === 'me' ? q.userId : v)).filter(Boolean));
      where.push(`p.user_id::text = ANY($${params.length}::text[])`);
    }
  }
  params.push(q.pageSize, (q.page - 1) * q.pageSize);
  const direction = q.descending ? 'DESC' : 'ASC';
  const rows = await db.query<Row>(
    `SELECT p.id, p.title, p.description, p.visibility, p.updated_at, p.version,
            u.id AS user_id, u.email, u.first_name, u.last_name,
            coalesce(i.total_items, 0)::int AS total_items, coalesce(i.duration, 0)::float8 AS duration,
            f.asset_id AS first_asset_id, f.start_offset::float8 AS first_offset,
            count(*) OVER ()::int AS total
       FROM playlists p
       JOIN users u ON u.id = p.user_id
       LEFT JOIN (SELECT playlist_id, count(*) AS total_items, sum(duration) AS duration
                    FROM playlist_items WHERE tenant_id = $1 GROUP BY playlist_id) i
              ON i.playlist_id = p.id
       LEFT JOIN LATERAL (SELECT asset_id, start_offset FROM playlist_items
                           WHERE tenant_id = $1 AND playlist_id = p.id
                           ORDER BY position LIMIT 1) f ON true
      WHERE ${where.join(' AND ')}
      ORDER BY ${SORT[q.sortBy]} ${direction}, p.id ${direction}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    results: rows.map(toSummary),
    total: rows[0]?.total ?? (q.page > 1 ? await countOnly(db, q) : 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The total when the page asked for is past the end (no row carries it). */
async function countOnly(db: Queryable, q: CollectionQuery): Promise<number> {
  const first = await searchCollections(db, { ...q, page: 1, pageSize: 1 });
  return first.total;
}

/** A collection's row as lists show it: its items' count and total duration come with it. */
export function toSummary(row: PlaylistRow & Totals): PlaylistSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    visibility: row.visibility,
    updated_at: new Date(row.updated_at).toISOString(),
    user: {
      id: row.user_id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim() || row.email,
    },
    total_items: row.total_items,
    duration: row.duration,
    version: row.version,
    first_item:
      row.first_asset_id === null
        ? null
        : { asset_id: row.first_asset_id, offset: row.first_offset ?? 0 },
  };
}

/** A collection's row with its owner, or null. */
export async function findPlaylistRow(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<PlaylistRow | null> {
  const [row] = await db.query<PlaylistRow>(
    `SELECT p.id, p.title, p.description, p.visibility, p.updated_at, p.version,
            u.id AS user_id, u.email, u.first_name, u.last_name
       FROM playlists p JOIN users u ON u.id = p.user_id
      WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

/** A collection's items in order. */
export async function findPlaylistItems(
  db: Queryable,
  tenantId: string,
  playlistId: string,
): Promise<PlaylistClip[]> {
  const rows = await db.query<{
    start_offset: number;
    duration: number;
    asset_id: string;
    stash: string;
    crop_x: number | null;
  }>(
    `SELECT start_offset, duration, asset_id, stash, crop_x FROM playlist_items
      WHERE tenant_id = $1 AND playlist_id = $2 ORDER BY position`,
    [tenantId, playlistId],
  );
  return rows.map((c) => ({
    offset: c.start_offset,
    duration: c.duration,
    asset_id: c.asset_id,
    stash: c.stash,
    ...(c.crop_x !== null ? { crop_x: c.crop_x } : {}),
  }));
}

/** A collection's row, locked until the transaction ends. */
export async function lockPlaylistRow(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<PlaylistRow | null> {
  const [row] = await tx.query<PlaylistRow>(
    `SELECT id, title, description, visibility, version, user_id, updated_at
       FROM playlists WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, id],
  );
  return row ?? null;
}

export interface PlaylistFields {
  title: string;
  description: string;
  visibility: Visibility;
}

export async function insertPlaylist(
  tx: Queryable,
  tenantId: string,
  id: string,
  userId: string,
  fields: PlaylistFields,
): Promise<void> {
  await tx.query(
    `INSERT INTO playlists (tenant_id, id, user_id, title, description, visibility)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [tenantId, id, userId, fields.title, fields.description, fields.visibility],
  );
}

/** Writes the fields and moves the collection to its next version. */
export async function updatePlaylistRow(
  tx: Queryable,
  tenantId: string,
  id: string,
  fields: PlaylistFields,
): Promise<void> {
  await tx.query(
    `UPDATE playlists
        SET title = $3, description = $4, visibility = $5,
            version = version + 1, updated_at = now()
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, fields.title, fields.description, fields.visibility],
  );
}

export async function deletePlaylistRow(tx: Queryable, tenantId: string, id: string) {
  await tx.query('DELETE FROM playlists WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}

/** The kinds of the tenant's assets among `ids` (video, bumper, image), by id. */
export async function assetKinds(
  tx: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await tx.query<{ id: string; kind: string }>(
    'SELECT id, kind FROM assets WHERE tenant_id = $1 AND id = ANY($2::text[])',
    [tenantId, [...ids]],
  );
  return new Map(rows.map((r) => [r.id, r.kind]));
}

/** Replaces a collection's items with these, in order. */
export async function replacePlaylistItems(
  tx: Queryable,
  tenantId: string,
  playlistId: string,
  clips: readonly PlaylistClip[],
): Promise<void> {
  await tx.query('DELETE FROM playlist_items WHERE tenant_id = $1 AND playlist_id = $2', [
    tenantId,
    playlistId,
  ]);
  if (clips.length === 0) return;
  const params: unknown[] = [tenantId, playlistId];
  const rows = clips.map((c, i) => {
    params.push(i, c.asset_id, c.offset, c.duration, c.stash, c.crop_x ?? null);
    const n = params.length;
    return `($1, $2, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  await tx.query(
    `INSERT INTO playlist_items (tenant_id, playlist_id, position, asset_id, start_offset, duration, stash, crop_x)
     VALUES ${rows.join(', ')}`,
    params,
  );
}

/** The tenant's most recently changed public collection (what a partner page embeds). */
export async function newestPublicCollection(
  db: Queryable,
  tenantId: string,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM playlists WHERE tenant_id = $1 AND visibility = 'public'
      ORDER BY updated_at DESC, id LIMIT 1`,
    [tenantId],
  );
  return row?.id ?? null;
}
