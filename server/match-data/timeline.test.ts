import { describe, expect, it } from 'vitest';
import { matchDataSettingsOf } from '../../src/tenants/config/match-data';
import { readCricsheet } from '../../src/core/domain/match-files/cricsheet';
import { matchDataFixture } from '../../test/fixtures/match-data/fixture';
import { placeEvents } from './timeline';
import { readStatsbomb } from '../../src/core/domain/match-files/statsbomb';

const cricket = matchDataSettingsOf('cricket')!;
const soccer = matchDataSettingsOf('soccer')!;
const final = () => readCricsheet(matchDataFixture('cricsheet/1426312.json'), '1426312').events;
const HOURS = 3600;

describe('placing a football match on its video', () => {
  const events = () =>
    readStatsbomb(matchDataFixture('statsbomb/15986-events.json'), '15986', soccer.statsbomb!)
      .events;

  it('puts each event at its half’s kick-off plus its time, with the tenant’s lead and lag', () => {
    const { placed, skipped } = placeEvents(
      events(),
      { periodStarts: { 1: 120, 2: 3600 }, duration: 2 * HOURS },
      soccer,
    );
    expect(skipped).toEqual([]);
    const goals = placed.filter((e) => e.kind === 'goal');
    expect(goals.map((g) => [g.at, g.offset, g.length])).toEqual([
      [120 + 1101.121, 120 + 1101.121 - 12, 30],
      [120 + 2669.908, 120 + 2669.908 - 12, 30],
      [3600 + 318.479, 3600 + 318.479 - 12, 30],
      [3600 + 1031.272, 3600 + 1031.272 - 12, 30],
    ]);
    expect(goals[0]!.placedBy).toBe("period 1's start");
    const corner = placed.find((e) => e.kind === 'corner')!;
    expect(corner.length).toBe(12);
  });

  it('says what it cannot place: a half with no kick-off given, a moment past the video', () => {
    const { placed, skipped } = placeEvents(
      events(),
      { periodStarts: { 1: 0 }, duration: 40 * 60 },
      soccer,
    );
    expect(placed.every((e) => e.clock.kind === 'period' && e.clock.period === 1)).toBe(true);
    expect(skipped.some((s) => /give the video time of period 2's start/.test(s.reason))).toBe(
      true,
    );
    const late = skipped.find((s) => s.summary.startsWith('Goal,') && /outside/.test(s.reason))!;
    expect(late).toMatchObject({
      summary: 'Goal, Cristhian Ricardo Stuani Curbelo (45′), at 44:30',
      reason: 'outside the video, which is 40:00 long',
    });
    // A clip near the start is cut at the start, not before it.
    const first = placeEvents(
      events(),
      { periodStarts: { 1: 0, 2: 3000 }, duration: 2 * HOURS },
      soccer,
    ).placed[0]!;
    expect(first.offset).toBeGreaterThanOrEqual(0);
  });
});

describe('placing a cricket match on its video', () => {
  it('places every ball between two sync points by its order, with pauses for overs and wickets', () => {
    const balls = final();
    const { placed, skipped } = placeEvents(
      balls,
      {
        syncPoints: [
          { innings: 1, over: 0, ball: 1, at: 600 },
          { innings: 1, over: 10, ball: 1, at: 600 + 2400 },
          { innings: 2, over: 0, ball: 1, at: 6000 },
        ],
        duration: 4 * HOURS,
      },
      cricket,
    );
    expect(skipped).toEqual([]);
    expect(placed).toHaveLength(184);
    const at = (innings: number, over: number, ball: number) =>
      placed.find(
        (e) =>
          e.clock.kind === 'ball' &&
          e.clock.innings === innings &&
          e.clock.over === over &&
          e.clock.ball === ball,
      )!;
    expect(at(1, 0, 1)).toMatchObject({ at: 600, placedBy: 'sync point 0.1' });
    expect(at(1, 10, 1)).toMatchObject({ at: 3000, placedBy: 'sync point 10.1' });
    const between = at(1, 5, 3);
    expect(between.placedBy).toBe('between sync points 0.1 and 10.1');
    expect(between.at).toBeGreaterThan(600);
    expect(between.at).toBeLessThan(3000);
    // Balls keep their order, further apart at a change of ends and after a wicket.
    const firstInnings = placed.filter((e) => e.clock.kind === 'ball' && e.clock.innings === 1);
    const gaps = firstInnings.slice(1).map((e, i) => [e, e.at - firstInnings[i]!.at] as const);
    expect(gaps.every(([, gap]) => gap > 0)).toBe(true);
    const early = gaps.filter(([e]) => e.clock.kind === 'ball' && e.clock.over < 10);
    const plain = early.find(
      ([e]) => e.clock.kind === 'ball' && !e.clock.newOver && !e.clock.afterWicket,
    )![1];
    const overChange = early.find(
      ([e]) => e.clock.kind === 'ball' && e.clock.newOver && !e.clock.afterWicket,
    )![1];
    // (Times are kept to the millisecond.)
    expect(overChange / plain).toBeCloseTo((32 + 70) / 32, 3);
    // After the last sync point, the broadcast's own pace.
    expect(at(2, 0, 2).at - at(2, 0, 1).at).toBe(32);
    expect(at(2, 0, 2).placedBy).toBe("from sync point 0.1, at the broadcast's pace");
    // A wicket's clip runs on for the replay.
    const wicket = placed.find((e) => e.kind === 'wicket')!;
    expect([wicket.at - wicket.offset, wicket.length]).toEqual([3, 18]);
  });

  it('never puts a ball of an innings past the next innings’ start, and says why', () => {
    const balls = final();
    const { placed, skipped } = placeEvents(
      balls,
      {
        syncPoints: [
          { innings: 1, over: 0, ball: 1, at: 10 },
          { innings: 2, over: 0, ball: 1, at: 120 },
        ],
        duration: 4 * HOURS,
      },
      cricket,
    );
    const firstInnings = placed.filter((e) => e.clock.kind === 'ball' && e.clock.innings === 1);
    expect(firstInnings.length).toBeGreaterThan(0);
    expect(Math.max(...firstInnings.map((e) => e.at))).toBeLessThan(120);
    const secondInnings = placed.filter((e) => e.clock.kind === 'ball' && e.clock.innings === 2);
    expect(secondInnings.length).toBe(
      balls.filter((e) => e.clock.kind === 'ball' && e.clock.innings === 2).length,
    );
    expect(firstInnings.length + skipped.length + secondInnings.length).toBe(balls.length);
    expect(skipped[0]!.reason).toBe(
      'after innings 2 begins (at 2:00): give a later ball or time of innings 1 to place it',
    );
  });

  it('asks for a sync point in each innings, and refuses points out of order or not in the file', () => {
    const { placed, skipped } = placeEvents(
      final(),
      { syncPoints: [{ innings: 1, over: 0, ball: 1, at: 60 }], duration: 4 * HOURS },
      cricket,
    );
    expect(placed).toHaveLength(117);
    expect(skipped).toHaveLength(67);
    expect(skipped[0]).toMatchObject({
      summary: expect.stringMatching(/^0\.1 /),
      reason: 'give the video time of a ball of innings 2, its first at least',
    });
    expect(() =>
      placeEvents(
        final(),
        {
          syncPoints: [
            { innings: 1, over: 0, ball: 1, at: 900 },
            { innings: 1, over: 5, ball: 1, at: 300 },
          ],
          duration: 4 * HOURS,
        },
        cricket,
      ),
    ).toThrow(
      "Ball 5.1 is given before ball 0.1 in the video: sync points follow the match's order.",
    );
    expect(() =>
      placeEvents(
        final(),
        { syncPoints: [{ innings: 2, over: 15, ball: 1, at: 900 }], duration: 4 * HOURS },
        cricket,
      ),
    ).toThrow('Innings 2 has no ball 15.1: give a ball of the file.');
  });
});
