import { afterAll, describe, expect, it } from 'vitest';
import { families } from '../../../src/tenants';
import { CountThreads, PARALLEL_MINIMUM } from './count-threads';
import { TenantIndex, type IndexedClip } from './tenant-index';
import type { Bitset } from './bitset';

const categories = families.cricket.clipCategories;
const typeOf = (name: string) => categories.find((c) => c.name === name)?.valueType ?? 'text';

const clip = (n: number, batter: string, runs: number): IndexedClip => ({
  id: `clip-${String(n).padStart(7, '0')}`,
  assetId: `match-${Math.floor(n / 240)}`,
  duration: 6,
  startTime: n * 1000,
  matchDate: '2024-05-26',
  items: [
    { category: 'batter', value: batter },
    { category: 'bowler', value: `Bowler ${Math.floor(n / 6) % 17}` },
    { category: 'runs', value: String(runs), integerValue: runs },
  ],
});

/** Each value's count over `result`, read the slow way (its postings). */
function postingsCounts(index: TenantIndex, result: Bitset, category: string) {
  return Object.fromEntries(
    index.dictionary
      .inCategories({ kind: 'exact', name: category })
      .map((e) => [e.value, result.countIn(e.docs.view())] as const)
      .filter(([, n]) => n > 0),
  );
}

function counted(index: TenantIndex, result: Bitset, names: string[]) {
  const tally = index.tally(result, names);
  return Object.fromEntries(
    names.map((name) => [
      name,
      Object.fromEntries(
        index.facet(result, name, 100_000, [], undefined, tally).map((v) => [v.value, v.count]),
      ),
    ]),
  );
}

const FACETS = ['batter', 'bowler', 'runs'];

/** Counts `result`, the helpers counting some of it. */
function countWithHelpers(index: TenantIndex, result: Bitset) {
  const countThreads = index.counter!;
  const before = { ...countThreads.made };
  const counts = counted(index, result, FACETS);
  expect(countThreads.made.jobs).toBeGreaterThan(before.jobs);
  expect(countThreads.made.joined).toBeGreaterThan(before.joined);
  expect(countThreads.made.helperChunks).toBeGreaterThan(before.helperChunks);
  return counts;
}

describe('counting a large result on several threads', () => {
  // The index's own threads, as the search plugin gives every tenant's index its own.
  const countThreads = new CountThreads(1);
  afterAll(() => countThreads.stop());

  it('counts as the postings do, helpers taking part, through columns widening and growing', async () => {
    // Results of 1,000 clips or more are shared, in chunks of 512 clips (16 words), with both
    // helpers joining each count.
    countThreads.setThreads(3, { minimum: 1000, chunkWords: 16, everyHelper: true });
    expect(await countThreads.ready()).toBe(2);
    const index = new TenantIndex(typeOf, countThreads);
    // A batter faces several balls in a row, as in a real innings.
    for (let n = 0; n < 40_003; n++) index.add(clip(n, `Batter ${Math.floor(n / 5) % 200}`, n % 7));
    const want = (result: Bitset) =>
      Object.fromEntries(FACETS.map((name) => [name, postingsCounts(index, result, name)]));

    const some = index.withValues('runs', ['0', '1', '4']);
    expect(countWithHelpers(index, some)).toEqual(want(some));
    // More than half the clips: counted as all of them less the rest (also on the helpers).
    const most = index.live();
    most.remove(17);
    expect(countWithHelpers(index, most)).toEqual(want(most));

    // New batters widen the batter column past a byte, new clips grow every column: the
    // helpers are sent the new arrays before they count them.
    for (let n = 40_003; n < 70_001; n++) index.add(clip(n, `Batter ${n}`, n % 7));
    const after = index.withValues('runs', ['1', '2', '6']);
    expect(countWithHelpers(index, after)).toEqual(want(after));
  });

  it('counts on this thread alone below the minimum or with one thread', () => {
    const index = new TenantIndex(typeOf, countThreads);
    for (let n = 0; n < 3000; n++) index.add(clip(n, `Batter ${n % 40}`, n % 7));
    const before = countThreads.made.jobs;
    countThreads.setThreads(2);
    expect(PARALLEL_MINIMUM).toBeGreaterThan(3000);
    const result = index.withValues('runs', ['0', '1']);
    expect(counted(index, result, FACETS)).toEqual(
      Object.fromEntries(FACETS.map((name) => [name, postingsCounts(index, result, name)])),
    );
    countThreads.setThreads(1, { minimum: 0 });
    counted(index, index.live(), FACETS);
    expect(countThreads.made.jobs).toBe(before);
  });
});
