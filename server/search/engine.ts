import {
  INTERSTITIAL_CATEGORY,
  SEASON_START_MONTH,
  familyOf,
  tenantById,
  type CategoryDefinition,
} from '../../src/tenants';
import type { Database } from '../db/database';
import type { ValueType } from './index/dictionary';
import { normalize } from './index/text';
import { TenantIndex } from './index/tenant-index';
import { queryFields, type QueryFields } from './query/parse';
import { assetMatchDates, indexBatch, publicAssetIds } from './repository';

/** The month a tenant's seasons start in (January for an unknown tenant). */
function seasonStartMonthOf(tenantId: string): number {
  const tenant = tenantById(tenantId)?.tenant;
  return tenant ? SEASON_START_MONTH[familyOf(tenant).kind] : 1;
}

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
}

/** The categories a tenant's clips may carry: its family's, plus the bumper marker. */
export function tenantCategories(tenantId: string): CategoryDefinition[] {
  const tenant = tenantById(tenantId)?.tenant;
  const own = tenant ? familyOf(tenant).clipCategories : [];
  return [...own, { name: INTERSTITIAL_CATEGORY, label: 'Bumper' }];
}

/**
 * Keeps one in-memory index per tenant, built from the database on first use (or by
 * `warm`) and kept in step by the writes that go through `apply`.
 */
export class SearchEngine {
  private readonly tenants = new Map<string, Promise<TenantSearch>>();

  constructor(private readonly db: Database) {}

  /** The tenant's index, building it if this is the first call. */
  tenant(tenantId: string): Promise<TenantSearch> {
    let pending = this.tenants.get(tenantId);
    if (!pending) {
      pending = this.build(tenantId);
      pending.catch(() => this.tenants.delete(tenantId));
      this.tenants.set(tenantId, pending);
    }
    return pending;
  }

  /** Builds the indexes of these tenants one after the other. */
  async warm(tenantIds: readonly string[]): Promise<void> {
    for (const id of tenantIds) await this.tenant(id);
  }

  private async build(tenantId: string): Promise<TenantSearch> {
    const categories = tenantCategories(tenantId);
    const types = new Map<string, ValueType>(
      categories.map((c) => [normalize(c.name), c.valueType ?? 'text']),
    );
    const index = new TenantIndex((name) => types.get(name) ?? 'text');
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
    const textCategories = new Set(
      categories.filter((c) => (c.valueType ?? 'text') === 'text').map((c) => normalize(c.name)),
    );
    return { index, fields: queryFields(categories, seasonStartMonthOf(tenantId)), textCategories };
  }
}
