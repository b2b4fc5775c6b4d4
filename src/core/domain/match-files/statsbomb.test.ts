import { describe, expect, it } from 'vitest';
import { matchDataSettingsOf } from '../../../tenants/config/match-data';
import { matchDataFixture } from '../../../../test/fixtures/match-data/fixture';
import { MatchDataError } from './events';
import { readStatsbomb } from './statsbomb';

const rules = matchDataSettingsOf('soccer')!.statsbomb!;
const read = () =>
  readStatsbomb(
    matchDataFixture('statsbomb/15986-events.json'),
    '15986',
    rules,
    matchDataFixture('statsbomb/15986-lineup.json'),
  );
const actions = (events: ReturnType<typeof read>['events']) =>
  events.map((e) => e.values.find((v) => v.category === 'action')!.value);

describe('a StatsBomb event file', () => {
  it('makes clips of the events the tenant names: its 27 shots, 4 of them goals', () => {
    const { events, facts } = read();
    expect(facts).toMatchObject({ match: 'Barcelona v Girona', teams: ['Barcelona', 'Girona'] });
    const made = actions(events);
    expect(made.filter((a) => a === 'Goal')).toHaveLength(4);
    expect(made.filter((a) => a === 'Shot')).toHaveLength(23);
    expect(made.filter((a) => a === 'Save')).toHaveLength(12);
    expect(made.filter((a) => a === 'Corner')).toHaveLength(10);
    // 28 fouls, 7 with a card; and 2 cards for bad behaviour.
    expect(made.filter((a) => a === 'Foul')).toHaveLength(21);
    expect(made.filter((a) => a === 'Yellow card')).toHaveLength(8);
    expect(made.filter((a) => a === 'Red card')).toHaveLength(1);
  });

  it('gives each goal its team, scorer, half and minute, on its period’s clock', () => {
    const goals = read().events.filter((e) => e.kind === 'goal');
    expect(
      goals.map((g) => [
        g.clock,
        ...['team', 'player', 'half', 'minute'].map(
          (c) => g.values.find((v) => v.category === c)?.value,
        ),
      ]),
    ).toEqual([
      [
        { kind: 'period', period: 1, seconds: 1101.121 },
        'Barcelona',
        'Lionel Andrés Messi Cuccittini',
        1,
        19,
      ],
      [
        { kind: 'period', period: 1, seconds: 2669.908 },
        'Girona',
        'Cristhian Ricardo Stuani Curbelo',
        1,
        45,
      ],
      [
        { kind: 'period', period: 2, seconds: 318.479 },
        'Girona',
        'Cristhian Ricardo Stuani Curbelo',
        2,
        51,
      ],
      [
        { kind: 'period', period: 2, seconds: 1031.272 },
        'Barcelona',
        'Gerard Piqué Bernabéu',
        2,
        63,
      ],
    ]);
    expect(goals[0]!.sourceId).toMatch(/^statsbomb:15986:[0-9a-f-]{36}$/);
    expect(goals[0]!.summary).toBe('Goal, Lionel Andrés Messi Cuccittini (19′)');
  });

  it('places nothing whose time runs back in its period, and says so', () => {
    const { skipped, events } = read();
    // The file's one event whose clock jumps back 48 minutes makes no clip of the tenant's.
    expect(skipped).toEqual([]);
    const seconds = events.map((e) => (e.clock.kind === 'period' ? e.clock.seconds : -1));
    expect(seconds.every((s) => s >= 0)).toBe(true);
    // A file whose shot has that fault has it skipped, in words.
    const file = matchDataFixture('statsbomb/15986-events.json') as Array<Record<string, unknown>>;
    const later = file.findLastIndex(
      (e) => (e.type as { name: string }).name === 'Shot' && e.period === 1,
    );
    const odd = file.map((e, i) => (i === later ? { ...e, timestamp: '00:00:00.001' } : e));
    const read3 = readStatsbomb(odd, '15986', rules);
    expect(read3.skipped).toHaveLength(1);
    expect(read3.skipped[0]!.reason).toMatch(/runs back from the events before it/);
  });

  it('warns of a player not in the line-up, and refuses what is not an event file', () => {
    const lineup = matchDataFixture('statsbomb/15986-lineup.json') as Array<{
      team_name: string;
      lineup: Array<{ player_name: string }>;
    }>;
    const without = lineup.map((t) => ({
      ...t,
      lineup: t.lineup.filter((p) => p.player_name !== 'Lionel Andrés Messi Cuccittini'),
    }));
    const { warnings } = readStatsbomb(
      matchDataFixture('statsbomb/15986-events.json'),
      '15986',
      rules,
      without,
    );
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]!.reason).toMatch(
      /Lionel Andrés Messi Cuccittini is not in Barcelona's line-up/,
    );
    expect(() => readStatsbomb({ not: 'events' }, '1', rules)).toThrow(
      /not a StatsBomb event file/,
    );
    expect(() =>
      readStatsbomb(matchDataFixture('statsbomb/15986-lineup.json'), '1', rules),
    ).toThrow(/not a StatsBomb event file/);
  });

  it('refuses a malformed line-up in words, with where it is', () => {
    const events = matchDataFixture('statsbomb/15986-events.json') as Array<{
      type: { name: string };
      tactics?: unknown;
    }>;
    const first = events.findIndex((e) => e.type.name === 'Starting XI');
    const withLineup = (lineup: unknown) =>
      events.map((e, i) => (i === first ? { ...e, tactics: { lineup } } : e));
    const refusal = (document: unknown, lineupFile?: unknown) => {
      try {
        readStatsbomb(document, '15986', rules, lineupFile);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(MatchDataError);
        const { message, path } = error as MatchDataError;
        return { message, field: (error as MatchDataError).fieldIn('body.file'), path };
      }
    };
    expect(refusal(withLineup('x'))).toMatchObject({
      message: expect.stringMatching(/Starting XI\) has no list of players in tactics\.lineup/),
      field: `body.file[${first}].tactics.lineup`,
    });
    expect(refusal(withLineup([null]))).toMatchObject({
      message: expect.stringMatching(/player 1 of tactics\.lineup has no name/),
      field: `body.file[${first}].tactics.lineup[0].player.name`,
    });
    const lineupFile = matchDataFixture('statsbomb/15986-lineup.json') as Array<{
      lineup: unknown[];
    }>;
    const broken = lineupFile.map((t, i) => (i === 1 ? { ...t, lineup: [...t.lineup, 7] } : t));
    expect(refusal(events, broken)).toMatchObject({
      message: expect.stringMatching(/^The line-up of Girona: player \d+ has no name/),
      field: expect.stringMatching(/^body\.lineup\[1\]\.lineup\[\d+\]\.player_name$/),
    });
  });

  it('takes a part of a match without its Starting XI by the line-up or the video’s teams', () => {
    const events = (
      matchDataFixture('statsbomb/15986-events.json') as Array<{ type: { name: string } }>
    ).filter((e) => e.type.name !== 'Starting XI');
    const refused = (() => {
      try {
        readStatsbomb(events, '15986', rules);
        return null;
      } catch (error) {
        return error as MatchDataError;
      }
    })();
    expect(refused?.code).toBe('no_lineup');
    expect(refused?.message).toMatch(/no Starting XI events.*add its line-up file/);
    const byLineup = readStatsbomb(
      events,
      '15986',
      rules,
      matchDataFixture('statsbomb/15986-lineup.json'),
    );
    expect(byLineup.facts).toMatchObject({ match: 'Barcelona v Girona' });
    const byVideo = readStatsbomb(events, '15986', rules, undefined, {
      match: 'Barcelona v Girona, La Liga 2019/20',
    });
    expect(byVideo.facts).toMatchObject({
      match: 'Barcelona v Girona',
      teams: ['Barcelona', 'Girona'],
    });
    expect(byVideo.events.length).toBe(read().events.length);
  });
});
