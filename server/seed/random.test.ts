import { describe, expect, it } from 'vitest';
import { SeededRandom } from './random';

describe('SeededRandom', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const a = new SeededRandom('cricket');
    const b = new SeededRandom('cricket');
    const c = new SeededRandom('rugby');
    const seq = (r: SeededRandom) => Array.from({ length: 5 }, () => r.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps ints in range, picks by weight, samples without repeats, makes v4-shaped ids', () => {
    const r = new SeededRandom(7);
    const ints = Array.from({ length: 2000 }, () => r.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    const picks = Array.from({ length: 4000 }, () =>
      r.weighted([
        ['a', 3],
        ['b', 1],
      ] as const),
    );
    const share = picks.filter((p) => p === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.7);
    expect(share).toBeLessThan(0.8);
    const sample = r.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(r.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(() => r.pick([])).toThrow();
  });
});
