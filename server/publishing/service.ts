import { randomUUID } from 'node:crypto';
import {
  CAROUSEL_MAX_ITEMS,
  type PlacementLayout,
  type PlaylistGroup,
  type PlaylistGroupInput,
} from '../../src/core/api/contract';
import { familyConfigs, tenantById } from '../../src/tenants';
import type { Database, Queryable } from '../db/database';
import { BadRequestError, HttpError, NotFoundError } from '../http/errors';
import {
  deleteGroupRow,
  existingIds,
  insertGroup,
  lockGroupIds,
  lockLayout,
  selectGroup,
  selectGroups,
  selectLayout,
  setGroupPosition,
  updateGroupRow,
  updateLayoutRow,
  type GroupRow,
} from './repository';

/**
 * Publishing (docs/publishing.md): groups of collections placed at the tenant's locations, and
 * each location's layout of featured items and rails. `placements/…` is the wire's name.
 */

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
  const known = await existingIds(tx, 'playlists', tenantId, ids);
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
  return {
    title,
    description: (input.description ?? '').trim(),
    placements: input.placements,
    playlists: ids,
    status: input.status,
    from,
    until,
  };
}

export async function listGroups(db: Queryable, tenantId: string): Promise<PlaylistGroup[]> {
  return (await selectGroups(db, tenantId)).map(toGroup);
}

async function one(tx: Queryable, tenantId: string, id: string, lock = false) {
  const row = await selectGroup(tx, tenantId, id, lock);
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
    await insertGroup(tx, tenantId, id, { ...group, by });
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
    await updateGroupRow(tx, tenantId, id, { ...group, by });
    return toGroup(await one(tx, tenantId, id));
  });
}

export async function deleteGroup(db: Queryable, tenantId: string, id: string): Promise<void> {
  if (!(await deleteGroupRow(db, tenantId, id))) throw new NotFoundError('Group', id);
}

/** Puts the groups in the order given: every group of the tenant, each once. */
export async function reorderGroups(
  db: Database,
  tenantId: string,
  ids: string[],
): Promise<PlaylistGroup[]> {
  return db.transaction(async (tx) => {
    const all = new Set(await lockGroupIds(tx, tenantId));
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
      await setGroupPosition(tx, tenantId, id, position);
    }
    return listGroups(tx, tenantId);
  });
}

/** Throws 404 for a location the tenant does not have. */
export function knownLocation(tenantId: string, location: string): void {
  if (!locationsOf(tenantId).includes(location)) throw new NotFoundError('Location', location);
}

/** A location's featured items and rails; an empty layout at version 0 before the first save. */
export async function getLayout(
  db: Queryable,
  tenantId: string,
  location: string,
): Promise<PlacementLayout> {
  knownLocation(tenantId, location);
  const row = await selectLayout(db, tenantId, location);
  return {
    location,
    featured: row?.featured ?? [],
    carousels: row?.carousels ?? [],
    version: row?.version ?? 0,
  };
}

/** Checks what the layout names: the tenant's own collections, groups and saved searches. */
async function check(
  tx: Queryable,
  tenantId: string,
  layout: Pick<PlacementLayout, 'featured' | 'carousels'>,
) {
  const refs = (kind: string) => [
    ...layout.featured.filter((f) => f.kind === kind).map((f) => f.ref),
    ...layout.carousels.filter((c) => c.source.kind === kind).map((c) => c.source.id),
  ];
  const known = {
    collection: await existingIds(tx, 'playlists', tenantId, refs('collection')),
    group: await existingIds(tx, 'playlist_groups', tenantId, refs('group')),
    'saved-search': await existingIds(tx, 'saved_searches', tenantId, refs('saved-search')),
  };
  layout.featured.forEach((item, i) => {
    if (!known[item.kind].has(item.ref))
      throw new BadRequestError(
        `That ${item.kind} was not found.`,
        `body.featured.${i}.ref`,
        'unknown_ref',
      );
    const { from, until } = item.window;
    if (from && until && Date.parse(from) >= Date.parse(until))
      throw new BadRequestError(
        'The window must end after it starts.',
        `body.featured.${i}.window.until`,
        'bad_window',
      );
  });
  layout.carousels.forEach((rail, i) => {
    if (!rail.title.trim())
      throw new BadRequestError('Give the rail a title.', `body.carousels.${i}.title`);
    if (!known[rail.source.kind].has(rail.source.id))
      throw new BadRequestError(
        `That ${rail.source.kind.replace('-', ' ')} was not found.`,
        `body.carousels.${i}.source.id`,
        'unknown_ref',
      );
    if (rail.maxItems > CAROUSEL_MAX_ITEMS)
      throw new BadRequestError(
        `A rail shows at most ${CAROUSEL_MAX_ITEMS} items.`,
        `body.carousels.${i}.maxItems`,
      );
  });
}

/** Saves a location's layout if it is still at the version edited (409 otherwise). */
export async function saveLayout(
  db: Database,
  tenantId: string,
  location: string,
  by: string,
  layout: Omit<PlacementLayout, 'location'>,
): Promise<PlacementLayout> {
  knownLocation(tenantId, location);
  return db.transaction(async (tx) => {
    const row = await lockLayout(tx, tenantId, location);
    if (row.version !== layout.version) {
      throw new HttpError(
        409,
        'version_conflict',
        `This location was saved elsewhere (by ${row.updated_by}) since you opened it.`,
        'body.version',
      );
    }
    const featured = layout.featured.map((f) => ({
      kind: f.kind,
      ref: f.ref,
      window: { from: f.window.from ?? null, until: f.window.until ?? null },
    }));
    const carousels = layout.carousels.map((c) => ({ ...c, title: c.title.trim() }));
    await check(tx, tenantId, { featured, carousels });
    await updateLayoutRow(tx, tenantId, location, { featured, carousels, by });
    return getLayout(tx, tenantId, location);
  });
}
