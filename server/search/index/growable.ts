type NumberArray = Uint32Array | Float64Array;

/** An append-only list of numbers in a typed array that doubles as it fills. */
class Growable<A extends NumberArray> {
  private data: A;
  length = 0;

  constructor(
    private readonly make: (size: number) => A,
    capacity: number,
  ) {
    this.data = make(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = this.make(Math.max(4, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  get(i: number): number {
    return this.data[i]!;
  }

  /** Takes `data`, filled, as the list (a list read back from a snapshot). */
  adopt(data: A): this {
    this.data = data;
    this.length = data.length;
    return this;
  }

  /** Lets go of the room not filled (after a build: doubling leaves up to half of it empty). */
  trim(): void {
    if (this.data.length > this.length)
      this.data = this.data.slice(0, Math.max(1, this.length)) as A;
  }

  /** A view of the filled part; valid until the next push. */
  view(): A {
    return this.data.subarray(0, this.length) as A;
  }
}

/** Unsigned 32-bit integers: clip numbers, entry numbers. */
export class GrowableU32 extends Growable<Uint32Array> {
  constructor(capacity = 4) {
    super((size) => new Uint32Array(size), capacity);
  }
}

/** 64-bit floats: durations, times. */
export class GrowableF64 extends Growable<Float64Array> {
  constructor(capacity = 4) {
    super((size) => new Float64Array(size), capacity);
  }
}
