import type { Bitset } from './bitset';
import type { Entry } from './dictionary';

type Narrow = Uint8Array | Uint16Array | Uint32Array;

/**
 * One category's value of every clip, for counting facets: a number of the column's own for
 * each of the category's values (0: the clip has none), in as few bytes as the category's count
 * of values allows (a byte for runs or wickets, two for players). Read clip by clip in the order
 * a result's clips come, where a clip's values list would send each read elsewhere in memory,
 * and narrow so that a result's reads share cache lines. A clip's further values in the same
 * category (rare) are kept apart.
 */
export interface FacetColumn {
  values: Narrow;
  /** The dictionary entry id of each of the column's numbers (from 1). */
  entryOf: number[];
  localOf: Map<number, number>;
  /** A clip's further values, as entry ids. */
  extra: Map<number, number[]>;
}

const limitOf = (values: Narrow) =>
  values instanceof Uint8Array ? 0xff : values instanceof Uint16Array ? 0xffff : 0xffffffff;

/** An array of `length` that holds numbers up to `largest`. */
function narrowArray(largest: number, length: number): Narrow {
  if (largest <= 0xff) return new Uint8Array(length);
  if (largest <= 0xffff) return new Uint16Array(length);
  return new Uint32Array(length);
}

/** The column of a category of `clips` clips, from its entries (the category's values). */
export function buildColumn(entries: readonly Entry[], clips: number): FacetColumn {
  const column: FacetColumn = {
    values: narrowArray(entries.length, clips),
    entryOf: [0],
    localOf: new Map(),
    extra: new Map(),
  };
  for (const entry of entries) {
    const local = localNumber(column, entry.id);
    for (const doc of entry.docs.view()) place(column, doc, entry.id, local);
  }
  return column;
}

/** Puts a clip's value in a column (the clip added after the column was made). */
export function setInColumn(column: FacetColumn, doc: number, entryId: number): void {
  const local = localNumber(column, entryId);
  if (doc >= column.values.length) {
    const grown = narrowArray(limitOf(column.values), Math.max(doc + 1, column.values.length * 2));
    grown.set(column.values);
    column.values = grown;
  }
  place(column, doc, entryId, local);
}

function localNumber(column: FacetColumn, entryId: number): number {
  let local = column.localOf.get(entryId);
  if (local === undefined) {
    local = column.entryOf.length;
    column.entryOf.push(entryId);
    column.localOf.set(entryId, local);
    if (local > limitOf(column.values)) {
      const wider = narrowArray(local, column.values.length);
      wider.set(column.values);
      column.values = wider;
    }
  }
  return local;
}

function place(column: FacetColumn, doc: number, entryId: number, local: number): void {
  if (column.values[doc] === 0) column.values[doc] = local;
  else {
    const more = column.extra.get(doc);
    if (more) more.push(entryId);
    else column.extra.set(doc, [entryId]);
  }
}

/** The docs of the last count, listed once for every column (grown, never shrunk). */
let docList = new Uint32Array(1024);

/** Lists a set's docs in ascending order into `docList`; how many. */
function listDocs(docs: Bitset): number {
  const words = docs.words;
  let n = 0;
  for (let w = 0; w < words.length; w++) {
    let word = words[w]!;
    if (word === 0) continue;
    if (n + 32 > docList.length) {
      const grown = new Uint32Array(Math.max(docList.length * 2, n + 32));
      grown.set(docList.subarray(0, n));
      docList = grown;
    }
    const base = w << 5;
    while (word !== 0) {
      docList[n++] = base + 31 - Math.clz32(word & -word);
      word &= word - 1;
    }
  }
  return n;
}

/** How many of the first `n` listed docs have each of a column's numbers. */
function tallyColumn(values: Narrow, n: number, local: Uint32Array): void {
  const list = docList;
  for (let i = 0; i < n; i++) local[values[list[i]!]!]! += 1;
}

/**
 * Adds to `counts` (by entry id) the values of these columns over the clips of `docs`: the docs
 * listed once, then each column counted in a pass of its own over the list (a tight loop whose
 * reads go up through memory, which the processor fetches ahead).
 */
export function countColumns(
  columns: readonly FacetColumn[],
  docs: Bitset,
  counts: Uint32Array,
): void {
  const n = listDocs(docs);
  for (const column of columns) {
    const local = new Uint32Array(column.entryOf.length);
    tallyColumn(column.values, n, local);
    for (let l = 1; l < local.length; l++) counts[column.entryOf[l]!]! += local[l]!;
    for (const [doc, ids] of column.extra)
      if (docs.has(doc)) for (const id of ids) counts[id]! += 1;
  }
}
