import { describe, expect, it } from 'vitest';
import { familyOf, tenantByKey } from '../../../src/tenants';
import { readCricsheet } from '../../../src/core/domain/match-files/cricsheet';
import { corpusClips } from '../corpus-clips';
import { SeededRandom } from '../random';
import { cricketArchive } from './cricket';
import { realCricsheetMatches } from './real-matches';

const cricket = tenantByKey('cricket')!;

/** Each value's share of the deliveries, in a category. */
function shares(values: ReadonlyArray<string | number | undefined>) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return new Map([...counts].map(([v, n]) => [v, n / values.length]));
}

describe('a generated cricket archive', () => {
  const real = realCricsheetMatches();
  const realEvents = real.flatMap((m, i) => readCricsheet(m, `real-${i}`).events);
  const value = (e: (typeof realEvents)[number], category: string) =>
    e.values.find((v) => v.category === category)?.value;

  // Seventeen seasons of a league: about 220,000 balls.
  const archive = [...take(cricketArchive(new SeededRandom('t'), real, 1000), 1000)];

  it('has the real matches’ runs, dismissals and extras, ball for ball', () => {
    const events = archive.flatMap((m) => m.events);
    for (const category of ['runs', 'wicket', 'extras_kind']) {
      const want = shares(realEvents.map((e) => value(e, category)));
      const got = shares(events.map((e) => value(e, category)));
      expect([...got.keys()].sort(), category).toEqual([...want.keys()].sort());
      // Each innings replays a real one: shares within a few points of the real matches'.
      for (const [v, share] of want) expect(got.get(v)!, `${category} ${v}`).toBeCloseTo(share, 1);
    }
  });

  it('names hundreds of players as Cricsheet does, squads changing season by season', () => {
    const batters = new Set(archive.flatMap((m) => m.events.map((e) => value(e, 'batter'))));
    expect(batters.size).toBeGreaterThan(300);
    for (const name of batters) expect(name).toMatch(/^[A-Z][\w-]*( [A-Z][\w-]*)+$/);
    const seasons = new Set(archive.map((m) => m.date.slice(0, 4)));
    expect(seasons.size).toBe(17);
    // A batter of the first season has mostly gone by the last.
    const of = (season: string) =>
      new Set(
        archive
          .filter((m) => m.date.startsWith(season))
          .flatMap((m) => m.events.map((e) => value(e, 'batter'))),
      );
    const [first, last] = [of('2008'), of('2024')];
    expect([...first].filter((b) => last.has(b)).length).toBeLessThan(first.size / 2);
  });

  it('is as many clips as asked, in the tenant’s categories, the same every run', () => {
    const categories = new Set(familyOf(cricket).clipCategories.map((c) => c.name));
    const clips = [...corpusClips(cricket, 1000, () => undefined).inIdOrder()];
    expect(clips).toHaveLength(1000);
    for (const clip of clips)
      for (const item of clip.items) expect(categories.has(item.category)).toBe(true);
    const again = [...corpusClips(cricket, 1000, () => undefined).inIdOrder()];
    expect(again.map((c) => c.id)).toEqual(clips.map((c) => c.id));
  });
});

function* take<T>(items: Iterable<T>, count: number): Generator<T> {
  if (count <= 0) return;
  for (const item of items) {
    yield item;
    if (--count === 0) return;
  }
}
