import { Bitset } from './bitset';
import { ClipIds } from './clip-ids';
import type { SavedStore } from './saved-store';
import type { CountThreads } from './count-threads';
import { buildColumn, countColumns, setInColumn, type FacetColumn } from './facet-columns';
import { normalize } from './text';
import { Dictionary, type ValueType } from './dictionary';
import { GrowableF64, GrowableU32 } from './growable';
import { listsOfDocs } from './doc-lists';
import { UnionCache } from './union-cache';
import { detach } from './matching';
import {
  NO_DATE,
  firstByRank,
  sortPermutation,
  type SortOrder,
  type SortPermutation,
} from './ordering';

/** What the index keeps of a clip: enough to find, count, sort and compare it. */
export interface IndexedClip {
  id: string;
  assetId: string;
  duration: number;
  /** Wall-clock start, ms since the epoch. */
  startTime: number;
  /** yyyy-MM-dd of the asset's match, or null. */
  matchDate: string | null;
  items: ReadonlyArray<{ category: string; value: string; integerValue?: number }>;
}

const DAY_MS = 86_400_000;

/**
 * The storage of one tenant's index: clips numbered densely in arrival order (a replaced
 * clip is dropped from the live set and added anew), each distinct payload value in the
 * dictionary with the list of clips carrying it, and each clip's values, asset, duration and
 * times in columns. Querying, facets, similar clips and autocomplete read it
 * (evaluate.ts, facets.ts, similar.ts, autocomplete.ts).
 */
export class ClipStore {
  readonly dictionary: Dictionary;
  /** Clip ids by doc number. */
  readonly clipIds = new ClipIds();
  /** Docs [0, sortedUntil) arrived in ascending id order: found by binary search. */
  private sortedUntil = 0;
  /** Docs that arrived out of order (later writes), and replacements, by id. */
  private readonly docOfLate = new Map<string, number>();
  /** Asset ids by asset number, and each asset's docs. */
  readonly assetIds: string[] = [];
  readonly assetDocs: GrowableU32[] = [];
  private readonly assetOf = new GrowableU32(1024);
  private readonly assetNumber = new Map<string, number>();
  readonly durations = new GrowableF64(1024);
  private readonly startTimes = new GrowableF64(1024);
  private readonly matchDays = new GrowableF64(1024);
  /** A doc's dictionary entry ids are entryList[entryStart[doc], entryStart[doc + 1]). */
  readonly entryStart = new GrowableU32(1024);
  readonly entryList = new GrowableU32(4096);
  private liveDocs = new Bitset(0);
  private liveCount = 0;
  private orders = new Map<SortOrder, SortPermutation>();
  /** Assets released to the public, by id (some may have no clips yet). */
  private readonly publicAssets = new Set<string>();
  /** The live clips of public assets, made on first ask after a change. */
  private publicCache: Bitset | null = null;
  /** Facet columns by normalised category, made on first ask and kept in step by `add`. */
  private readonly columns = new Map<string, FacetColumn>();
  /** How many live clips carry each entry of the categories in `liveTallied`, until a write. */
  private liveTally: Uint32Array | null = null;
  private readonly liveTallied = new Set<string>();
  /** Unions of many clips searches asked for, until a write (evaluate.ts). */
  readonly unions = new UnionCache();

  constructor(
    typeOf: (categoryNorm: string) => ValueType,
    /** The threads that count large results with this one; null: this one alone. */
    readonly counter: CountThreads | null = null,
  ) {
    this.dictionary = new Dictionary(typeOf);
    this.entryStart.push(0);
  }

  /** Live clips. */
  get size(): number {
    return this.liveCount;
  }

  /** The live clips, not to be changed: `live()` gives a copy to change. */
  get liveSet(): Bitset {
    return this.liveDocs;
  }

  /** Adds a clip, replacing one with the same id. */
  add(clip: IndexedClip): void {
    const id = clip.id;
    const packed = ClipIds.packed(id);
    const doc = this.clipIds.length;
    // While ids come in ascending order (a build), none can be here already.
    const inOrder =
      this.sortedUntil === doc && (doc === 0 || this.clipIds.compare(doc - 1, id, packed) < 0);
    const previous = inOrder ? undefined : this.findDoc(id, packed);
    if (previous !== undefined && this.liveDocs.has(previous)) {
      this.liveDocs.remove(previous);
      this.liveCount -= 1;
    }
    this.clipIds.push(id, packed);
    if (inOrder) this.sortedUntil += 1;
    else this.docOfLate.set(detach(id), doc);
    let asset = this.assetNumber.get(clip.assetId);
    if (asset === undefined) {
      asset = this.assetIds.length;
      const assetId = detach(clip.assetId);
      this.assetIds.push(assetId);
      this.assetNumber.set(assetId, asset);
      this.assetDocs.push(new GrowableU32());
    }
    this.assetOf.push(asset);
    this.assetDocs[asset]!.push(doc);
    this.durations.push(clip.duration);
    this.startTimes.push(clip.startTime);
    this.matchDays.push(clip.matchDate ? Math.floor(Date.parse(clip.matchDate) / DAY_MS) : NO_DATE);
    const seen = new Set<number>();
    for (const item of clip.items) {
      const entry = this.dictionary.entry(item.category, item.value, item.integerValue);
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      entry.docs.push(doc);
      this.entryList.push(entry.id);
      const column = this.columns.get(entry.categoryNorm);
      if (column) setInColumn(column, doc, entry.id);
    }
    this.entryStart.push(this.entryList.length);
    if (doc >= this.liveDocs.size) this.growLive(doc + 1);
    this.liveDocs.add(doc);
    this.liveCount += 1;
    this.publicCache = null;
    this.liveTally = null;
    this.unions.clear();
  }

  private findDoc(id: string, packed = ClipIds.packed(id)): number | undefined {
    const late = this.docOfLate.get(id);
    if (late !== undefined) return late;
    let low = 0;
    let high = this.sortedUntil - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const order = this.clipIds.compare(mid, id, packed);
      if (order === 0) return mid;
      if (order < 0) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  /**
   * Lets go of the room the lists grew into but did not fill: a third of the index after a
   * build. Later writes grow them again.
   */
  compact(): void {
    for (const list of [
      this.clipIds,
      this.entryStart,
      this.entryList,
      this.durations,
      this.startTimes,
      this.matchDays,
      this.assetOf,
      ...this.assetDocs,
    ])
      list.trim();
    for (const entry of this.dictionary.entries) entry.docs.trim();
  }

  /**
   * What the index holds, for a snapshot (saved-store.ts): views of the lists, which writes only
   * append to, so that one can be written while searches and writes go on.
   */
  saved(): SavedStore {
    const ids = this.clipIds.saved();
    return {
      header: {
        clips: this.clipIds.length,
        live: this.liveCount,
        sortedUntil: this.sortedUntil,
        otherIds: ids.others,
        lateDocs: [...this.docOfLate],
        entries: this.dictionary.entries.map((e) => [e.category, e.value, e.integer]),
        assets: [...this.assetIds],
        publicAssets: [...this.publicAssets],
      },
      idWords: ids.words,
      assetOf: this.assetOf.view(),
      durations: this.durations.view(),
      startTimes: this.startTimes.view(),
      matchDays: this.matchDays.view(),
      entryStart: this.entryStart.view(),
      entryList: this.entryList.view(),
      // A copy: removals change these words in place while a snapshot is being written.
      liveWords: this.liveDocs.words.slice(),
    };
  }

  /** Takes back, in an empty index, what `saved` gave; each value's and asset's clips made again. */
  restore(saved: SavedStore): void {
    const { header } = saved;
    if (this.clipIds.length > 0) throw new Error('An index is restored only when empty.');
    this.clipIds.restore(saved.idWords, header.otherIds);
    this.sortedUntil = header.sortedUntil;
    for (const [id, doc] of header.lateDocs) this.docOfLate.set(id, doc);
    const entries = header.entries.map(([category, value, integer]) =>
      this.dictionary.entry(category, value, integer ?? undefined),
    );
    for (const [i, assetId] of header.assets.entries()) {
      this.assetIds.push(assetId);
      this.assetNumber.set(assetId, i);
      this.assetDocs.push(new GrowableU32());
    }
    this.assetOf.adopt(saved.assetOf);
    this.durations.adopt(saved.durations);
    this.startTimes.adopt(saved.startTimes);
    this.matchDays.adopt(saved.matchDays);
    this.entryStart.adopt(saved.entryStart);
    this.entryList.adopt(saved.entryList);
    const [start, list, assetOf] = [saved.entryStart, saved.entryList, saved.assetOf];
    const postings = listsOfDocs(entries.length, header.clips, (doc, each) => {
      for (let i = start[doc]!; i < start[doc + 1]!; i++) each(list[i]!);
    });
    for (const [e, docs] of postings.entries()) entries[e]!.docs.adopt(docs);
    const assetLists = listsOfDocs(header.assets.length, header.clips, (doc, each) =>
      each(assetOf[doc]!),
    );
    for (const [a, docs] of assetLists.entries()) this.assetDocs[a]!.adopt(docs);
    this.liveDocs = new Bitset(saved.liveWords.length * 32, saved.liveWords);
    this.liveCount = header.live;
    for (const assetId of header.publicAssets) this.publicAssets.add(assetId);
    this.compact();
  }

  /** Drops a clip; false when there was none. */
  remove(id: string): boolean {
    const doc = this.findDoc(id);
    if (doc === undefined || !this.liveDocs.has(doc)) return false;
    this.liveDocs.remove(doc);
    this.liveCount -= 1;
    this.publicCache = null;
    this.liveTally = null;
    this.unions.clear();
    return true;
  }

  /** Releases an asset to the public, or takes it back. */
  setAssetPublic(assetId: string, released: boolean): void {
    if (released === this.publicAssets.has(assetId)) return;
    if (released) this.publicAssets.add(detach(assetId));
    else this.publicAssets.delete(assetId);
    this.publicCache = null;
  }

  isAssetPublic(assetId: string): boolean {
    return this.publicAssets.has(assetId);
  }

  /** The live clips of public assets, not to be changed (`clone()` one to change). */
  publicSet(): Bitset {
    if (!this.publicCache) {
      const docs = new Bitset(this.liveDocs.size);
      for (const assetId of this.publicAssets) docs.addAll(this.docsOfAsset(assetId));
      docs.and(this.liveDocs);
      this.publicCache = docs;
    }
    return this.publicCache;
  }

  /** The clips of an asset, live or not. */
  docsOfAsset(assetId: string): ArrayLike<number> {
    const asset = this.assetNumber.get(assetId);
    return asset === undefined ? [] : this.assetDocs[asset]!.view();
  }

  private growLive(minimum: number): void {
    const next = new Bitset(Math.max(minimum, this.liveDocs.size * 2, 1024));
    next.words.set(this.liveDocs.words);
    this.liveDocs = next;
  }

  /** A category's facet column (facet-columns.ts), made on first ask. */
  facetColumn(category: string): FacetColumn {
    const key = normalize(category);
    let column = this.columns.get(key);
    if (!column) {
      const entries = this.dictionary.inCategories({ kind: 'exact', name: category });
      column = buildColumn(entries, this.clipIds.length, this.counter);
      this.columns.set(key, column);
    }
    return column;
  }

  /** How many live clips carry each value of `categories` (by entry id), kept until a write. */
  liveCounts(categories: readonly string[]): Uint32Array {
    if (!this.liveTally || this.liveTally.length !== this.dictionary.entries.length) {
      this.liveTally = new Uint32Array(this.dictionary.entries.length);
      this.liveTallied.clear();
    }
    const missing = [...new Set(categories.map(normalize))].filter((c) => !this.liveTallied.has(c));
    if (missing.length) {
      const columns = missing.map((c) => this.facetColumn(c));
      countColumns(columns, this.liveDocs, this.liveTally, this.counter);
      for (const c of missing) this.liveTallied.add(c);
    }
    return this.liveTally;
  }

  /** The live clips, sized for set operations with everything else this index makes. */
  live(): Bitset {
    return this.liveDocs.clone();
  }

  clipId(doc: number): string {
    return this.clipIds.get(doc);
  }

  docNumber(id: string): number | undefined {
    const doc = this.findDoc(id);
    return doc !== undefined && this.liveDocs.has(doc) ? doc : undefined;
  }

  /** The clips in `sort` order, and each clip's place in it (kept; clips added since merged in). */
  order(sort: SortOrder): SortPermutation {
    let cached = this.orders.get(sort);
    if (!cached || cached.order.length !== this.clipIds.length) {
      // Clips added since: merged into the order made before (clips never change place).
      cached = sortPermutation(this.clipIds.length, sort, this.matchDays, this.startTimes, cached);
      this.orders.set(sort, cached);
    }
    return cached;
  }

  /** Clips of `result` in `sort` order, `offset` of them skipped, at most `limit`. */
  page(
    result: Bitset,
    sort: SortOrder,
    offset: number,
    limit: number,
    total = result.count(),
  ): number[] {
    if (offset >= total || limit <= 0) return [];
    const { order, rank } = this.order(sort);
    const wanted = offset + limit;
    // Few matches: the first of them by rank, in one pass over them. Many: the order read
    // from its start until enough of them come (about wanted × clips / matches places).
    if (total * total < wanted * this.clipIds.length * 4)
      return firstByRank(result, rank, wanted).slice(offset);
    const out: number[] = [];
    let skipped = 0;
    for (let i = 0; i < order.length && out.length < limit; i++) {
      const doc = order[i]!;
      if (!result.has(doc)) continue;
      if (skipped < offset) skipped++;
      else out.push(doc);
    }
    return out;
  }

  /**
   * The assets of `result` in `sort` order (each placed by its first clip in that order),
   * `offset` of them skipped, at most `limit`: each asset's first clip, and how many clips of
   * `result` it holds; with the number of assets `result` touches.
   */
  assetPage(
    result: Bitset,
    sort: SortOrder,
    offset: number,
    limit: number,
  ): { docs: number[]; clipCounts: number[]; totalAssets: number } {
    const { order, rank } = this.order(sort);
    const assetOf = this.assetOf.view();
    const seen = new Uint8Array(this.assetIds.length);
    const docs: number[] = [];
    let totalAssets = 0;
    const visit = (doc: number) => {
      const asset = assetOf[doc]!;
      if (seen[asset]) return;
      seen[asset] = 1;
      if (totalAssets >= offset && docs.length < limit) docs.push(doc);
      totalAssets++;
    };
    const total = result.count();
    if (total * 32 < this.clipIds.length) {
      const matched: number[] = [];
      result.forEach((doc) => void matched.push(doc));
      matched.sort((a, b) => rank[a]! - rank[b]!).forEach(visit);
    } else {
      for (let i = 0; i < order.length; i++) if (result.has(order[i]!)) visit(order[i]!);
    }
    const clipCounts = docs.map((doc) => result.countIn(this.assetDocs[assetOf[doc]!]!.view()));
    return { docs, clipCounts, totalAssets };
  }
}
