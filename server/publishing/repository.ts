import type { Carousel, FeaturedItem, SearchSort } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';

export interface GroupRow {
  id: string;
  title: string;
  description: string;
  placements: string[];
  playlists: string[];
  status: 'draft' | 'published';
  publish_from: Date | null;
  publish_until: Date | null;
  position: number;
  version: number;
  updated_by: string;
  updated_at: Date;
}

/** A group as it is written: checked against the tenant first. */
export interface GroupWrite {
  title: string;
  description: string;
  placements: string[];
  playlists: string[];
  status: 'draft' | 'published';
  from: string | null;
  until: string | null;
  by: string;
}

const COLUMNS = `id, title, description, placements, playlists, status, publish_from, publish_until,
  position, version, updated_by, updated_at`;

/** What may be named by id in a group or a layout: the tenant's rows of one of these tables. */
type NamedTable = 'playlists' | 'playlist_groups' | 'saved_searches';

/** The ids among `ids` the tenant has in `table` (ids that are not uuids are never there). */
export async function existingIds(
  db: Queryable,
  table: NamedTable,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
    [tenantId, uuids],
  );
  return new Set(rows.map((r) => r.id));
}

export function selectGroups(db: Queryable, tenantId: string): Promise<GroupRow[]> {
  return db.query<GroupRow>(
    `SELECT ${COLUMNS} FROM playlist_groups WHERE tenant_id = $1 ORDER BY position, created_at`,
    [tenantId],
  );
}

/** A group, locked until the transaction ends when `lock`; null when there is none. */
export async function selectGroup(
  db: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<GroupRow | null> {
  const [row] = await db.query<GroupRow>(
    `SELECT ${COLUMNS} FROM playlist_groups WHERE tenant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  return row ?? null;
}

/** A new group, after the tenant's others. */
export async function insertGroup(tx: Queryable, tenantId: string, id: string, g: GroupWrite) {
  await tx.query(
    `INSERT INTO playlist_groups (tenant_id, id, title, description, placements, playlists,
       status, publish_from, publish_until, position, updated_by)
     SELECT $1, $2, $3, $4, $5, $6::uuid[], $7, $8, $9,
            COALESCE(max(position), -1) + 1, $10 FROM playlist_groups WHERE tenant_id = $1`,
    [
      tenantId,
      id,
      g.title,
      g.description,
      g.placements,
      g.playlists,
      g.status,
      g.from,
      g.until,
      g.by,
    ],
  );
}

/** A group written over, at its next version. */
export async function updateGroupRow(tx: Queryable, tenantId: string, id: string, g: GroupWrite) {
  await tx.query(
    `UPDATE playlist_groups SET title = $3, description = $4, placements = $5,
       playlists = $6::uuid[], status = $7, publish_from = $8, publish_until = $9,
       version = version + 1, updated_by = $10, updated_at = now()
     WHERE tenant_id = $1 AND id = $2`,
    [
      tenantId,
      id,
      g.title,
      g.description,
      g.placements,
      g.playlists,
      g.status,
      g.from,
      g.until,
      g.by,
    ],
  );
}

/** Deletes a group; false when the tenant had no such group. */
export async function deleteGroupRow(db: Queryable, tenantId: string, id: string) {
  const rows = await db.query(
    'DELETE FROM playlist_groups WHERE tenant_id = $1 AND id = $2 RETURNING id',
    [tenantId, id],
  );
  return rows.length > 0;
}

/** The ids of the tenant's groups, locked until the transaction ends. */
export async function lockGroupIds(tx: Queryable, tenantId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM playlist_groups WHERE tenant_id = $1 FOR UPDATE',
    [tenantId],
  );
  return rows.map((r) => r.id);
}

export async function setGroupPosition(tx: Queryable, tenantId: string, id: string, at: number) {
  await tx.query('UPDATE playlist_groups SET position = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    id,
    at,
  ]);
}

export interface LayoutRow {
  featured: FeaturedItem[];
  carousels: Carousel[];
  version: number;
}

export async function selectLayout(
  db: Queryable,
  tenantId: string,
  location: string,
): Promise<LayoutRow | null> {
  const [row] = await db.query<LayoutRow>(
    'SELECT featured, carousels, version FROM placement_layouts WHERE tenant_id = $1 AND location = $2',
    [tenantId, location],
  );
  return row ?? null;
}

/** A location's layout row (made empty if new), locked until the transaction ends. */
export async function lockLayout(
  tx: Queryable,
  tenantId: string,
  location: string,
): Promise<{ version: number; updated_by: string }> {
  await tx.query(
    `INSERT INTO placement_layouts (tenant_id, location) VALUES ($1, $2)
     ON CONFLICT (tenant_id, location) DO NOTHING`,
    [tenantId, location],
  );
  const [row] = await tx.query<{ version: number; updated_by: string }>(
    'SELECT version, updated_by FROM placement_layouts WHERE tenant_id = $1 AND location = $2 FOR UPDATE',
    [tenantId, location],
  );
  return row!;
}

/** A location's layout written over, at its next version. */
export async function updateLayoutRow(
  tx: Queryable,
  tenantId: string,
  location: string,
  layout: { featured: unknown[]; carousels: unknown[]; by: string },
) {
  await tx.query(
    `UPDATE placement_layouts SET featured = $3::jsonb, carousels = $4::jsonb,
       version = version + 1, updated_by = $5, updated_at = now()
     WHERE tenant_id = $1 AND location = $2`,
    [
      tenantId,
      location,
      JSON.stringify(layout.featured),
      JSON.stringify(layout.carousels),
      layout.by,
    ],
  );
}

export interface PublicCollectionRow {
  id: string;
  title: string;
  clip_count: number;
  duration: number;
  first_asset_id: string | null;
  first_offset: number | null;
}

/** The tenant's public collections among `ids` (private and shared ones never show). */
export function publicCollectionRows(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<PublicCollectionRow[]> {
  return db.query<PublicCollectionRow>(
    `SELECT p.id::text AS id, p.title,
            count(i.position)::int AS clip_count, COALESCE(sum(i.duration), 0)::float8 AS duration,
            (array_agg(i.asset_id ORDER BY i.position))[1] AS first_asset_id,
            (array_agg(i.start_offset ORDER BY i.position))[1] AS first_offset
       FROM playlists p LEFT JOIN playlist_items i ON i.tenant_id = p.tenant_id AND i.playlist_id = p.id
      WHERE p.tenant_id = $1 AND p.id = ANY($2::uuid[]) AND p.visibility = 'public'
      GROUP BY p.id, p.title`,
    [tenantId, ids],
  );
}

/** The first `max` items of a public collection, in order. */
export function publicCollectionItems(db: Queryable, tenantId: string, id: string, max: number) {
  return db.query<{
    position: number;
    asset_id: string;
    start_offset: number;
    duration: number;
    stash: string;
  }>(
    `SELECT i.position, i.asset_id, i.start_offset, i.duration, i.stash FROM playlist_items i
       JOIN playlists p ON p.tenant_id = i.tenant_id AND p.id = i.playlist_id AND p.visibility = 'public'
      WHERE i.tenant_id = $1 AND i.playlist_id = $2 ORDER BY i.position LIMIT $3`,
    [tenantId, id, max],
  );
}

/** A saved search's expression and sort, whoever saved it; null when the tenant has none. */
export async function savedSearchQuery(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<{ query: string; sort: SearchSort } | null> {
  const [saved] = await db.query<{ query: string; sort: SearchSort }>(
    'SELECT query, sort FROM saved_searches WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return saved ?? null;
}
