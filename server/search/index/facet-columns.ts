import type { Bitset } from './bitset';
import type { Entry } from './dictionary';

/**
 * One category's value of every clip, for counting facets: the id + 1 of its dictionary entry
 * (0: the clip has none), read clip by clip in the order a result's clips come, where a clip's
 * values list would send each read elsewhere in memory. A clip's further values in the same
 * category (rare) are kept apart.
 */
export interface FacetColumn {
  values: Uint32Array;
  extra: Map<number, number[]>;
}

/** The column of a category of `clips` clips, from its entries (the category's values). */
export function buildColumn(entries: readonly Entry[], clips: number): FacetColumn {
  const values = new Uint32Array(clips);
  const extra = new Map<number, number[]>();
  for (const entry of entries) {
    for (const doc of entry.docs.view()) {
      if (values[doc] === 0) values[doc] = entry.id + 1;
      else {
        const more = extra.get(doc);
        if (more) more.push(entry.id);
        else extra.set(doc, [entry.id]);
      }
    }
  }
  return { values, extra };
}

/** Puts a clip's value in a column (the clip added after the column was made). */
export function setInColumn(column: FacetColumn, doc: number, entryId: number): void {
  if (doc >= column.values.length) {
    const grown = new Uint32Array(Math.max(doc + 1, column.values.length * 2));
    grown.set(column.values);
    column.values = grown;
  }
  if (column.values[doc] === 0) column.values[doc] = entryId + 1;
  else {
    const more = column.extra.get(doc);
    if (more) more.push(entryId);
    else column.extra.set(doc, [entryId]);
  }
}

/** Adds to `counts` (by entry id) the values of these columns over the clips of `docs`. */
export function countColumns(
  columns: readonly FacetColumn[],
  docs: Bitset,
  counts: Uint32Array,
): void {
  const values = columns.map((c) => c.values);
  const n = values.length;
  const words = docs.words;
  for (let w = 0; w < words.length; w++) {
    let word = words[w]!;
    while (word !== 0) {
      const doc = (w << 5) + 31 - Math.clz32(word & -word);
      word &= word - 1;
      for (let c = 0; c < n; c++) {
        const v = values[c]![doc]!;
        if (v !== 0) counts[v - 1]! += 1;
      }
    }
  }
  for (const column of columns)
    for (const [doc, ids] of column.extra)
      if (docs.has(doc)) for (const id of ids) counts[id]! += 1;
}
