import { describe, expect, it } from 'vitest';
import { matchDataFixtureText } from '../../../test/fixtures/match-data/fixture';
import {
  cricketTimeline,
  footballTimeline,
  matchDataRefusalInWords,
  matchIdFromFileName,
  kindsInWords,
  notesByReason,
  dateMismatchInWords,
  otherMatchProblem,
  parseBall,
  parseVideoTime,
  readMatchFile,
  videoTimeText,
  type MatchFile,
} from './match-data';

const FINAL = readMatchFile(matchDataFixtureText('cricsheet/1426312.json'), '1426312.json');
const cricket = FINAL as Extract<MatchFile, { format: 'cricsheet' }>;
const HOUR = 3600;

describe('a provider’s file read in the browser', () => {
  it('recognises the Cricsheet final: its teams, innings and balls as a scorecard writes them', () => {
    expect(cricket).toMatchObject({
      format: 'cricsheet',
      match: 'Sunrisers Hyderabad v Kolkata Knight Riders',
      matchId: '1426312',
    });
    expect(cricket.innings.map((i) => [i.number, i.team, i.balls.length])).toEqual([
      [1, 'Sunrisers Hyderabad', 117],
      [2, 'Kolkata Knight Riders', 67],
    ]);
    expect(cricket.innings[0]!.balls.slice(0, 2)).toEqual(['0.1', '0.2']);
  });

  it('recognises a StatsBomb event file by its periods, and its line-up file', () => {
    const events = readMatchFile(
      matchDataFixtureText('statsbomb/15986-events.json'),
      '15986-events.json',
    );
    expect(events).toMatchObject({
      format: 'statsbomb',
      match: 'Barcelona v Girona',
      matchId: '15986',
      periods: [1, 2],
    });
    const lineup = readMatchFile(matchDataFixtureText('statsbomb/15986-lineup.json'), 'l.json');
    expect(lineup).toMatchObject({ format: 'statsbomb-lineup', teams: ['Barcelona', 'Girona'] });
  });

  it('takes a logger’s CSV as a table, and refuses in words what is neither JSON nor CSV', () => {
    expect(readMatchFile('Clock,Event\n1:00,Try\n', 'Round 3 log.csv')).toMatchObject({
      format: 'csv',
      matchId: '3',
      table: { columns: ['Clock', 'Event'], rows: [{ Clock: '1:00', Event: 'Try' }] },
    });
    expect(readMatchFile('<html>', 'match.json')).toEqual({
      problem:
        'This file is neither JSON nor a CSV table: choose the provider’s .json file, or the logger’s .csv.',
    });
    expect(readMatchFile('just words', 'log.csv')).toMatchObject({
      problem: expect.stringContaining('not a table of events'),
    });
    for (const text of ['{"info":{}}', '[]', '[{"period":1}]', '42'])
      expect(readMatchFile(text, 'x.json')).toMatchObject({
        problem: expect.stringContaining('neither a Cricsheet match nor a StatsBomb'),
      });
  });

  it('takes the match id from the file’s name', () => {
    expect(matchIdFromFileName('1426312.json')).toBe('1426312');
    expect(matchIdFromFileName('events/15986.json')).toBe('15986');
    expect(matchIdFromFileName('final.json')).toBe('final');
    expect(matchIdFromFileName('Final day (revised).csv')).toBe('Final-day-revised');
  });
});

describe('times and balls as a person writes them', () => {
  it('reads h:mm:ss, m:ss and seconds, and writes them back', () => {
    expect(parseVideoTime('1:02:03.5')).toBe(3723.5);
    expect(parseVideoTime(' 10:00 ')).toBe(600);
    expect(parseVideoTime('600')).toBe(600);
    for (const bad of ['', '1:60', '1.5:00', 'ten', '1:2:3:4', '-5'])
      expect(parseVideoTime(bad)).toBeNull();
    expect(videoTimeText(3723.5)).toBe('1:02:03.5');
    expect(videoTimeText(600)).toBe('10:00');
    expect(videoTimeText(5.04)).toBe('0:05');
  });

  it('reads a ball as over.ball', () => {
    expect(parseBall('0.1')).toEqual({ over: 0, ball: 1 });
    expect(parseBall('19.6')).toEqual({ over: 19, ball: 6 });
    expect(parseBall('7')).toBeNull();
  });
});

describe('placing a file on the video', () => {
  it('takes sync points that name the file’s balls in order, within the video', () => {
    const placed = cricketTimeline(
      [
        { innings: 2, ball: '0.1', time: '3:00:00' },
        { innings: 1, ball: '0.1', time: '10:00' },
      ],
      cricket,
      4 * HOUR,
    );
    expect(placed).toEqual({
      ok: true,
      body: {
        syncPoints: [
          { innings: 1, over: 0, ball: 1, at: 600 },
          { innings: 2, over: 0, ball: 1, at: 3 * HOUR },
        ],
      },
    });
  });

  it('says what is wrong with each sync point, and with their order', () => {
    const placed = cricketTimeline(
      [
        { innings: 1, ball: 'first', time: '10:00' },
        { innings: 2, ball: '30.1', time: '10:00' },
        { innings: 3, ball: '0.1', time: '10:00' },
        { innings: 1, ball: '0.2', time: '5:00:00' },
        { innings: 1, ball: '', time: '' },
      ],
      cricket,
      4 * HOUR,
    );
    expect(placed).toEqual({
      ok: false,
      problem: null,
      problems: [
        'Give the ball as over.ball, such as 0.1 for the first.',
        'Innings 2 has no ball 30.1.',
        'The file has no innings 3.',
        'The video ends at 4:00:00.',
        null,
      ],
    });
    expect(cricketTimeline([], cricket, HOUR)).toMatchObject({
      ok: false,
      problem: 'Give the video time of at least one ball: the first of each innings.',
    });
    expect(
      cricketTimeline(
        [
          { innings: 1, ball: '0.1', time: '20:00' },
          { innings: 1, ball: '10.1', time: '10:00' },
        ],
        cricket,
        HOUR,
      ),
    ).toMatchObject({
      ok: false,
      problem:
        'Ball 10.1 of innings 1 comes after ball 0.1 of innings 1: its video time must be later.',
    });
  });

  it('takes the periods’ kick-offs in order', () => {
    expect(
      footballTimeline(
        [
          { period: 1, time: '2:00' },
          { period: 2, time: '1:00:00' },
        ],
        2 * HOUR,
      ),
    ).toEqual({ ok: true, body: { periodStarts: { '1': 120, '2': 3600 } } });
    expect(
      footballTimeline(
        [
          { period: 1, time: '50:00' },
          { period: 2, time: '10:00' },
        ],
        2 * HOUR,
      ),
    ).toMatchObject({ ok: false, problem: expect.stringContaining('later') });
    expect(footballTimeline([{ period: 1, time: '' }], HOUR)).toMatchObject({ ok: false });
    expect(footballTimeline([{ period: 1, time: 'x' }], HOUR)).toMatchObject({
      problems: ['Give the video time as h:mm:ss, m:ss or seconds.'],
    });
  });
});

describe('another match, and the server’s refusals in words', () => {
  it('compares the file’s teams with the video’s match', () => {
    expect(otherMatchProblem(cricket, 'Kolkata Knight Riders v Sunrisers Hyderabad')).toBeNull();
    expect(otherMatchProblem(cricket, 'Seed highlights')).toBeNull();
    // Whatever the video's match says after its teams.
    for (const match of [
      'Sunrisers Hyderabad v Kolkata Knight Riders, Final',
      'Kolkata Knight Riders v Sunrisers Hyderabad (Day 1)',
      'IPL 2024: Sunrisers Hyderabad v Kolkata Knight Riders, T20 2',
    ])
      expect(otherMatchProblem(cricket, match), match).toBeNull();
    expect(otherMatchProblem(cricket, 'Chennai Super Kings v Mumbai Indians')).toBe(
      'This file is Sunrisers Hyderabad v Kolkata Knight Riders; this video is Chennai Super Kings v Mumbai Indians. Choose this match’s file, or correct the video’s match with Edit.',
    );
  });

  it('says when the file’s day is not the video’s', () => {
    expect(dateMismatchInWords('2024-05-26', '2024-05-26')).toBeNull();
    expect(dateMismatchInWords(null, '2024-05-26')).toBeNull();
    expect(dateMismatchInWords('2024-05-26', '2024-06-02')).toBe(
      'The file’s match was played on 26/05/2024; this video is dated 02/06/2024. Search and the library show the video’s date.',
    );
    expect(dateMismatchInWords('2024-05-26', null)).toMatch(/^This video has no match date/);
  });

  it('counts clips by kind in words', () => {
    expect(kindsInWords({ default: 142, wicket: 12, boundary: 30 }, 'cricsheet')).toBe(
      '30 boundaries, 12 wickets, 142 other balls',
    );
    expect(kindsInWords({ goal: 1, default: 21, card: 9 }, 'statsbomb')).toBe(
      '9 cards, 1 goal, 21 other events',
    );
  });

  it('groups notes by their reason, with a few of their events', () => {
    const notes = [
      { summary: '0.1 A to B', reason: 'give the time' },
      { summary: 'Goal, X', reason: 'outside the video' },
      { summary: '0.2 A to B', reason: 'give the time' },
      { summary: '0.3 A to B', reason: 'give the time' },
    ];
    expect(notesByReason(notes, 2)).toEqual([
      { reason: 'give the time', count: 3, examples: ['0.1 A to B', '0.2 A to B'] },
      { reason: 'outside the video', count: 1, examples: ['Goal, X'] },
    ]);
  });

  it('words each code, and leaves others to the general words', () => {
    expect(matchDataRefusalInWords('other_match', cricket, 'A v B')).toContain(
      'this video is A v B',
    );
    expect(matchDataRefusalInWords('unsupported_data', cricket, undefined)).toContain('Cricsheet');
    expect(matchDataRefusalInWords('validation', cricket, undefined)).toContain('sync points');
    expect(matchDataRefusalInWords('not_found', cricket, undefined)).toBeNull();
  });
});
