import type { Database } from '../db/database';
import type { IndexSnapshots } from './snapshots';
import type { ValueType } from './index/dictionary';
import { normalize } from './index/text';
import { TenantIndex } from './index/tenant-index';
import type { CountThreads } from './index/count-threads';
import type { QueryFields } from '../../src/core/api/contract/query/parse';
import { seasonStartMonthOf, tenantCategories } from '../../src/core/api/contract/query/fields';
import { queryFields } from '../../src/core/api/contract/query/parse';
import type { QueryNode } from '../../src/core/api/contract/query/types';
import { HitCache } from './hit-cache';
import { LRUCache } from 'lru-cache';
import { familyConfigs, tenantById } from '../../src/tenants';
import {
  assetMatchDates,
  assetIsPublic,
  indexBatch,
  indexClipsById,
  publicAssetIds,
} from './repository';
import { changesAfter, lastChangeSeq, type LoggedChange } from './change-log/repository';
import { windowsOf } from '../rights/windows';
import { RightsTable } from './rights-table';

/**
 * Clips read per query while building. Small batches keep PGlite's WebAssembly memory
 * (which never shrinks) and the heap peak down: at 200k clips 2,000 gives a 583 MB process
 * against 668 MB at 5,000, for the same 4 s build (docs/search.md).
 */
const BATCH = 2_000;

export interface TenantSearch {
  index: TenantIndex;
  fields: QueryFields;
  /** Normalised names of the tenant's text categories (free text searches these). */
  textCategories: ReadonlySet<string>;
  /** The last change of the log (change-log.ts) in this index. */
  appliedSeq: number;
  /** When this index last read the log (ms since the epoch). */
  caughtUpAt: number;
  /** Where this index came from when the process made it: a snapshot, or every clip read. */
  madeFrom: 'snapshot' | 'database';
  /** The clips its searches have shown, by id. */
  hits: HitCache;
  /** The tenant's rights windows, over this index's clips. */
  rights: RightsTable;
  /** Queries read before (a day's worth of relative dates at a time), by day and text. */
  queries: LRUCache<string, QueryNode>;
}

/** What reading a tenant's queries takes: its fields, and the queries read before. */
export type TenantFields = Pick<TenantSearch, 'fields' | 'queries'>;

/** What catching up did, for the process's figures. */
export type AppliedChanges = (tenantId: string, changes: readonly LoggedChange[]) => void;

/**
 * Keeps one in-memory index per tenant, built from the database on first use (or by `warm`)
 * and kept in step with the change log (change-log.ts): the writes of this process and of every
 * other on the same database, applied by `catchUp` after each write and when the log wakes it.
 */
export class SearchEngine {
  private readonly tenants = new Map<string, Promise<TenantSearch>>();
  /** Each tenant's catching up, one at a time. */
  private readonly catching = new Map<string, Promise<void>>();
  /** Tenants whose index is built (searches of them wait for nothing). */
  private readonly ready = new Set<string>();
  private readonly fields = new Map<string, TenantFields>();
  /** Indexes made since start, by tenant (a cluster's process makes only its own, once). */
  private readonly madeTimes = new Map<string, number>();
  private warmed = false;

  constructor(
    private readonly db: Database,
    /** A process this far behind the log (whose old rows may be gone) rebuilds instead. */
    private readonly rebuildAfterMs = 12 * 3600_000,
    private readonly applied: AppliedChanges = () => undefined,
    /** Where indexes are kept between starts; none: always built from the database. */
    private readonly snapshots: IndexSnapshots | null = null,
    /** The threads that count large results with the request's own; null: that one alone. */
    private readonly counter: CountThreads | null = null,
  ) {}

  /** The tenant's index, building it if this is the first call. */
  tenant(tenantId: string): Promise<TenantSearch> {
    let pending = this.tenants.get(tenantId);
    if (!pending) {
      this.madeTimes.set(tenantId, this.timesMade(tenantId) + 1);
      const made = this.build(tenantId);
      pending = made;
      made.then(
        () => this.tenants.get(tenantId) === made && this.ready.add(tenantId),
        () => this.tenants.get(tenantId) === made && this.tenants.delete(tenantId),
      );
      this.tenants.set(tenantId, made);
    }
    return pending;
  }

  /** How many times this process has made the tenant's index since it started. */
  timesMade(tenantId: string): number {
    return this.madeTimes.get(tenantId) ?? 0;
  }

  /** How the tenant's queries are read (its categories), without its index. */
  fieldsOf(tenantId: string): TenantFields {
    let known = this.fields.get(tenantId);
    if (!known) {
      const { fields, queries } = emptyTenantSearch(tenantId);
      known = { fields, queries };
      this.fields.set(tenantId, known);
    }
    return known;
  }

  /** Whether the tenant's index is built here. */
  holds(tenantId: string): boolean {
    return this.ready.has(tenantId);
  }

  /** The tenants whose index is built here. */
  readyTenantIds(): string[] {
    return [...this.ready];
  }

  /** The clips of each index built here, by tenant. */
  async readySizes(): Promise<Record<string, number>> {
    const sizes: Record<string, number> = {};
    for (const tenantId of this.ready) {
      const built = this.tenants.get(tenantId);
      if (built) sizes[tenantId] = (await built).index.size;
    }
    return sizes;
  }

  /**
   * Lets a tenant's index go (its searches are answered by other processes now): its memory is
   * freed once the searches under way with it are done.
   */
  drop(tenantId: string): void {
    this.tenants.delete(tenantId);
    this.ready.delete(tenantId);
  }

  /** Builds the indexes of these tenants one after the other. */
  async warm(tenantIds: readonly string[]): Promise<void> {
    for (const id of tenantIds) await this.tenant(id);
    this.warmed = true;
  }

  /** Whether `warm` has built every index it was given: searches no longer wait for a build. */
  get isWarm(): boolean {
    return this.warmed;
  }

  /** The tenants whose index this process has (built or building). */
  tenantIds(): string[] {
    return [...this.tenants.keys()];
  }

  /**
   * Applies the tenant's changes this index has not seen. Nothing for a tenant not built here
   * (its build will read them); one catching up at a time per tenant, the next after it.
   */
  catchUp(tenantId: string): Promise<void> {
    if (!this.tenants.has(tenantId)) return Promise.resolve();
    const before = this.catching.get(tenantId) ?? Promise.resolve();
    const next = before.then(() => this.applyChanges(tenantId));
    const kept = next.catch(() => undefined);
    this.catching.set(tenantId, kept);
    void kept.then(() => this.catching.get(tenantId) === kept && this.catching.delete(tenantId));
    return next;
  }

  private async applyChanges(tenantId: string): Promise<void> {
    const current = this.tenants.get(tenantId);
    if (!current) return;
    const search = await current;
    if (Date.now() - search.caughtUpAt > this.rebuildAfterMs) return this.rebuild(tenantId);
    if ((await this.apply(tenantId, search)) === 'rebuild') return this.rebuild(tenantId);
    void this.snapshots?.write(tenantId, search);
  }

  /** Applies the log's changes after the index's position; 'rebuild' where one says to. */
  private async apply(tenantId: string, search: TenantSearch): Promise<'applied' | 'rebuild'> {
    for (;;) {
      const readAt = Date.now();
      const changes = await changesAfter(this.db, tenantId, search.appliedSeq);
      if (changes.some((c) => c.kind === 'rebuild')) return 'rebuild';
      const clipIds = [...new Set(changes.flatMap((c) => c.clipIds))];
      search.hits.forget(clipIds);
      const clips = await indexClipsById(this.db, tenantId, clipIds, new Map());
      const dates = await assetMatchDates(this.db, tenantId, [
        ...new Set(clips.map((c) => c.assetId)),
      ]);
      for (const clip of clips)
        search.index.add({ ...clip, matchDate: dates.get(clip.assetId) ?? null });
      // A changed clip that is no longer there was deleted (with its asset, say).
      const present = new Set(clips.map((c) => c.id));
      for (const id of clipIds) if (!present.has(id)) search.index.remove(id);
      const assetIds = [...new Set(changes.flatMap((c) => (c.assetId ? [c.assetId] : [])))];
      for (const assetId of assetIds) {
        search.index.setAssetPublic(assetId, await assetIsPublic(this.db, tenantId, assetId));
      }
      if (assetIds.length > 0)
        search.rights.replace(await windowsOf(this.db, tenantId, assetIds), assetIds);
      else if (clipIds.length > 0) search.rights.forget();
      search.caughtUpAt = readAt;
      if (changes.length === 0) return 'applied';
      search.appliedSeq = changes.at(-1)!.seq;
      this.applied(tenantId, changes);
    }
  }

  /** Builds the tenant's index anew and swaps it in; searches use the old one meanwhile. */
  private async rebuild(tenantId: string): Promise<void> {
    const fresh = await this.build(tenantId);
    // Dropped meanwhile: not brought back.
    if (this.tenants.has(tenantId)) this.tenants.set(tenantId, Promise.resolve(fresh));
  }

  /** Waits for what is being written (snapshots) before the database closes. */
  async close(): Promise<void> {
    await this.snapshots?.flush();
  }

  /** The tenant's index from its snapshot, caught up, or else built from the database. */
  private async build(tenantId: string): Promise<TenantSearch> {
    const restored = await this.fromSnapshot(tenantId);
    if (restored) {
      prepare(restored, tenantId);
      void this.snapshots?.write(tenantId, restored);
      return restored;
    }
    const search = await this.buildFromRows(tenantId);
    prepare(search, tenantId);
    void this.snapshots?.write(tenantId, search, true);
    return search;
  }

  private async fromSnapshot(tenantId: string): Promise<TenantSearch | null> {
    const read = await this.snapshots?.usable(tenantId);
    if (!read) return null;
    const search = emptyTenantSearch(tenantId, read.meta.appliedSeq, Date.now(), this.counter);
    search.madeFrom = 'snapshot';
    search.index.restore(read.saved);
    if ((await this.apply(tenantId, search)) !== 'applied') return null;
    search.rights.replace(await windowsOf(this.db, tenantId));
    return search;
  }

  private async buildFromRows(tenantId: string): Promise<TenantSearch> {
    const startedAt = Date.now();
    // Read first: changes committed while the clips are read are applied again, harmlessly.
    const appliedSeq = await lastChangeSeq(this.db, tenantId);
    const search = emptyTenantSearch(tenantId, appliedSeq, startedAt, this.counter);
    const { index } = search;
    const matchDates = await assetMatchDates(this.db, tenantId);
    let after = '';
    for (;;) {
      const batch = await indexBatch(this.db, tenantId, after, BATCH, matchDates);
      for (const clip of batch.clips) index.add(clip);
      if (batch.clips.length < BATCH || batch.last === null) break;
      after = batch.last;
    }
    for (const assetId of await publicAssetIds(this.db, tenantId))
      index.setAssetPublic(assetId, true);
    index.compact();
    search.rights.replace(await windowsOf(this.db, tenantId));
    return search;
  }
}

/** A tenant's search with an empty index, its fields and text categories from its configuration. */
export function emptyTenantSearch(
  tenantId: string,
  appliedSeq = 0,
  caughtUpAt = Date.now(),
  counter: CountThreads | null = null,
): TenantSearch {
  const categories = tenantCategories(tenantId);
  const types = new Map<string, ValueType>(
    categories.map((c) => [normalize(c.name), c.valueType ?? 'text']),
  );
  const textCategories = new Set(
    categories.filter((c) => (c.valueType ?? 'text') === 'text').map((c) => normalize(c.name)),
  );
  return {
    index: new TenantIndex((name) => types.get(name) ?? 'text', counter),
    fields: queryFields(categories, seasonStartMonthOf(tenantId)),
    textCategories,
    appliedSeq,
    caughtUpAt,
    madeFrom: 'database',
    hits: new HitCache(),
    rights: new RightsTable(),
    queries: new LRUCache({ max: 2_000 }),
  };
}

/**
 * Makes what a tenant's first searches would otherwise make while a person waits (seconds at
 * millions of clips): both sort orders, and the counts of the categories its filters show.
 */
export function prepare(search: TenantSearch, tenantId: string): void {
  search.index.order('newest');
  search.index.order('oldest');
  const family = tenantById(tenantId)?.tenant.family;
  if (!family) return;
  const { fields, hiddenCategories } = familyConfigs[family].ui;
  const counted = [...fields.primary, ...fields.secondary]
    .filter((f) => f.type !== 'dateRange' && !hiddenCategories.includes(f.category))
    .map((f) => f.category);
  search.index.liveCounts(counted);
}
