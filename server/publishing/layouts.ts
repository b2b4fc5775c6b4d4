import {
  CAROUSEL_MAX_ITEMS,
  type Carousel,
  type FeaturedItem,
  type PlacementLayout,
} from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import { BadRequestError, HttpError, NotFoundError } from '../http/errors';
import { locationsOf } from './groups';

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
  const [row] = await db.query<{
    featured: FeaturedItem[];
    carousels: Carousel[];
    version: number;
  }>(
    'SELECT featured, carousels, version FROM placement_layouts WHERE tenant_id = $1 AND location = $2',
    [tenantId, location],
  );
  return {
    location,
    featured: row?.featured ?? [],
    carousels: row?.carousels ?? [],
    version: row?.version ?? 0,
  };
}

async function existing(tx: Queryable, table: string, tenantId: string, ids: string[]) {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const rows = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
    [tenantId, uuids],
  );
  return new Set(rows.map((r) => r.id));
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
    collection: await existing(tx, 'playlists', tenantId, refs('collection')),
    group: await existing(tx, 'playlist_groups', tenantId, refs('group')),
    'saved-search': await existing(tx, 'saved_searches', tenantId, refs('saved-search')),
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
    await tx.query(
      `INSERT INTO placement_layouts (tenant_id, location) VALUES ($1, $2)
       ON CONFLICT (tenant_id, location) DO NOTHING`,
      [tenantId, location],
    );
    const [row] = await tx.query<{ version: number; updated_by: string }>(
      'SELECT version, updated_by FROM placement_layouts WHERE tenant_id = $1 AND location = $2 FOR UPDATE',
      [tenantId, location],
    );
    if (row!.version !== layout.version) {
      throw new HttpError(
        409,
        'version_conflict',
        `This location was saved elsewhere (by ${row!.updated_by}) since you opened it.`,
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
    await tx.query(
      `UPDATE placement_layouts SET featured = $3::jsonb, carousels = $4::jsonb,
         version = version + 1, updated_by = $5, updated_at = now()
       WHERE tenant_id = $1 AND location = $2`,
      [tenantId, location, JSON.stringify(featured), JSON.stringify(carousels), by],
    );
    return getLayout(tx, tenantId, location);
  });
}
