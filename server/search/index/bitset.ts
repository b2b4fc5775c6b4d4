/**
 * A fixed-size set of document numbers, 32 to a word. Its count is kept until it changes (a
 * search asks a result's several times); change `words` only through its methods.
 */
export class Bitset {
  readonly words: Uint32Array;
  private counted = -1;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    set.clearTail();
    return set;
  }

  static of(size: number, docs: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    for (let i = 0; i < docs.length; i++) set.add(docs[i]!);
    return set;
  }

  clone(): Bitset {
    const copy = new Bitset(this.size, this.words.slice());
    copy.counted = this.counted;
    return copy;
  }

  add(doc: number): void {
    this.words[doc >>> 5]! |= 1 << (doc & 31);
    this.counted = -1;
  }

  remove(doc: number): void {
    this.words[doc >>> 5]! &= ~(1 << (doc & 31));
    this.counted = -1;
  }

  /** Empties the set. */
  clear(): this {
    this.words.fill(0);
    this.counted = 0;
    return this;
  }

  has(doc: number): boolean {
    return (this.words[doc >>> 5]! & (1 << (doc & 31))) !== 0;
  }

  /** Adds every document of a sorted postings list. */
  addAll(docs: ArrayLike<number>): this {
    const w = this.words;
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i]!;
      w[d >>> 5]! |= 1 << (d & 31);
    }
    this.counted = -1;
    return this;
  }

  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
    this.counted = -1;
    return this;
  }

  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
    this.counted = -1;
    return this;
  }

  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= ~b[i]!;
    this.counted = -1;
    return this;
  }

  count(): number {
    if (this.counted < 0) {
      let total = 0;
      for (let i = 0; i < this.words.length; i++) total += popcount(this.words[i]!);
      this.counted = total;
    }
    return this.counted;
  }

  /** How many of `docs` are in the set. */
  countIn(docs: ArrayLike<number>): number {
    let total = 0;
    const w = this.words;
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i]!;
      if ((w[d >>> 5]! & (1 << (d & 31))) !== 0) total++;
    }
    return total;
  }

  /** Calls `visit` with every member in ascending order. */
  forEach(visit: (doc: number) => void): void {
    const w = this.words;
    for (let i = 0; i < w.length; i++) {
      let word = w[i]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        visit((i << 5) + bit);
        word &= word - 1;
      }
    }
  }

  private clearTail(): void {
    const extra = this.words.length * 32 - this.size;
    if (extra > 0) this.words[this.words.length - 1] = 0xffffffff >>> extra;
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
