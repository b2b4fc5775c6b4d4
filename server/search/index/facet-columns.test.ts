import { describe, expect, it } from 'vitest';
import { families } from '../../../src/tenants';
import { TenantIndex, type IndexedClip } from './tenant-index';

const categories = families.cricket.clipCategories;
const typeOf = (name: string) => categories.find((c) => c.name === name)?.valueType ?? 'text';

const clip = (n: number, batter: string, runs: number): IndexedClip => ({
  id: `clip-${String(n).padStart(6, '0')}`,
  assetId: 'match',
  duration: 6,
  startTime: n * 1000,
  matchDate: '2024-05-26',
  items: [
    { category: 'batter', value: batter },
    { category: 'runs', value: String(runs), integerValue: runs },
  ],
});

/** Every value's count of a category over the live clips, read the slow way (its postings). */
function postingsCounts(index: TenantIndex, category: string) {
  return Object.fromEntries(
    index.dictionary
      .inCategories({ kind: 'exact', name: category })
      .map((e) => [e.value, index.liveSet.countIn(e.docs.view())]),
  );
}

describe('a facet column', () => {
  it('counts as the postings do, widening past 255 and 65,535 values as they come', () => {
    const index = new TenantIndex(typeOf);
    for (let n = 0; n < 200; n++) index.add(clip(n, `Batter ${n % 150}`, n % 7));
    // Made now, narrow (150 values fit a byte); writes after it bring 70,000 more values.
    const before = index.facet(
      index.liveSet,
      'batter',
      500,
      [],
      undefined,
      index.tally(index.liveSet, ['batter']),
    );
    expect(before).toHaveLength(150);
    for (let n = 200; n < 70_200; n++) index.add(clip(n, `Batter ${n}`, n % 7));
    index.add(clip(5, 'Batter 5', 6)); // replaced: its old values no longer count
    index.remove('clip-000007');
    const tally = index.tally(index.live(), ['batter', 'runs']);
    const counted = (category: string) =>
      Object.fromEntries(
        index
          .facet(index.liveSet, category, 100_000, [], undefined, tally)
          .map((v) => [v.value, v.count]),
      );
    const want = (category: string) =>
      Object.fromEntries(Object.entries(postingsCounts(index, category)).filter(([, n]) => n > 0));
    expect(counted('batter')).toEqual(want('batter'));
    expect(counted('runs')).toEqual(want('runs'));
    // A result of few clips is counted clip by clip, not as all less the rest.
    const sixes = index.withValues('runs', ['6']);
    const ofSixes = index.facet(
      sixes,
      'batter',
      100_000,
      [],
      undefined,
      index.tally(sixes, ['batter']),
    );
    expect(ofSixes.length).toBeGreaterThan(9000);
    for (const { value, count } of ofSixes)
      expect(count).toBe(sixes.countIn(index.dictionary.find('batter', value)!.docs.view()));
  });

  it('counts a large result of few values rightly, its last clips beyond the fourth tally', () => {
    const index = new TenantIndex(typeOf);
    // A batter faces several balls in a row, as in a real innings (the tallies' reason).
    for (let n = 0; n < 10_003; n++) index.add(clip(n, `Batter ${Math.floor(n / 6) % 20}`, n % 7));
    const result = index.withValues('runs', ['0', '1', '3']);
    result.remove(0);
    expect(result.count() % 4).not.toBe(0);
    const tally = index.tally(result, ['batter', 'runs']);
    for (const category of ['batter', 'runs']) {
      const counts = index.facet(result, category, 100, [], undefined, tally);
      expect(counts.length).toBeGreaterThan(2);
      for (const { value, count } of counts)
        expect(count).toBe(result.countIn(index.dictionary.find(category, value)!.docs.view()));
    }
  });
});
