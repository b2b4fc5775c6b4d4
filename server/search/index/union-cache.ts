import { LRUCache } from 'lru-cache';
import type { Bitset } from './bitset';
import type { Entry } from './dictionary';

/** The most a tenant's cache holds: 64 MB, about 100 sets at 5M clips. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The clips of unions searches ask for again and again (`runs:0`, `wicket:*`, a popular
 * player's name), kept until the next write: a filter cache, as search engines keep one. Only
 * unions of many postings are kept (a few values' clips cost less to make than to keep).
 */
export class UnionCache {
  private readonly sets = new LRUCache<string, Bitset>({
    maxSize: MAX_BYTES,
    sizeCalculation: (set) => Math.max(1, set.words.byteLength),
  });
  /** Unions asked for that are kept, and of those how many were there already (figures). */
  asked = 0;
  found = 0;

  /** The union of `entries`' clips, live ones only, from the cache or made by `make`. */
  union(entries: readonly Entry[], clips: number, make: () => Bitset): Bitset {
    let postings = 0;
    for (const entry of entries) postings += entry.docs.length;
    if (postings < clips >>> 6) return make();
    const key = entries.map((e) => e.id).join(' ');
    const kept = this.sets.get(key);
    this.asked += 1;
    if (kept) {
      this.found += 1;
      return kept.clone();
    }
    const made = make();
    this.sets.set(key, made.clone());
    return made;
  }

  /** Forgets every set: the clips changed. */
  clear(): void {
    this.sets.clear();
  }
}
