import { randomUUID } from 'node:crypto';
import type {
  CollectionFilter,
  Playlist,
  PlaylistClip,
  PlaylistCreate,
  PlaylistPatch,
} from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import type { Principal } from '../http/auth';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError } from '../http/errors';
import { reachOf } from '../http/access';
import { itemsAllowed } from '../rights/windows';
import {
  assetKinds,
  deletePlaylistRow,
  findPlaylistItems,
  findPlaylistRow,
  insertPlaylist,
  lockPlaylistRow,
  replacePlaylistItems,
  toSummary,
  updatePlaylistRow,
  type PlaylistRow,
} from './repository';

/** For other features (an export's plan): a collection's items in order, whoever asks. */
export { findPlaylistItems };

/** Items one collection may hold. */
export const MAX_ITEMS = 500;

/** A collection with its items in order, or null where the caller may not see it. */
export async function getPlaylist(
  db: Queryable,
  tenantId: string,
  id: string,
  caller: Principal,
): Promise<Playlist | null> {
  const row = await findPlaylistRow(db, tenantId, id);
  if (!row || !mayRead(row, caller)) return null;
  let items = await findPlaylistItems(db, tenantId, id);
  // A public caller never has an item a rights window shuts from partner pages now.
  if (reachOf(caller) === 'public') items = await itemsAllowed(db, tenantId, items, 'public');
  const totals = {
    total_items: items.length,
    duration: items.reduce((sum, c) => sum + c.duration, 0),
    first_asset_id: items[0]?.asset_id ?? null,
    first_offset: items[0]?.offset ?? null,
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
    await insertPlaylist(tx, tenantId, id, userId, {
      title: cleanTitle(body.title),
      description: body.description ?? '',
      visibility: body.visibility ?? 'private',
    });
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
    await updatePlaylistRow(tx, tenantId, id, {
      title: patch.title === undefined ? row.title : cleanTitle(patch.title),
      description: patch.description ?? row.description,
      visibility: patch.visibility ?? row.visibility,
    });
    if (patch.clips !== undefined) await writeItems(tx, tenantId, id, patch.clips);
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
    await deletePlaylistRow(tx, tenantId, id);
  });
}

/** The row, locked for this transaction, when the caller may change it. */
async function ownedRow(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: Principal,
): Promise<PlaylistRow> {
  const row = await lockPlaylistRow(tx, tenantId, id);
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
  const kinds = clips.length
    ? await assetKinds(tx, tenantId, [...new Set(clips.map((c) => c.asset_id))])
    : new Map<string, string>();
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
  await replacePlaylistItems(tx, tenantId, playlistId, clips);
}

const VISIBILITIES = new Set(['private', 'tenant', 'public']);

/** Reads the JSON-encoded filters of a GET, saying exactly what is wrong. */
export function parseCollectionFilters(text: string | undefined): CollectionFilter[] {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError(
      'filters must be JSON: [{"field":"visibility","values":["public"]}]',
      'querystring.filters',
    );
  }
  if (!Array.isArray(value) || value.length > 10) {
    throw new BadRequestError(
      'filters must be a list of at most 10 filters.',
      'querystring.filters',
    );
  }
  return value.map((f, i) => {
    const field = `querystring.filters.${i}`;
    const filter = f as Partial<CollectionFilter>;
    if (filter?.field !== 'visibility' && filter?.field !== 'owner') {
      throw new BadRequestError('A filter’s field is "visibility" or "owner".', `${field}.field`);
    }
    const values = filter.values;
    if (
      !Array.isArray(values) ||
      values.length === 0 ||
      values.length > 50 ||
      !values.every((v) => typeof v === 'string' && v.length <= 64)
    ) {
      throw new BadRequestError('A filter needs 1 to 50 text values.', `${field}.values`);
    }
    if (filter.field === 'visibility' && !values.every((v) => VISIBILITIES.has(v))) {
      throw new BadRequestError('Visibility is private, tenant or public.', `${field}.values`);
    }
    if (
      filter.field === 'owner' &&
      !values.every((v) => v === 'me' || /^[0-9a-f-]{36}$/i.test(v))
    ) {
      throw new BadRequestError('An owner is "me" or a user id.', `${field}.values`);
    }
    return { field: filter.field, values };
  });
}
