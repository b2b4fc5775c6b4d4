import { randomUUID } from 'node:crypto';
import type {
  Playlist,
  PlaylistClip,
  PlaylistCreate,
  PlaylistPatch,
} from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import type { Principal } from '../http/auth';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError } from '../http/errors';
import { toSummary, type PlaylistRow } from './repository';

/** Items one collection may hold. */
export const MAX_ITEMS = 500;

/** A collection with its items in order, or null where the caller may not see it. */
export async function getPlaylist(
  db: Queryable,
  tenantId: string,
  id: string,
  caller: Principal,
): Promise<Playlist | null> {
  const [row] = await db.query<PlaylistRow>(
    `SELECT p.id, p.title, p.description, p.visibility, p.updated_at, p.version,
            u.id AS user_id, u.email, u.first_name, u.last_name
       FROM playlists p JOIN users u ON u.id = p.user_id
      WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id],
  );
  if (!row || !mayRead(row, caller)) return null;
  const clips = await db.query<{
    start_offset: number;
    duration: number;
    asset_id: string;
    stash: string;
  }>(
    `SELECT start_offset, duration, asset_id, stash FROM playlist_items
      WHERE tenant_id = $1 AND playlist_id = $2 ORDER BY position`,
    [tenantId, id],
  );
  const items: PlaylistClip[] = clips.map((c) => ({
    offset: c.start_offset,
    duration: c.duration,
    asset_id: c.asset_id,
    stash: c.stash,
  }));
  const totals = {
    total_items: items.length,
    duration: items.reduce((sum, c) => sum + c.duration, 0),
  };
  return { ...toSummary({ ...row, ...totals }), clips: items };
}

function mayRead(row: PlaylistRow, caller: Principal): boolean {
  if (caller.kind === 'key') return row.visibility === 'public';
  return row.user_id === caller.userId || row.visibility !== 'private';
}

/** A new collection of the caller's, written whole or not at all. */
export async function createPlaylist(
  db: Database,
  tenantId: string,
  userId: string,
  body: PlaylistCreate,
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO playlists (tenant_id, id, user_id, title, description, visibility)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        tenantId,
        id,
        userId,
        cleanTitle(body.title),
        body.description ?? '',
        body.visibility ?? 'private',
      ],
    );
    await writeItems(tx, tenantId, id, body.clips ?? []);
  });
  return id;
}

/**
 * Changes a collection in one transaction, only if it is still at `patch.version`: a second
 * editor working from an older version gets a 409 instead of overwriting the first.
 */
export async function updatePlaylist(
  db: Database,
  tenantId: string,
  id: string,
  caller: Principal,
  patch: PlaylistPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownedRow(tx, tenantId, id, caller);
    if (row.version !== patch.version) {
      throw new HttpError(
        409,
        'version_conflict',
        `This collection was changed elsewhere (${row.version} is the latest version, this edit started from ${patch.version}). Reload it to see the changes, then edit again.`,
        'body.version',
      );
    }
    await tx.query(
      `UPDATE playlists
          SET title = $3, description = $4, visibility = $5,
              version = version + 1, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [
        tenantId,
        id,
        patch.title === undefined ? row.title : cleanTitle(patch.title),
        patch.description ?? row.description,
        patch.visibility ?? row.visibility,
      ],
    );
    if (patch.clips !== undefined) {
      await tx.query('DELETE FROM playlist_items WHERE tenant_id = $1 AND playlist_id = $2', [
        tenantId,
        id,
      ]);
      await writeItems(tx, tenantId, id, patch.clips);
    }
  });
}

/** Deletes a collection of the caller's (or, for an administrator, of anyone in the tenant). */
export async function deletePlaylist(
  db: Database,
  tenantId: string,
  id: string,
  caller: Principal,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedRow(tx, tenantId, id, caller);
    await tx.query('DELETE FROM playlists WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
  });
}

/** The row, locked for this transaction, when the caller may change it. */
async function ownedRow(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: Principal,
): Promise<PlaylistRow> {
  const [row] = await tx.query<PlaylistRow>(
    `SELECT id, title, description, visibility, version, user_id, updated_at
       FROM playlists WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, id],
  );
  if (!row || (caller.kind === 'key' && row.visibility !== 'public'))
    throw new NotFoundError('Collection', id);
  const mine = caller.kind === 'user' && row.user_id === caller.userId;
  const admin = caller.kind === 'user' && caller.roles.includes('ADMIN');
  if (!mine && !admin) {
    if (caller.kind === 'user' && row.visibility === 'private')
      throw new NotFoundError('Collection', id);
    throw new ForbiddenError('Only its owner can change this collection.', 'not_owner');
  }
  return row;
}

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new BadRequestError('A collection needs a name.', 'body.title');
  return trimmed;
}

/** Items in order; every asset must be the tenant's, and only a still may last no time. */
async function writeItems(
  tx: Queryable,
  tenantId: string,
  playlistId: string,
  clips: readonly PlaylistClip[],
): Promise<void> {
  if (clips.length === 0) return;
  const assetIds = [...new Set(clips.map((c) => c.asset_id))];
  const known = await tx.query<{ id: string; kind: string }>(
    'SELECT id, kind FROM assets WHERE tenant_id = $1 AND id = ANY($2::text[])',
    [tenantId, assetIds],
  );
  const kinds = new Map(known.map((r) => [r.id, r.kind]));
  const missing = clips.findIndex((c) => !kinds.has(c.asset_id));
  if (missing >= 0) {
    throw new BadRequestError(
      `There is no asset ${JSON.stringify(clips[missing]!.asset_id)} in this tenant.`,
      `body.clips.${missing}.asset_id`,
    );
  }
  const timeless = clips.findIndex((c) => c.duration === 0 && kinds.get(c.asset_id) !== 'image');
  if (timeless >= 0) {
    throw new BadRequestError(
      'A clip of a video must last longer than 0 seconds.',
      `body.clips.${timeless}.duration`,
    );
  }
  const params: unknown[] = [tenantId, playlistId];
  const rows = clips.map((c, i) => {
    params.push(i, c.asset_id, c.offset, c.duration, c.stash);
    const n = params.length;
    return `($1, $2, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  await tx.query(
    `INSERT INTO playlist_items (tenant_id, playlist_id, position, asset_id, start_offset, duration, stash)
     VALUES ${rows.join(', ')}`,
    params,
  );
}
