import { randomUUID } from 'node:crypto';
import {
  HIGHLIGHT_CLIPS_PAGE,
  HIGHLIGHT_MAX_PAD_SECONDS,
  HIGHLIGHT_STATUS_NAMES,
  type HighlightClip,
  type HighlightClipsPage,
  type HighlightGroupValue,
  type HighlightPackageDetail,
  type HighlightPackageRow,
  type HighlightReview,
  type ReelRequest,
} from '../../src/core/api/contract';
import { familyConfigs, familyOf, tenantById, type HighlightsSettings } from '../../src/tenants';
import type { Database, Queryable } from '../db/database';
import type { UserPrincipal } from '../http/auth';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import type { SearchEngine, TenantSearch } from '../search/engine';
import type { Bitset } from '../search/index/bitset';
import { loadHits } from '../search/service';
import { readQuery, matchingDocs } from '../search/service';
import {
  findPackage,
  insertReel,
  listPackages,
  markOpened,
  clipsForReview,
  reviewedClips,
  saveReview,
  SORTABLE,
  type PackageRow,
} from './repository';
import type { HighlightWorker } from './worker';

export function toPackageRow(row: PackageRow): HighlightPackageRow {
  return {
    id: row.id,
    packageName: row.name,
    rule: row.rule,
    assetId: row.asset_id,
    game: row.game,
    season: row.season,
    sortMode: row.sort_mode,
    status: row.status,
    statusName: HIGHLIGHT_STATUS_NAMES[row.status],
    reason: row.reason,
    clipCount: row.clip_count,
    found: row.found,
    isNew: !row.opened,
    live: row.game_live,
    createdAt: new Date(row.created_at).toISOString(),
    builtAt: row.built_at ? new Date(row.built_at).toISOString() : null,
  };
}

function settingsOf(tenantId: string): HighlightsSettings | undefined {
  const tenant = tenantById(tenantId)?.tenant;
  return tenant ? familyConfigs[tenant.family].ui.highlights : undefined;
}

export interface ListRequest {
  limit?: number;
  offset?: number;
  name?: string;
  sort?: 'asc' | 'desc';
  order_by?: keyof typeof SORTABLE;
}

/** GET /v1/highlights: the packages a person sees, a page of them, and how many in all. */
export async function listHighlights(db: Queryable, me: UserPrincipal, q: ListRequest) {
  const { rows, total } = await listPackages(db, {
    tenantId: me.tenantId,
    userId: me.userId,
    limit: q.limit ?? 50,
    offset: q.offset ?? 0,
    name: q.name?.trim() || null,
    orderBy: q.order_by ?? 'createdAt',
    descending: (q.sort ?? (q.order_by ? 'asc' : 'desc')) === 'desc',
  });
  return { rows: rows.map(toPackageRow), total };
}

async function visiblePackage(db: Queryable, me: UserPrincipal, id: string) {
  const row = await findPackage(db, me.tenantId, me.userId, id);
  if (!row) throw new NotFoundError('Highlight package', id);
  return row;
}

/** GET /v1/highlights/{id}: the package, which is no longer new to the person. */
export async function openPackage(
  db: Queryable,
  me: UserPrincipal,
  id: string,
): Promise<HighlightPackageDetail> {
  const row = await visiblePackage(db, me, id);
  await markOpened(db, me.tenantId, id, me.userId);
  return {
    ...toPackageRow({ ...row, opened: true }),
    query: row.query,
    reel: row.reel,
    version: row.version,
  };
}

/** The package's clips as a set of the index's docs, in the package's order. */
async function packageDocs(db: Queryable, search: TenantSearch, me: UserPrincipal, id: string) {
  const reviewed = await clipsForReview(db, me.tenantId, id, me.userId);
  const docs = reviewed.map((r) => search.index.docNumber(r.clip_id));
  const set = search.index.live().clear();
  for (const doc of docs) if (doc !== undefined) set.add(doc);
  return { reviewed, docs, set };
}

/** What a group type selects within a package: a category's value, or a named action. */
function groupSelection(
  search: TenantSearch,
  settings: HighlightsSettings | undefined,
  type: string,
): { kind: 'action'; queries: Record<string, string> } | { kind: 'category'; category: string } {
  if (!settings?.groupBy?.includes(type)) {
    throw new BadRequestError(
      `Packages of this organisation are not grouped by “${type}”.`,
      'query.name',
    );
  }
  if (type === 'actions') return { kind: 'action', queries: settings.actionQueries ?? {} };
  const category = search.fields.categories.get(type.toLowerCase());
  if (!category) throw new BadRequestError(`Unknown category "${type}".`, 'query.name');
  return { kind: 'category', category: category.name };
}

function actionSet(search: TenantSearch, query: string): Bitset {
  return search.index.evaluate(readQuery(search, query, 'actionQueries'), search.textCategories);
}

/** GET /v1/highlights/{id}/lists?name={type}: the type's values in the package, with counts. */
export async function groupValues(
  db: Queryable,
  engine: SearchEngine,
  me: UserPrincipal,
  id: string,
  type: string,
): Promise<HighlightGroupValue[]> {
  await visiblePackage(db, me, id);
  const search = await engine.tenant(me.tenantId);
  const settings = settingsOf(me.tenantId);
  const selection = groupSelection(search, settings, type);
  const { set } = await packageDocs(db, search, me, id);
  if (selection.kind === 'category') {
    return search.index
      .facet(set, selection.category, 10_000)
      .filter((v) => v.count > 0)
      .map((v) => ({ value: v.value, count: v.count }));
  }
  return Object.entries(selection.queries)
    .map(([value, query]) => ({
      value,
      ...(settings?.actionCodes?.[value] ? { code: settings.actionCodes[value] } : {}),
      count: actionSet(search, query).and(set).count(),
    }))
    .filter((v) => v.count > 0);
}

/**
 * GET /v1/highlights/{id}/clips?{type}={value}&limit&offset: the package's clips in order,
 * 50 a page, optionally those of one group value; each id suffixed `/offset/index`.
 */
export async function packageClips(
  db: Queryable,
  engine: SearchEngine,
  me: UserPrincipal,
  id: string,
  q: { limit?: number; offset?: number; group?: { type: string; value: string } },
): Promise<HighlightClipsPage> {
  await visiblePackage(db, me, id);
  const search = await engine.tenant(me.tenantId);
  const { reviewed, docs } = await packageDocs(db, search, me, id);
  let keep: (doc: number) => boolean = () => true;
  if (q.group) {
    const selection = groupSelection(search, settingsOf(me.tenantId), q.group.type);
    const only =
      selection.kind === 'category'
        ? search.index.withValues(selection.category, [q.group.value])
        : q.group.value in selection.queries
          ? actionSet(search, selection.queries[q.group.value]!)
          : null;
    if (!only) throw new BadRequestError(`Unknown action "${q.group.value}".`, 'query');
    keep = (doc) => only.has(doc);
  }
  const chosen = reviewed.filter((_, i) => docs[i] !== undefined && keep(docs[i]!));
  const offset = q.offset ?? 0;
  const limit = Math.min(q.limit ?? HIGHLIGHT_CLIPS_PAGE, HIGHLIGHT_CLIPS_PAGE);
  const page = chosen.slice(offset, offset + limit);
  const hits = await loadHits(
    db,
    me.tenantId,
    page.map((r) => r.clip_id),
  );
  const byId = new Map(hits.map((h) => [h.id, h]));
  const clips = page.flatMap((r, i): HighlightClip[] => {
    const hit = byId.get(r.clip_id);
    if (!hit) return [];
    return [
      {
        ...hit,
        id: `${hit.id}/${offset}/${i}`,
        excluded: r.excluded,
        lead: r.lead,
        lag: r.lag,
        isNew: r.is_new,
      },
    ];
  });
  return { clips, count: chosen.length };
}

/** PUT /v1/highlights/{id}/review: the clips' order and choices, over the version read. */
export async function reviewPackage(
  db: Database,
  me: UserPrincipal,
  id: string,
  review: HighlightReview,
): Promise<HighlightPackageDetail> {
  const row = await visiblePackage(db, me, id);
  if (row.status !== 'ready') {
    throw new ConflictError('The package is being built; review it once it is ready.', 'status');
  }
  const have = await reviewedClips(db, me.tenantId, id);
  const ids = review.clips.map((c) => c.id.split('/')[0]!);
  const known = new Set(have.map((h) => h.clip_id));
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== known.size ||
    ids.some((i) => !known.has(i))
  ) {
    throw new ConflictError(
      'The package’s clips changed since you opened it; open it again.',
      'clips',
    );
  }
  for (const [i, c] of review.clips.entries()) {
    for (const side of ['lead', 'lag'] as const) {
      if (!(c[side] >= 0 && c[side] <= HIGHLIGHT_MAX_PAD_SECONDS)) {
        throw new BadRequestError(
          `Lead and lag are 0 to ${HIGHLIGHT_MAX_PAD_SECONDS} seconds.`,
          `body.clips.${i}.${side}`,
        );
      }
    }
  }
  const saved = await db.transaction((tx) =>
    saveReview(
      tx,
      me.tenantId,
      id,
      review.version,
      review.clips.map((c, i) => ({
        clip_id: ids[i]!,
        excluded: c.excluded,
        lead: c.lead,
        lag: c.lag,
      })),
    ),
  );
  if (!saved) {
    throw new ConflictError(
      'Someone saved this package’s review after you opened it; open it again to see theirs.',
      'version',
    );
  }
  return openPackage(db, me, id);
}

/** POST /v1/highlights/reels: a package made from a search, built on the queue. */
export async function makeReel(
  db: Database,
  engine: SearchEngine,
  worker: HighlightWorker,
  me: UserPrincipal,
  request: ReelRequest,
): Promise<HighlightPackageRow> {
  const name = request.name.trim();
  if (!name) throw new BadRequestError('Give the reel a name.', 'body.name');
  const search = await engine.tenant(me.tenantId);
  // Read now, so that a search that does not parse is refused where it was typed.
  const found = matchingDocs(search, request.query, request.filters ?? []);
  if (found.length === 0) {
    throw new BadRequestError(
      'The search finds no clips: change it before making a reel.',
      'body.query',
    );
  }
  for (const side of ['lead', 'lag'] as const) {
    if (!(request[side] >= 0 && request[side] <= HIGHLIGHT_MAX_PAD_SECONDS)) {
      throw new BadRequestError(
        `Lead and lag are 0 to ${HIGHLIGHT_MAX_PAD_SECONDS} seconds.`,
        `body.${side}`,
      );
    }
  }
  const id = randomUUID();
  const { name: _name, ...reel } = request;
  await db.transaction(async (tx) => {
    await insertReel(tx, { tenantId: me.tenantId, id, name, reel, createdBy: me.userId });
    await worker.queuePackage(tx, me.tenantId, id);
  });
  return toPackageRow((await findPackage(db, me.tenantId, me.userId, id))!);
}

/** POST /v1/highlights/{id}/build: a package built again (a reel picks up new clips). */
export async function rebuildPackage(
  db: Database,
  worker: HighlightWorker,
  me: UserPrincipal,
  id: string,
): Promise<HighlightPackageRow> {
  const row = await visiblePackage(db, me, id);
  if (row.status === 'queued' || row.status === 'building') return toPackageRow(row);
  await db.transaction((tx) => worker.queuePackage(tx, me.tenantId, id));
  return toPackageRow((await findPackage(db, me.tenantId, me.userId, id))!);
}

/** The tenant's clip metadata categories (SPEC §3), from its family's configuration. */
export function assetCategories(tenantId: string) {
  const tenant = tenantById(tenantId)?.tenant;
  if (!tenant) throw new NotFoundError('Tenant', tenantId);
  return familyOf(tenant).clipCategories.map((c) => ({
    ...c,
    valueType: c.valueType ?? 'text',
  }));
}
