/** An append-only list of 32-bit unsigned integers in a typed array that doubles as it fills. */
export class GrowableU32 {
  private data: Uint32Array;
  length = 0;

  constructor(capacity = 4) {
    this.data = new Uint32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  get(i: number): number {
    return this.data[i]!;
  }

  /** A view of the filled part; valid until the next push. */
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

/** Like GrowableU32, for 64-bit floats. */
export class GrowableF64 {
  private data: Float64Array;
  length = 0;

  constructor(capacity = 4) {
    this.data = new Float64Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  get(i: number): number {
    return this.data[i]!;
  }
}
