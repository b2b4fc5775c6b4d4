export type { SortOrder } from './ordering';
import type { QueryNode } from '../query/types';
import { Bitset } from './bitset';
import { Dictionary, type Entry, type ValueType } from './dictionary';
import {
  type FacetValue,
  assetMatcher,
  compares,
  detach,
  inRange,
  matchesItemValue,
  rankFacet,
  valueFilter,
} from './matching';
import { NO_DATE, sortPermutation, type SortOrder, type SortPermutation } from './ordering';
import { GrowableF64, GrowableU32 } from './growable';
import { normalize, tokenize } from './text';

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

export type { FacetValue } from './matching';

const DAY_MS = 86_400_000;

/**
 * One tenant's clips as an inverted index: each distinct payload value has the list of
 * clips carrying it; a query becomes set operations over those lists. Clips are numbered
 * densely in arrival order; a replaced clip is dropped from `live` and added anew.
 */
export class TenantIndex {
  readonly dictionary: Dictionary;
  private readonly clipIds: string[] = [];
  /** Docs [0, sortedUntil) arrived in ascending id order: found by binary search. */
  private sortedUntil = 0;
  /** Docs that arrived out of order (later writes), and replacements, by id. */
  private readonly docOfLate = new Map<string, number>();
  private readonly assetIds: string[] = [];
  private readonly assetOf = new GrowableU32(1024);
  private readonly assetDocs: GrowableU32[] = [];
  private readonly assetNumber = new Map<string, number>();
  private readonly durations = new GrowableF64(1024);
  private readonly startTimes = new GrowableF64(1024);
  private readonly matchDays = new GrowableF64(1024);
  private readonly entryStart = new GrowableU32(1024);
  private readonly entryList = new GrowableU32(4096);
  private liveSet = new Bitset(0);
  private liveCount = 0;
  private orders = new Map<SortOrder, SortPermutation>();

  constructor(typeOf: (categoryNorm: string) => ValueType) {
    this.dictionary = new Dictionary(typeOf);
    this.entryStart.push(0);
  }

  get size(): number {
    return this.liveCount;
  }

  /** Adds a clip, replacing one with the same id. */
  add(clip: IndexedClip): void {
    const previous = this.findDoc(clip.id);
    if (previous !== undefined && this.liveSet.has(previous)) {
      this.liveSet.remove(previous);
      this.liveCount -= 1;
    }
    const doc = this.clipIds.length;
    // A copy: ids cut from a large text would keep all of that text alive.
    const id = detach(clip.id);
    this.clipIds.push(id);
    const inOrder =
      previous === undefined &&
      this.sortedUntil === doc &&
      (doc === 0 || this.clipIds[doc - 1]! < id);
    if (inOrder) this.sortedUntil += 1;
    else this.docOfLate.set(id, doc);
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
    }
    this.entryStart.push(this.entryList.length);
    if (doc >= this.liveSet.size) this.growLive(doc + 1);
    this.liveSet.add(doc);
    this.liveCount += 1;
    this.orders.clear();
  }

  private findDoc(id: string): number | undefined {
    const late = this.docOfLate.get(id);
    if (late !== undefined) return late;
    let low = 0;
    let high = this.sortedUntil - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const here = this.clipIds[mid]!;
      if (here === id) return mid;
      if (here < id) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  /** Drops a clip; false when there was none. */
  remove(id: string): boolean {
    const doc = this.findDoc(id);
    if (doc === undefined || !this.liveSet.has(doc)) return false;
    this.liveSet.remove(doc);
    this.liveCount -= 1;
    return true;
  }

  private growLive(minimum: number): void {
    const next = new Bitset(Math.max(minimum, this.liveSet.size * 2, 1024));
    next.words.set(this.liveSet.words);
    this.liveSet = next;
  }

  /** The live clips, sized for set operations with everything else this index makes. */
  live(): Bitset {
    return this.liveSet.clone();
  }

  clipId(doc: number): string {
    return this.clipIds[doc]!;
  }

  docNumber(id: string): number | undefined {
    const doc = this.findDoc(id);
    return doc !== undefined && this.liveSet.has(doc) ? doc : undefined;
  }

  /** The clips a query matches. `textCategories` limits free text to those categories. */
  evaluate(node: QueryNode, textCategories?: ReadonlySet<string>): Bitset {
    switch (node.kind) {
      case 'all':
        return this.live();
      case 'and': {
        const positive = node.children.filter((c) => c.kind !== 'not');
        const negative = node.children.filter((c) => c.kind === 'not');
        const result = positive.length ? this.evaluate(positive[0]!, textCategories) : this.live();
        for (const child of positive.slice(1)) result.and(this.evaluate(child, textCategories));
        for (const child of negative) result.andNot(this.evaluate(child.child, textCategories));
        return result;
      }
      case 'or': {
        const result = this.evaluate(node.children[0]!, textCategories);
        for (const child of node.children.slice(1)) result.or(this.evaluate(child, textCategories));
        return result;
      }
      case 'not':
        return this.live().andNot(this.evaluate(node.child, textCategories));
      case 'text':
        return this.union(this.dictionary.matchText(node.pattern, textCategories));
      case 'item': {
        const inCategory = this.dictionary.inCategories(node.category);
        const pattern = node.value;
        return this.union(
          pattern ? inCategory.filter((e) => matchesItemValue(e, pattern)) : inCategory,
        );
      }
      case 'compare': {
        const entries = this.dictionary.inCategories({ kind: 'exact', name: node.category });
        return this.union(entries.filter((e) => compares(e, node.comparison)));
      }
      case 'range': {
        const entries = this.dictionary.inCategories({ kind: 'exact', name: node.category });
        return this.union(
          entries.filter((e) => e.integer !== null && inRange(e.integer, node.range)),
        );
      }
      case 'asset': {
        const result = new Bitset(this.liveSet.size);
        const matching = assetMatcher(node.pattern);
        this.assetIds.forEach((id, i) => {
          if (matching(id)) result.addAll(this.assetDocs[i]!.view());
        });
        return result.and(this.liveSet);
      }
      case 'clip': {
        const result = new Bitset(this.liveSet.size);
        const doc = this.docNumber(node.id);
        if (doc !== undefined) result.add(doc);
        return result;
      }
      case 'duration': {
        const result = new Bitset(this.liveSet.size);
        this.liveSet.forEach((doc) => {
          if (inRange(this.durations.get(doc), node.range)) result.add(doc);
        });
        return result;
      }
    }
  }

  /**
   * The dictionary entries the positive terms of a query match (not those under NOT):
   * what to highlight in a result.
   */
  matchedEntries(
    node: QueryNode,
    textCategories?: ReadonlySet<string>,
    into = new Set<Entry>(),
  ): Set<Entry> {
    switch (node.kind) {
      case 'and':
      case 'or':
        for (const child of node.children) this.matchedEntries(child, textCategories, into);
        break;
      case 'text':
        for (const e of this.dictionary.matchText(node.pattern, textCategories)) into.add(e);
        break;
      case 'item': {
        const pattern = node.value;
        for (const e of this.dictionary.inCategories(node.category)) {
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
  union(entries: readonly Entry[]): Bitset {
    const result = new Bitset(this.liveSet.size);
    for (const entry of entries) result.addAll(entry.docs.view());
    return result.and(this.liveSet);
  }

  /** The clips with any value of `values` in `category`. */
  withValues(category: string, values: readonly string[]): Bitset {
    const wanted = new Set(values.map(normalize));
    return this.union(
      this.dictionary
        .inCategories({ kind: 'exact', name: category })
        .filter((e) => wanted.has(e.norm)),
    );
  }

  /** The clips whose `category` value lies between `from` and `to` (inclusive; dates as yyyy-MM-dd). */
  between(
    category: string,
    from: string | number | undefined,
    to: string | number | undefined,
  ): Bitset {
    return this.union(
      this.dictionary.inCategories({ kind: 'exact', name: category }).filter((e) => {
        const actual = e.type === 'integer' ? e.integer : e.value;
        if (actual === null) return false;
        return (from === undefined || actual >= from) && (to === undefined || actual <= to);
      }),
    );
  }

  private order(sort: SortOrder): SortPermutation {
    let cached = this.orders.get(sort);
    if (!cached) {
      cached = sortPermutation(this.clipIds.length, sort, this.matchDays, this.startTimes);
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
    if (total * 32 < this.clipIds.length) {
      // Few matches: sort just them.
      const docs: number[] = [];
      result.forEach((doc) => void docs.push(doc));
      docs.sort((a, b) => rank[a]! - rank[b]!);
      return docs.slice(offset, offset + limit);
    }
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
   * A tally of every value over `result`, for counting several facets of one result: made
   * on first need, in one pass over the result's clips.
   */
  tally(result: Bitset): EntryTally {
    return new EntryTally(() => this.entryCounts(result));
  }

  /** How many clips of `result` carry each dictionary entry: one pass over their values. */
  private entryCounts(result: Bitset): Uint32Array {
    const counts = new Uint32Array(this.dictionary.entries.length);
    const start = this.entryStart.view();
    const list = this.entryList.view();
    result.forEach((doc) => {
      for (let i = start[doc]!; i < start[doc + 1]!; i++) counts[list[i]!]! += 1;
    });
    return counts;
  }

  /** Postings of a category's values: the work of counting its facet value by value. */
  postings(category: string): number {
    let total = 0;
    for (const entry of this.dictionary.inCategories({ kind: 'exact', name: category }))
      total += entry.docs.length;
    return total;
  }

  /** The work of a tally of `result`: its clips times the values a clip has on average. */
  tallyCost(result: Bitset): number {
    return (result.count() * this.entryList.length) / Math.max(1, this.clipIds.length);
  }

  /**
   * Values of a category with how many clips of `result` carry each, most first: from a
   * tally of `result` when given, else value by value over the postings.
   */
  facet(
    result: Bitset,
    category: string,
    size: number,
    pinned: readonly string[] = [],
    valueQuery?: string,
    tally?: EntryTally,
  ): FacetValue[] {
    const entries = this.dictionary.inCategories({ kind: 'exact', name: category });
    const pinnedNorm = new Set(pinned.map(normalize));
    const filter = valueQuery?.trim() ? valueFilter(valueQuery) : null;
    const counts = tally?.counts() ?? null;
    const counted: FacetValue[] = [];
    const pinnedOut: FacetValue[] = [];
    for (const entry of entries) {
      if (filter && !filter(entry)) continue;
      const count = counts ? counts[entry.id]! : result.countIn(entry.docs.view());
      if (pinnedNorm.has(entry.norm)) pinnedOut.push({ value: entry.value, count });
      else if (count > 0) counted.push({ value: entry.value, count });
    }
    return rankFacet(counted, pinnedOut, pinned, size);
  }

  /**
   * Clips like `doc`: the share of its values' weight (rarer values weigh more) that each
   * other clip shares, kept when at least `minScore`, best first.
   */
  similar(doc: number, minScore: number): Array<{ doc: number; score: number }> {
    const n = this.clipIds.length;
    const scores = new Float32Array(n);
    const live = this.liveCount || 1;
    let total = 0;
    for (let i = this.entryStart.get(doc); i < this.entryStart.get(doc + 1); i++) {
      const entry = this.dictionary.entries[this.entryList.get(i)]!;
      const docs = entry.docs.view();
      const weight = Math.log(1 + live / docs.length);
      total += weight;
      for (let j = 0; j < docs.length; j++) scores[docs[j]!]! += weight;
    }
    const found: Array<{ doc: number; score: number }> = [];
    if (total === 0) return found;
    const { rank } = this.order('newest');
    for (let d = 0; d < n; d++) {
      const score = scores[d]! / total;
      if (d !== doc && score >= minScore && this.liveSet.has(d)) found.push({ doc: d, score });
    }
    found.sort((a, b) => b.score - a.score || rank[a.doc]! - rank[b.doc]!);
    return found;
  }

  /**
   * Values that complete what a person is typing: earlier words whole, the last as a
   * prefix, in text categories (optionally some only), most used first.
   */
  complete(
    query: string,
    size: number,
    categories?: ReadonlySet<string>,
  ): Array<FacetValue & { category: string }> {
    const words = tokenize(normalize(query));
    if (words.length === 0) return [];
    const last = words[words.length - 1]!;
    const before = words.slice(0, -1);
    const candidates = new Set<Entry>();
    for (const [token, entries] of this.dictionary.tokens()) {
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
        count: this.liveSet.countIn(e.docs.view()),
      }))
      .filter((s) => s.count > 0)
      .sort((a, b) => b.count - a.count || plainOrder.compare(a.value, b.value))
      .slice(0, size);
  }

  /** Values of one category containing `query` (any case), most used first. */
  suggest(category: string, query: string, size: number): FacetValue[] {
    return this.facet(this.liveSet, category, size, [], query);
  }
}

const plainOrder = new Intl.Collator();

/** Counts of every value over one result, computed once when first asked for. */
export class EntryTally {
  private made: Uint32Array | null = null;

  constructor(private readonly make: () => Uint32Array) {}

  counts(): Uint32Array {
    this.made ??= this.make();
    return this.made;
  }
}
