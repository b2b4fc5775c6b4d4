import { LRUCache } from 'lru-cache';
import type { SearchHit } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { loadHits } from './repository';

/**
 * The clips a tenant's searches show, kept in memory by id so that a page of results costs
 * no database read once its clips have been shown (docs/search.md "Answering fast"). The
 * index's catching up forgets the clips a change wrote, on every process. A read that began
 * before a change is not kept (its clips may be the old ones).
 */
export class HitCache {
  private readonly hits: LRUCache<string, SearchHit>;
  private generation = 0;

  constructor(max = 50_000) {
    this.hits = new LRUCache({ max });
  }

  /** Clips by id in the order of `ids` (those that exist), each a copy the caller may change. */
  async load(db: Queryable, tenantId: string, ids: readonly string[]): Promise<SearchHit[]> {
    const missing = ids.filter((id) => !this.hits.has(id));
    if (missing.length > 0) {
      const generation = this.generation;
      const loaded = await loadHits(db, tenantId, missing);
      if (generation === this.generation) for (const hit of loaded) this.hits.set(hit.id, hit);
      else return loadHits(db, tenantId, ids);
    }
    return ids.flatMap((id) => {
      const hit = this.hits.get(id);
      return hit ? [{ ...hit }] : [];
    });
  }

  /** Forgets these clips: they were written. */
  forget(ids: Iterable<string>): void {
    this.generation++;
    for (const id of ids) this.hits.delete(id);
  }
}
