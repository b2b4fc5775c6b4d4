import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset';
import { GrowableF64 } from './growable';
import { firstByRank, NO_DATE, sortPermutation } from './ordering';
import { SeededRandom } from '../../seed/random';

describe('the first clips of a result by rank', () => {
  it('are the members a full sort puts first, for any k', () => {
    const r = new SeededRandom('ranks');
    const n = 500;
    const rank = Uint32Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = r.int(0, i);
      [rank[i], rank[j]] = [rank[j]!, rank[i]!];
    }
    for (const density of [0, 0.01, 0.2, 1]) {
      const docs = new Bitset(n);
      for (let d = 0; d < n; d++) if (r.chance(density)) docs.add(d);
      const members: number[] = [];
      docs.forEach((d) => void members.push(d));
      const sorted = members.sort((a, b) => rank[a]! - rank[b]!);
      for (const k of [0, 1, 7, 30, 600])
        expect(firstByRank(docs, rank, k)).toEqual(sorted.slice(0, k));
    }
  });
});

describe('a sort order kept across writes', () => {
  it('is the order made anew, with the clips added since merged in', () => {
    const r = new SeededRandom('merge');
    const [days, starts] = [new GrowableF64(), new GrowableF64()];
    const add = (n: number) => {
      for (let i = 0; i < n; i++) {
        days.push(r.chance(0.1) ? NO_DATE : r.int(20_000, 20_030));
        starts.push(r.int(0, 50));
      }
    };
    add(300);
    for (const sort of ['newest', 'oldest'] as const) {
      let kept = sortPermutation(days.length, sort, days, starts);
      for (const more of [1, 17, 0, 120]) {
        add(more);
        kept = sortPermutation(days.length, sort, days, starts, kept);
        const fresh = sortPermutation(days.length, sort, days, starts);
        expect([...kept.order]).toEqual([...fresh.order]);
        expect([...kept.rank]).toEqual([...fresh.rank]);
      }
    }
  });
});
