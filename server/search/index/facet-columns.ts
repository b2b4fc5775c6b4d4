import type { Bitset } from './bitset';
import type { Entry } from './dictionary';

import type { CountThreads } from './count-threads';

import type { Narrow } from './narrow';

/** Names columns to the counting threads (count-threads.ts). */
let nextKey = 1;

/**
 * One category's value of every clip, for counting facets: a number of the column's own for
 * each of the category's values (0: the clip has none), in as few bytes as the category's count
 * of values allows (a byte for runs or wickets, two for players). Read clip by clip in the order
 * a result's clips come, where a clip's values list would send each read elsewhere in memory,
 * and narrow so that a result's reads share cache lines. A clip's further values in the same
 * category (rare) are kept apart.
 */
export interface FacetColumn {
  /** This column's name to the counting threads. */
  key: number;
  /** In shared memory, for the counting threads to read. */
  values: Narrow;
  /** The dictionary entry id of each of the column's numbers (from 1). */
  entryOf: number[];
  localOf: Map<number, number>;
  /** A clip's further values, as entry ids. */
  extra: Map<number, number[]>;
}

const limitOf = (values: Narrow) =>
  values instanceof Uint8Array ? 0xff : values instanceof Uint16Array ? 0xffff : 0xffffffff;

/** An array of `length` that holds numbers up to `largest`, in memory threads can share. */
function narrowArray(largest: number, length: number): Narrow {
  if (largest <= 0xff) return new Uint8Array(new SharedArrayBuffer(length));
  if (largest <= 0xffff) return new Uint16Array(new SharedArrayBuffer(2 * length));
  return new Uint32Array(new SharedArrayBuffer(4 * length));
}

/** The column of a category of `clips` clips, from its entries (the category's values). */
export function buildColumn(
  entries: readonly Entry[],
  clips: number,
  counter: CountThreads | null,
): FacetColumn {
  const column: FacetColumn = {
    key: nextKey++,
    values: narrowArray(entries.length, clips),
    entryOf: [0],
    localOf: new Map(),
    extra: new Map(),
  };
  for (const entry of entries) {
    const local = localNumber(column, entry.id);
    for (const doc of entry.docs.view()) place(column, doc, entry.id, local);
  }
  counter?.register(column, column.key);
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

/** Four tallies side by side (grown, never shrunk), for `tallyColumn`. */
let lanes = new Uint32Array(4096);

/**
 * How many of the first `n` listed docs have each of a column's numbers. Over many docs, in
 * four tallies summed at the end: neighbouring clips often share a value (a batter faces ball
 * after ball, a bowler bowls six), and in one tally each increment would wait for the last.
 */
function tallyColumn(values: Narrow, n: number, local: Uint32Array): void {
  const list = docList;
  const width = local.length;
  let i = 0;
  if (n >= 16 * width) {
    if (lanes.length < 4 * width) lanes = new Uint32Array(4 * width);
    const lane = lanes.fill(0, 0, 4 * width);
    const [b, c, d] = [width, 2 * width, 3 * width];
    for (; i + 4 <= n; i += 4) {
      lane[values[list[i]!]!]! += 1;
      lane[b + values[list[i + 1]!]!]! += 1;
      lane[c + values[list[i + 2]!]!]! += 1;
      lane[d + values[list[i + 3]!]!]! += 1;
    }
    for (let v = 0; v < width; v++)
      local[v]! += lane[v]! + lane[b + v]! + lane[c + v]! + lane[d + v]!;
  }
  for (; i < n; i++) local[values[list[i]!]!]! += 1;
}

/**
 * Adds to `counts` (by entry id) the values of these columns over the clips of `docs`: on the
 * counting threads where the result is large (count-threads.ts), else the docs listed once,
 * then each column counted in a pass of its own over the list (a tight loop whose reads go up
 * through memory, which the processor fetches ahead).
 */
export function countColumns(
  columns: readonly FacetColumn[],
  docs: Bitset,
  counts: Uint32Array,
  counter: CountThreads | null,
): void {
  const tallies = columns.map((column) => new Uint32Array(column.entryOf.length));
  const counted = !!counter?.count(
    docs.words,
    docs.count(),
    columns.map((c) => ({ key: c.key, values: c.values, width: c.entryOf.length })),
    tallies,
  );
  if (!counted) {
    const n = listDocs(docs);
    for (const [i, column] of columns.entries()) tallyColumn(column.values, n, tallies[i]!);
  }
  for (const [i, column] of columns.entries()) {
    const local = tallies[i]!;
    for (let l = 1; l < local.length; l++) counts[column.entryOf[l]!]! += local[l]!;
    for (const [doc, ids] of column.extra)
      if (docs.has(doc)) for (const id of ids) counts[id]! += 1;
  }
}
