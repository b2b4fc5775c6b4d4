import { describe, expect, it } from 'vitest';
import { readCricsheet } from './cricsheet';
import { matchDataFixture } from '../../../../test/fixtures/match-data/fixture';

const final = () => readCricsheet(matchDataFixture('cricsheet/1426312.json'), '1426312');
const qualifier = () => readCricsheet(matchDataFixture('cricsheet/1426311.json'), '1426311');

const valuesOf = (
  event: { values: Array<{ category: string; value: unknown }> },
  category: string,
) => event.values.filter((v) => v.category === category).map((v) => v.value);

describe('a Cricsheet match', () => {
  it('is every delivery of the file, as many as it holds, in order', () => {
    const { events, facts, skipped } = final();
    expect(events).toHaveLength(184);
    expect(skipped).toEqual([]);
    expect(facts).toMatchObject({
      match: 'Sunrisers Hyderabad v Kolkata Knight Riders',
      teams: ['Sunrisers Hyderabad', 'Kolkata Knight Riders'],
      date: '2024-05-26',
    });
    expect(facts.players['Kolkata Knight Riders']).toContain('MA Starc');
    const innings = events.map((e) => (e.clock.kind === 'ball' ? e.clock.innings : 0));
    expect([innings.filter((i) => i === 1).length, innings.filter((i) => i === 2).length]).toEqual([
      117, 67,
    ]);
    expect(qualifier().events).toHaveLength(251);
  });

  it('counts the wickets, fours and sixes the file holds, each of its own kind', () => {
    for (const [read, wickets, fours, sixes] of [
      [final, 12, 18, 9],
      [qualifier, 16, 24, 14],
    ] as const) {
      const { events } = read();
      expect(events.filter((e) => e.kind === 'wicket')).toHaveLength(wickets);
      const runs = events.map((e) => valuesOf(e, 'runs')[0]);
      expect(runs.filter((r) => r === 4)).toHaveLength(fours);
      expect(runs.filter((r) => r === 6)).toHaveLength(sixes);
      expect(events.filter((e) => e.kind === 'boundary')).toHaveLength(
        events.filter(
          (e) => e.kind !== 'wicket' && [4, 6].includes(valuesOf(e, 'runs')[0] as number),
        ).length,
      );
    }
  });

  it('gives a delivery in the cricket tenant’s categories, wicket and fielders included', () => {
    const { events } = final();
    const first = events[0]!;
    expect(first.sourceId).toBe('cricsheet:1426312:1.0.1');
    expect(first.values).toEqual(
      expect.arrayContaining([
        { category: 'batter', value: 'Abhishek Sharma' },
        { category: 'bowler', value: 'MA Starc' },
        { category: 'non_striker', value: 'TM Head' },
        { category: 'runs', value: 0 },
        { category: 'team', value: 'Sunrisers Hyderabad' },
        { category: 'innings', value: 1 },
        { category: 'over', value: 0 },
        { category: 'series', value: 'Indian Premier League' },
        { category: 'season', value: '2024' },
        { category: 'match_format', value: 'T20' },
        { category: 'match_date', value: '2024-05-26' },
      ]),
    );
    const caught = events.find((e) => valuesOf(e, 'player_out')[0] === 'RA Tripathi')!;
    expect(caught.kind).toBe('wicket');
    expect(valuesOf(caught, 'wicket')).toEqual(['Caught']);
    expect(valuesOf(caught, 'fielder')).toEqual(['Ramandeep Singh']);
    expect(caught.summary).toBe('4.2 MA Starc to RA Tripathi: RA Tripathi caught');
    const lbw = events.find((e) => valuesOf(e, 'player_out')[0] === 'JD Unadkat')!;
    expect(valuesOf(lbw, 'wicket')).toEqual(['LBW']);
  });

  it('numbers balls as a scorecard does: a wide is bowled again', () => {
    const { events } = final();
    const wide = events.find(
      (e) =>
        e.clock.kind === 'ball' && e.clock.over === 3 && valuesOf(e, 'extras_kind')[0] === 'Wide',
    )!;
    expect(valuesOf(wide, 'extras')).toEqual([1]);
    const next = events[events.indexOf(wide) + 1]!;
    expect(wide.clock).toMatchObject({ over: 3 });
    expect(next.clock).toMatchObject({ over: 3, ball: (wide.clock as { ball: number }).ball });
    // The ball after a wicket, and the first of an over, are marked for their pauses.
    const afterWicket = events[events.indexOf(events.find((e) => e.kind === 'wicket')!) + 1]!;
    expect(afterWicket.clock).toMatchObject({ afterWicket: true });
    // Kolkata bowled Sunrisers out in the 19th over and won in the 11th: 18 and 10 changes.
    expect(events.filter((e) => e.clock.kind === 'ball' && e.clock.newOver)).toHaveLength(18 + 10);
  });

  it('refuses in words a file that is not a Cricsheet match', () => {
    expect(() => readCricsheet({ some: 'thing' }, '1')).toThrow(/not a Cricsheet match/);
    expect(() => readCricsheet([1, 2], '1')).toThrow(/not a Cricsheet match/);
    // A file cut or changed by hand: where it goes wrong, in words.
    const file = matchDataFixture('cricsheet/1426312.json') as {
      innings: Array<{ overs: Array<{ over: number; deliveries: unknown[] }> }>;
    };
    file.innings[1]!.overs[4]!.deliveries[2] = { batter: 'SS Iyer' };
    expect(() => readCricsheet(file, '1426312')).toThrow(
      'Delivery 3 of over 4 of innings 2 is not as Cricsheet writes one.',
    );
    (file.innings[1] as { overs: unknown }).overs = 'none';
    expect(() => readCricsheet(file, '1426312')).toThrow('Innings 2 has no list of overs.');
  });

  it('refuses in words a file of more deliveries than a match has', () => {
    const file = matchDataFixture('cricsheet/1426312.json') as {
      innings: Array<{ overs: Array<{ over: number; deliveries: unknown[] }> }>;
    };
    const [first] = file.innings;
    // The final's first innings 600 times over: 102,000 and more deliveries.
    const overs = Array.from({ length: 600 }, (_, i) =>
      first!.overs.map((o) => ({ ...o, over: i * 20 + o.over })),
    ).flat();
    const huge = { ...file, innings: [{ ...first, overs }] };
    expect(() => readCricsheet(huge, '1')).toThrow(
      /^This file has [\d,]+ deliveries; one match has at most 20,000\. Send one match a file\.$/,
    );
  });
});
