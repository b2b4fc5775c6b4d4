import { describe, expect, it } from 'vitest';
import { families } from '../../../src/tenants';
import { parseQuery, queryFields } from '../../../src/core/api/contract/query/parse';
import { Bitset } from './bitset';
import { TenantIndex, type IndexedClip } from './tenant-index';

const categories = families.cricket.clipCategories;
const typeOf = (name: string) => categories.find((c) => c.name === name)?.valueType ?? 'text';

function clip(
  id: string,
  matchDate: string,
  start: number,
  tags: Record<string, string | number>,
  assetId = `a-${matchDate}`,
): IndexedClip {
  return {
    id,
    assetId,
    duration: 6,
    startTime: Date.parse(`${matchDate}T12:00:00Z`) + start * 1000,
    matchDate,
    items: Object.entries(tags).map(([category, value]) => ({
      category,
      value: String(value),
      ...(typeof value === 'number' ? { integerValue: value } : {}),
    })),
  };
}

function fixture(): TenantIndex {
  const index = new TenantIndex(typeOf);
  index.add(
    clip('c1', '2026-03-01', 10, {
      batter: 'Arjun Kohli',
      bowler: 'Liam Marsh',
      runs: 4,
      shot: 'Cover drive',
    }),
  );
  index.add(
    clip('c2', '2026-03-01', 20, {
      batter: 'Arjun Kohli',
      bowler: 'Noah Okafor',
      runs: 0,
      wicket: 'Bowled',
      shot: 'Defence',
    }),
  );
  index.add(
    clip('c3', '2026-02-01', 5, {
      batter: 'Kai Ferreira',
      bowler: 'Liam Marsh',
      runs: 6,
      shot: 'Pull',
    }),
  );
  index.add(
    clip('c4', '2026-04-01', 30, {
      batter: 'Zoë Kohlmann',
      bowler: 'Noah Okafor',
      runs: 1,
      shot: 'Flick',
    }),
  );
  index.add(
    clip('c5', '2026-04-01', 15, {
      batter: 'Kai Ferreira',
      bowler: 'Liam Marsh',
      runs: 4,
      shot: 'Cover drive',
    }),
  );
  return index;
}

const fields = queryFields(categories);
const ids = (index: TenantIndex, query: string) => {
  const result = index.evaluate(parseQuery(query, fields));
  return index.page(result, 'newest', 0, 100).map((d) => index.clipId(d));
};

describe('Bitset', () => {
  it('adds, combines and counts', () => {
    const a = Bitset.of(70, [1, 33, 69]);
    const b = Bitset.of(70, [33, 40]);
    expect(a.count()).toBe(3);
    expect(a.clone().and(b).count()).toBe(1);
    expect(a.clone().or(b).count()).toBe(4);
    expect(a.clone().andNot(b).count()).toBe(2);
    expect(Bitset.full(70).count()).toBe(70);
    const seen: number[] = [];
    a.forEach((d) => void seen.push(d));
    expect(seen).toEqual([1, 33, 69]);
    expect(a.countIn([1, 2, 69])).toBe(2);
  });
});

describe('TenantIndex queries', () => {
  const index = fixture();

  it('matches free words against whole values or their words, any case or accent', () => {
    expect(ids(index, 'kohli')).toEqual(['c1', 'c2']);
    expect(ids(index, 'KOHLMANN')).toEqual(['c4']);
    expect(ids(index, 'zoe')).toEqual(['c4']);
    expect(ids(index, 'Kohl*')).toEqual(['c4', 'c1', 'c2']);
    expect(ids(index, '*ohl*')).toEqual(['c4', 'c1', 'c2']);
    expect(ids(index, 'K?i')).toEqual(['c5', 'c3']);
    expect(ids(index, '"cover drive"')).toEqual(['c5', 'c1']);
    expect(ids(index, '"drive cover"')).toEqual([]);
    expect(ids(index, 'kohli marsh')).toEqual(['c1']);
  });

  it('matches fields, ranges, NOT and OR', () => {
    expect(ids(index, 'batter:"Arjun Kohli"')).toEqual(['c1', 'c2']);
    expect(ids(index, 'bowler:kohli')).toEqual([]);
    expect(ids(index, 'runs:4')).toEqual(['c5', 'c1']);
    expect(ids(index, 'runs:>=4')).toEqual(['c5', 'c1', 'c3']);
    expect(ids(index, 'runs:[1 TO 4]')).toEqual(['c5', 'c4', 'c1']);
    expect(ids(index, 'wicket:*')).toEqual(['c2']);
    expect(ids(index, 'NOT wicket:*')).toEqual(['c5', 'c4', 'c1', 'c3']);
    expect(ids(index, 'shot:Pull OR shot:Flick')).toEqual(['c4', 'c3']);
    expect(ids(index, 'batter:Kai* AND NOT runs:6')).toEqual(['c5']);
    expect(ids(index, 'assetId:a-2026-04-01')).toEqual(['c5', 'c4']);
    expect(ids(index, 'id:c3')).toEqual(['c3']);
    expect(ids(index, 'match_date:>=2026-03-01')).toEqual([]);
  });

  it('binds payload.category with payload.value to the same item', () => {
    expect(ids(index, 'payload.category:batter AND payload.value:Kohli*')).toEqual(['c1', 'c2']);
    expect(ids(index, 'payload.category:batter AND payload.value:Kohl*')).toEqual([
      'c4',
      'c1',
      'c2',
    ]);
    expect(ids(index, 'payload.category:bowler AND payload.value:Kohli*')).toEqual([]);
    expect(ids(index, 'payload.value:Marsh')).toEqual(['c5', 'c1', 'c3']);
    expect(ids(index, 'payload.category:wicket')).toEqual(['c2']);
  });

  it('sorts newest (match date down, then play order) and oldest, and pages', () => {
    const all = index.live();
    const newest = index.page(all, 'newest', 0, 10).map((d) => index.clipId(d));
    expect(newest).toEqual(['c5', 'c4', 'c1', 'c2', 'c3']);
    expect(index.page(all, 'oldest', 0, 10).map((d) => index.clipId(d))).toEqual([
      'c3',
      'c1',
      'c2',
      'c5',
      'c4',
    ]);
    expect(index.page(all, 'newest', 2, 2).map((d) => index.clipId(d))).toEqual(['c1', 'c2']);
    expect(index.page(all, 'newest', 10, 2)).toEqual([]);
  });

  it('counts facet values, most first, keeping selected values', () => {
    const kohli = index.evaluate(parseQuery('kohli', fields));
    expect(index.facet(kohli, 'bowler', 10)).toEqual([
      { value: 'Liam Marsh', count: 1 },
      { value: 'Noah Okafor', count: 1 },
    ]);
    expect(index.facet(index.live(), 'batter', 10)).toEqual([
      { value: 'Arjun Kohli', count: 2 },
      { value: 'Kai Ferreira', count: 2 },
      { value: 'Zoë Kohlmann', count: 1 },
    ]);
    expect(index.facet(kohli, 'batter', 10, ['Kai Ferreira', 'Nobody'])).toEqual([
      { value: 'Kai Ferreira', count: 0 },
      { value: 'Nobody', count: 0 },
      { value: 'Arjun Kohli', count: 2 },
    ]);
    expect(index.facet(index.live(), 'batter', 10, [], 'kohl')).toHaveLength(2);
    expect(index.facet(index.live(), 'batter', 1)).toHaveLength(1);
  });

  it('counts facets from one tally of a result exactly as from the postings', () => {
    const big = new TenantIndex(typeOf);
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      // Ids out of order and re-used, so that replacements and late docs are in play.
      big.add(
        clip(`c${next(2500)}`, `2026-0${1 + next(9)}-1${next(9)}`, i, {
          batter: `Batter ${next(40)}`,
          bowler: `Bowler ${next(25)}`,
          runs: next(7),
          shot: `Shot ${next(12)}`,
        }),
      );
    }
    for (let i = 0; i < 200; i++) big.remove(`c${next(2500)}`);
    for (const text of [
      '*',
      'batter:"Batter 3"',
      'runs:>=4',
      'shot:"Shot 1" OR bowler:"Bowler 2"',
    ]) {
      const result = big.evaluate(parseQuery(text, fields));
      const tally = big.tally(result, ['batter', 'bowler', 'runs', 'shot']);
      for (const category of ['batter', 'bowler', 'runs', 'shot'])
        expect(big.facet(result, category, 100, ['Batter 3'], undefined, tally)).toEqual(
          big.facet(result, category, 100, ['Batter 3']),
        );
    }
  });

  it('completes words and suggests values', () => {
    expect(index.complete('koh', 10)).toEqual([
      { value: 'Arjun Kohli', category: 'batter', count: 2 },
      { value: 'Zoë Kohlmann', category: 'batter', count: 1 },
    ]);
    expect(index.complete('arjun koh', 10).map((s) => s.value)).toEqual(['Arjun Kohli']);
    expect(index.complete('', 10)).toEqual([]);
    expect(index.suggest('shot', 'dr', 5)).toEqual([{ value: 'Cover drive', count: 2 }]);
  });

  it('finds similar clips by shared values, rarer values weighing more', () => {
    const c1 = index.docNumber('c1')!;
    const similar = index.similar(c1, 0.3).map((s) => index.clipId(s.doc));
    expect(similar[0]).toBe('c5'); // same bowler, runs and shot
    expect(similar).not.toContain('c1');
    expect(index.similar(c1, 0.99)).toEqual([]);
  });

  it('replaces a clip added again and forgets a removed one', () => {
    const local = fixture();
    local.add(clip('c1', '2026-03-01', 10, { batter: 'Kai Ferreira', runs: 2 }));
    expect(ids(local, 'kohli')).toEqual(['c2']);
    expect(ids(local, 'batter:Kai*')).toEqual(['c5', 'c1', 'c3']);
    expect(local.size).toBe(5);
    expect(local.remove('c3')).toBe(true);
    expect(local.remove('c3')).toBe(false);
    expect(ids(local, 'batter:Kai*')).toEqual(['c5', 'c1']);
    expect(local.facet(local.live(), 'batter', 10)).toEqual([
      { value: 'Kai Ferreira', count: 2 },
      { value: 'Arjun Kohli', count: 1 },
      { value: 'Zoë Kohlmann', count: 1 },
    ]);
  });
});
