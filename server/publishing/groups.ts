import { randomUUID } from 'node:crypto';
import type { PlaylistGroup, PlaylistGroupInput } from '../../src/core/api/contract';
import { familyConfigs, tenantById } from '../../src/tenants';
import type { Database, Queryable } from '../db/database';
import { BadRequestError, HttpError, NotFoundError } from '../http/errors';

interface GroupRow {
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

const COLUMNS = `id, title, description, placements, playlists, status, publish_from, publish_until,
  position, version, updated_by, updated_at`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toGroup(row: GroupRow): PlaylistGroup {
  return {
    id: row.id,
    SK: `group:${row.id}`,
    title: row.title,
    description: row.description,
    contentType: 'playlists',
    placements: row.placements,
    playlists: row.playlists,
    status: row.status,
    window: { from: iso(row.publish_from), until: iso(row.publish_until) },
    position: row.position,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The tenant's placement locations (SPEC §3 placements.locations). */
export function locationsOf(tenantId: string): string[] {
  const family = tenantById(tenantId)?.tenant.family;
  return family ? familyConfigs[family].ui.placements.locations : [];
}

/** Whether the tenant publishes at all (its configuration may hide publishing). */
export function publishes(tenantId: string): boolean {
  const family = tenantById(tenantId)?.tenant.family;
  return !!family && familyConfigs[family].ui.publish;
}

/** Checks a group against the tenant: its locations, its collections, its window. */
async function checked(tx: Queryable, tenantId: string, input: PlaylistGroupInput) {
  const title = input.title.trim();
  if (!title) throw new BadRequestError('Give the group a title.', 'body.title');
  const locations = locationsOf(tenantId);
  input.placements.forEach((p, i) => {
    if (!locations.includes(p))
      throw new BadRequestError(
        `There is no location "${p}".`,
        `body.placements.${i}`,
        'unknown_location',
      );
  });
  const ids = [...new Set(input.playlists)];
  if (ids.length !== input.playlists.length)
    throw new BadRequestError('A collection appears twice.', 'body.playlists');
  const found = await tx.query<{ id: string }>(
    'SELECT id FROM playlists WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
    [tenantId, ids],
  );
  const known = new Set(found.map((r) => r.id));
  input.playlists.forEach((id, i) => {
    if (!known.has(id))
      throw new BadRequestError(
        'That collection was not found.',
        `body.playlists.${i}`,
        'unknown_collection',
      );
  });
  const from = input.window?.from ?? null;
  const until = input.window?.until ?? null;
  if (from && until && Date.parse(from) >= Date.parse(until))
    throw new BadRequestError(
      'The window must end after it starts.',
      'body.window.until',
      'bad_window',
    );
  return { title, description: (input.description ?? '').trim(), from, until, playlists: ids };
}

export async function listGroups(db: Queryable, tenantId: string): Promise<PlaylistGroup[]> {
  const rows = await db.query<GroupRow>(
    `SELECT ${COLUMNS} FROM playlist_groups WHERE tenant_id = $1 ORDER BY position, created_at`,
    [tenantId],
  );
  return rows.map(toGroup);
}

async function one(tx: Queryable, tenantId: string, id: string, lock = false) {
  const [row] = await tx.query<GroupRow>(
    `SELECT ${COLUMNS} FROM playlist_groups WHERE tenant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  if (!row) throw new NotFoundError('Group', id);
  return row;
}

export async function createGroup(
  db: Database,
  tenantId: string,
  by: string,
  input: PlaylistGroupInput,
): Promise<PlaylistGroup> {
  return db.transaction(async (tx) => {
    const group = await checked(tx, tenantId, input);
    const id = randomUUID();
    await tx.query(
      `INSERT INTO playlist_groups (tenant_id, id, title, description, placements, playlists,
         status, publish_from, publish_until, position, updated_by)
       SELECT $1, $2, $3, $4, $5, $6::uuid[], $7, $8, $9,
              COALESCE(max(position), -1) + 1, $10 FROM playlist_groups WHERE tenant_id = $1`,
      [
        tenantId,
        id,
        group.title,
        group.description,
        input.placements,
        group.playlists,
        input.status,
        group.from,
        group.until,
        by,
      ],
    );
    return toGroup(await one(tx, tenantId, id));
  });
}

/** Saves a group if it is still at the version edited: a newer save elsewhere is a 409. */
export async function updateGroup(
  db: Database,
  tenantId: string,
  id: string,
  by: string,
  input: PlaylistGroupInput & { version: number },
): Promise<PlaylistGroup> {
  return db.transaction(async (tx) => {
    const row = await one(tx, tenantId, id, true);
    if (row.version !== input.version) {
      throw new HttpError(
        409,
        'version_conflict',
        `This group was saved elsewhere (by ${row.updated_by}) since you opened it.`,
        'body.version',
      );
    }
    const group = await checked(tx, tenantId, input);
    await tx.query(
      `UPDATE playlist_groups SET title = $3, description = $4, placements = $5,
         playlists = $6::uuid[], status = $7, publish_from = $8, publish_until = $9,
         version = version + 1, updated_by = $10, updated_at = now()
       WHERE tenant_id = $1 AND id = $2`,
      [
        tenantId,
        id,
        group.title,
        group.description,
        input.placements,
        group.playlists,
        input.status,
        group.from,
        group.until,
        by,
      ],
    );
    return toGroup(await one(tx, tenantId, id));
  });
}

export async function deleteGroup(db: Queryable, tenantId: string, id: string): Promise<void> {
  const rows = await db.query(
    'DELETE FROM playlist_groups WHERE tenant_id = $1 AND id = $2 RETURNING id',
    [tenantId, id],
  );
  if (rows.length === 0) throw new NotFoundError('Group', id);
}

/** Puts the groups in the order given: every group of the tenant, each once. */
export async function reorderGroups(
  db: Database,
  tenantId: string,
  ids: string[],
): Promise<PlaylistGroup[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      'SELECT id FROM playlist_groups WHERE tenant_id = $1 FOR UPDATE',
      [tenantId],
    );
    const all = new Set(rows.map((r) => r.id));
    if (
      ids.length !== all.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => all.has(id))
    )
      throw new BadRequestError(
        'Give every group once, in the new order.',
        'body.ids',
        'bad_order',
      );
    for (const [position, id] of ids.entries()) {
      await tx.query('UPDATE playlist_groups SET position = $3 WHERE tenant_id = $1 AND id = $2', [
        tenantId,
        id,
        position,
      ]);
    }
    return listGroups(tx, tenantId);
  });
}
