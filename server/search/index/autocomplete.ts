import type { Bitset } from './bitset';
import type { ClipStore } from './clip-store';
import type { Entry } from './dictionary';
import { facet } from './facets';
import type { FacetValue } from './matching';
import { normalize, tokenize } from './text';

const plainOrder = new Intl.Collator();

/**
 * Values that complete what a person is typing: earlier words whole, the last as a
 * prefix, in text categories (optionally some only), most used among `within` first.
 */
export function complete(
  store: ClipStore,
  query: string,
  size: number,
  categories?: ReadonlySet<string>,
  within: Bitset = store.liveSet,
): Array<FacetValue & { category: string }> {
  const words = tokenize(normalize(query));
  if (words.length === 0) return [];
  const last = words[words.length - 1]!;
  const before = words.slice(0, -1);
  const candidates = new Set<Entry>();
  for (const [token, entries] of store.dictionary.tokens()) {
    if (!token.startsWith(last)) continue;
    for (const entry of entries) {
      if (categories && !categories.has(entry.categoryNorm)) continue;
      if (before.every((w) => entry.tokens.includes(w))) candidates.add(entry);
    }
  }
  return [...candidates]
    .map((e) => ({
      value: e.value,
      category: e.category,
      count: within.countIn(e.docs.view()),
    }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count || plainOrder.compare(a.value, b.value))
    .slice(0, size);
}

/** Values of one category containing `query` (any case) among `within`, most used first. */
export function suggest(
  store: ClipStore,
  category: string,
  query: string,
  size: number,
  within: Bitset = store.liveSet,
): FacetValue[] {
  return facet(store, within, category, size, [], query);
}
