import { GrowableU32 } from './growable';
import { detach } from './matching';

/** A clip id in the canonical form of a UUID (lower case), which is kept as 16 bytes. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/**
 * The clips' ids by doc number. A UUID (every id the platform makes) is kept as four 32-bit
 * words, 16 bytes where a string costs about 64 at millions of clips; any other id as it is.
 * Packed ids compare as their text does (hex digits sort as their values).
 */
export class ClipIds {
  private readonly words = new GrowableU32(4096);
  private readonly others = new Map<number, string>();

  get length(): number {
    return this.words.length >>> 2;
  }

  /** An id as its four words, or null for one that is not a UUID. */
  static packed(id: string): readonly number[] | null {
    if (!UUID.test(id)) return null;
    return [
      parseInt(id.slice(0, 8), 16),
      parseInt(id.slice(9, 13) + id.slice(14, 18), 16),
      parseInt(id.slice(19, 23) + id.slice(24, 28), 16),
      parseInt(id.slice(28, 36), 16),
    ];
  }

  /** How the id of `doc` sorts against `id` (packed: `ClipIds.packed(id)`), as their text does. */
  compare(doc: number, id: string, packed: readonly number[] | null): number {
    if (packed && !this.others.has(doc)) {
      const w = doc << 2;
      for (let i = 0; i < 4; i++) {
        const mine = this.words.get(w + i);
        if (mine !== packed[i]) return mine < packed[i]! ? -1 : 1;
      }
      return 0;
    }
    const here = this.get(doc);
    return here < id ? -1 : here > id ? 1 : 0;
  }

  push(id: string, packed = ClipIds.packed(id)): void {
    if (packed) {
      for (const word of packed) this.words.push(word);
      return;
    }
    // A copy: an id cut from a large text would keep all of that text alive.
    this.others.set(this.length, detach(id));
    for (let i = 0; i < 4; i++) this.words.push(0);
  }

  get(doc: number): string {
    const other = this.others.get(doc);
    if (other !== undefined) return other;
    const w = doc << 2;
    const [a, b, c, d] = [0, 1, 2, 3].map((i) => hex8(this.words.get(w + i)));
    return `${a}-${b!.slice(0, 4)}-${b!.slice(4)}-${c!.slice(0, 4)}-${c!.slice(4)}${d}`;
  }

  trim(): void {
    this.words.trim();
  }

  /** The words of every id, and the ids that are not UUIDs by doc (a snapshot's). */
  saved(): { words: Uint32Array; others: Array<[number, string]> } {
    return { words: this.words.view(), others: [...this.others] };
  }

  /** Takes back what `saved` gave, in an empty list. */
  restore(words: Uint32Array, others: ReadonlyArray<[number, string]>): void {
    this.words.adopt(words);
    for (const [doc, id] of others) this.others.set(doc, id);
  }
}
