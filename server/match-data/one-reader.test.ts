import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../../src/tenants';
import { readMatchFile } from '../../src/core/domain/match-data';
import type { MatchData } from '../../src/core/domain/match-files/events';
import { matchDataFixture, matchDataFixtureText } from '../../test/fixtures/match-data/fixture';
import { BadRequestError } from '../http/errors';
import { readMatchData, settingsOf } from './service';

/**
 * Every provider file of the fixtures (copies of the team's shared data, docs in
 * test/fixtures/match-data/README.md) through the browser's preview check (`readMatchFile`)
 * and the server's import reading (`readMatchData`): one reader per format, so they agree on
 * what the file is and on what they refuse, in the same words.
 */
const CRICSHEET = ['cricsheet/1426311.json', 'cricsheet/1426312.json'];
const STATSBOMB = 'statsbomb/15986-events.json';
const LINEUP = 'statsbomb/15986-lineup.json';

const cricket = tenantByKey('cricket')!.tenantId.production;
const football = tenantByKey('soccer')!.tenantId.production;

function importRead(tenantId: string, file: unknown, matchId: string, lineup?: unknown): MatchData {
  return readMatchData(
    { file, matchId, ...(lineup ? { lineup } : {}) } as never,
    settingsOf(tenantId),
    null,
    undefined,
  );
}

/** What the server says of a file it refuses: its words, or null when it reads it. */
function importRefusal(tenantId: string, file: unknown): string | null {
  try {
    importRead(tenantId, file, '1');
    return null;
  } catch (error) {
    if (error instanceof BadRequestError) return error.message;
    throw error;
  }
}

const ballsByInnings = (data: MatchData) => {
  const innings = new Map<number, string[]>();
  for (const event of data.events)
    if (event.clock.kind === 'ball')
      innings.set(event.clock.innings, [
        ...(innings.get(event.clock.innings) ?? []),
        `${event.clock.over}.${event.clock.ball}`,
      ]);
  return [...innings.entries()].map(([number, balls]) => ({ number, balls }));
};

describe('a provider’s file, read by the browser and by the server', () => {
  it.each(CRICSHEET)('%s: the same match, teams, id and balls in each innings', (name) => {
    const preview = readMatchFile(matchDataFixtureText(name), name);
    if (!('format' in preview) || preview.format !== 'cricsheet')
      throw new Error(`${name}: not read`);
    const data = importRead(cricket, matchDataFixture(name), preview.matchId);
    expect(preview.matchId).toBe(name.replace(/\D/g, ''));
    expect({ match: preview.match, teams: preview.teams }).toEqual({
      match: data.facts.match,
      teams: data.facts.teams,
    });
    expect(preview.innings.map(({ number, balls }) => ({ number, balls }))).toEqual(
      ballsByInnings(data),
    );
    // Every delivery a ball of the preview: wides and no-balls numbered as the ball after them.
    expect(preview.innings.flatMap((i) => i.balls)).toHaveLength(data.events.length);
  });

  it('the StatsBomb match: the same teams, id and periods, and its line-up known as one', () => {
    const preview = readMatchFile(matchDataFixtureText(STATSBOMB), '15986-events.json');
    if (!('format' in preview) || preview.format !== 'statsbomb') throw new Error('not read');
    const data = importRead(
      football,
      matchDataFixture(STATSBOMB),
      preview.matchId,
      matchDataFixture(LINEUP),
    );
    expect(preview.matchId).toBe('15986');
    expect({ match: preview.match, teams: preview.teams }).toEqual({
      match: data.facts.match,
      teams: data.facts.teams,
    });
    const periods = [
      ...new Set(data.events.map((e) => (e.clock.kind === 'period' ? e.clock.period : 0))),
    ];
    expect(preview.periods).toEqual(periods.sort((a, b) => a - b));

    const lineup = readMatchFile(matchDataFixtureText(LINEUP), '15986-lineup.json');
    expect(lineup).toMatchObject({ format: 'statsbomb-lineup', teams: data.facts.teams });
  });

  it('refuses the same broken files in the same words', () => {
    const final = matchDataFixture('cricsheet/1426312.json') as {
      innings: Array<{ overs: Array<{ deliveries: Array<Record<string, unknown>> }> }>;
    };
    delete final.innings[1]!.overs[3]!.deliveries[2]!.bowler;
    const events = matchDataFixture(STATSBOMB) as Array<Record<string, unknown>>;
    events[1200] = { ...events[1200], timestamp: 7 };
    const tooMany = Array.from({ length: 20_001 }, (_, i) => ({ ...events[10], id: `e${i}` }));
    for (const [tenantId, broken, said] of [
      [cricket, final, /Delivery 3 of over 3 of innings 2 is not as Cricsheet writes one/],
      [football, events, /Event 1201 of the file is not a StatsBomb event/],
      [football, tooMany, /20,001 events; one match has at most 20,000/],
    ] as const) {
      const preview = readMatchFile(JSON.stringify(broken), 'broken.json');
      expect(preview).toEqual({ problem: expect.stringMatching(said) });
      expect(importRefusal(tenantId, broken)).toBe((preview as { problem: string }).problem);
    }
  });
});
