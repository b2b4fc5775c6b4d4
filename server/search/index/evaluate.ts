import type { QueryNode } from '../../../src/core/api/contract/query/types';
import { Bitset } from './bitset';
import type { ClipStore } from './clip-store';
import type { Entry } from './dictionary';
import { assetMatcher, compares, inRange, matchesItemValue } from './matching';
import { normalize } from './text';

/** The clips a query matches. `textCategories` limits free text to those categories. */
export function evaluate(
  store: ClipStore,
  node: QueryNode,
  textCategories?: ReadonlySet<string>,
): Bitset {
  switch (node.kind) {
    case 'all':
      return store.live();
    case 'and': {
      const positive = node.children.filter((c) => c.kind !== 'not');
      const negative = node.children.filter((c) => c.kind === 'not');
      const result = positive.length ? evaluate(store, positive[0]!, textCategories) : store.live();
      for (const child of positive.slice(1)) result.and(evaluate(store, child, textCategories));
      for (const child of negative) result.andNot(evaluate(store, child.child, textCategories));
      return result;
    }
    case 'or': {
      const result = evaluate(store, node.children[0]!, textCategories);
      for (const child of node.children.slice(1)) result.or(evaluate(store, child, textCategories));
      return result;
    }
    case 'not':
      return store.live().andNot(evaluate(store, node.child, textCategories));
    case 'text':
      return union(store, store.dictionary.matchText(node.pattern, textCategories));
    case 'item': {
      const inCategory = store.dictionary.inCategories(node.category);
      const pattern = node.value;
      return union(
        store,
        pattern ? inCategory.filter((e) => matchesItemValue(e, pattern)) : inCategory,
      );
    }
    case 'compare': {
      const entries = store.dictionary.inCategories({ kind: 'exact', name: node.category });
      return union(
        store,
        entries.filter((e) => compares(e, node.comparison)),
      );
    }
    case 'range': {
      const entries = store.dictionary.inCategories({ kind: 'exact', name: node.category });
      return union(
        store,
        entries.filter((e) => e.integer !== null && inRange(e.integer, node.range)),
      );
    }
    case 'asset': {
      const result = new Bitset(store.liveSet.size);
      const matching = assetMatcher(node.pattern);
      store.assetIds.forEach((id, i) => {
        if (matching(id)) result.addAll(store.assetDocs[i]!.view());
      });
      return result.and(store.liveSet);
    }
    case 'clip': {
      const result = new Bitset(store.liveSet.size);
      const doc = store.docNumber(node.id);
      if (doc !== undefined) result.add(doc);
      return result;
    }
    case 'duration': {
      const result = new Bitset(store.liveSet.size);
      store.liveSet.forEach((doc) => {
        if (inRange(store.durations.get(doc), node.range)) result.add(doc);
      });
      return result;
    }
  }
}

/**
 * The dictionary entries the positive terms of a query match (not those under NOT):
 * what to highlight in a result.
 */
export function matchedEntries(
  store: ClipStore,
  node: QueryNode,
  textCategories?: ReadonlySet<string>,
  into = new Set<Entry>(),
): Set<Entry> {
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const child of node.children) matchedEntries(store, child, textCategories, into);
      break;
    case 'text':
      for (const e of store.dictionary.matchText(node.pattern, textCategories)) into.add(e);
      break;
    case 'item': {
      const pattern = node.value;
      for (const e of store.dictionary.inCategories(node.category)) {
        if (!pattern || matchesItemValue(e, pattern)) into.add(e);
      }
      break;
    }
    default:
      break;
  }
  return into;
}

/** Union of the clips of some entries, live ones only. */
export function union(store: ClipStore, entries: readonly Entry[]): Bitset {
  return store.unions.union(entries, store.size, () => {
    const result = new Bitset(store.liveSet.size);
    for (const entry of entries) result.addAll(entry.docs.view());
    return result.and(store.liveSet);
  });
}

/** The clips with any value of `values` in `category`. */
export function withValues(store: ClipStore, category: string, values: readonly string[]): Bitset {
  const wanted = new Set(values.map(normalize));
  return union(
    store,
    store.dictionary
      .inCategories({ kind: 'exact', name: category })
      .filter((e) => wanted.has(e.norm)),
  );
}

/** The clips whose `category` value lies between `from` and `to` (inclusive; dates as yyyy-MM-dd). */
export function between(
  store: ClipStore,
  category: string,
  from: string | number | undefined,
  to: string | number | undefined,
): Bitset {
  return union(
    store,
    store.dictionary.inCategories({ kind: 'exact', name: category }).filter((e) => {
      const actual = e.type === 'integer' ? e.integer : e.value;
      if (actual === null) return false;
      return (from === undefined || actual >= from) && (to === undefined || actual <= to);
    }),
  );
}
