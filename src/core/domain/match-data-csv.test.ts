import { describe, expect, it } from 'vitest';
import { matchDataFixtureText } from '../../../test/fixtures/match-data/fixture';
import {
  csvMappingProblem,
  csvPeriods,
  readBallTimes,
  readCsvTable,
  suggestCsvMapping,
  type CsvTable,
} from './match-data-csv';

const LOGGER = readCsvTable(matchDataFixtureText('logger/15986-logger.csv')) as CsvTable;
const SOCCER = [
  { name: 'team', label: 'Team' },
  { name: 'player', label: 'Player' },
  { name: 'action', label: 'Action' },
  { name: 'half', label: 'Half' },
];

describe('a logger’s CSV in the browser', () => {
  it('reads its columns and rows, past its byte-order mark and blank lines', () => {
    expect(LOGGER.columns).toEqual([
      'Event ID',
      'Half',
      'Clock',
      'Team',
      'Player',
      'Event',
      'Kind',
      'Notes',
    ]);
    expect(LOGGER.rows).toHaveLength(45);
    expect(LOGGER.rows[0]!.Player).toBe('Granell Nogué, Alejandro');
  });

  it('suggests the columns from their names, and the tenant’s last mapping when it fits', () => {
    const guessed = suggestCsvMapping(LOGGER, SOCCER, null);
    expect(guessed).toEqual({
      time: 'Clock',
      timeKind: 'clock',
      period: 'Half',
      kind: 'Kind',
      id: 'Event ID',
      columns: { Half: 'half', Team: 'team', Player: 'player' },
    });
    const saved = { ...guessed, columns: { ...guessed.columns, Event: 'action' } };
    expect(suggestCsvMapping(LOGGER, SOCCER, saved)).toBe(saved);
    // The last mapping names a column this file lacks: a guess instead.
    expect(suggestCsvMapping(LOGGER, SOCCER, { ...saved, time: 'Minute' })).toEqual(guessed);
    expect(csvPeriods(LOGGER, guessed)).toEqual([1, 2]);
    expect(csvPeriods(LOGGER, { ...guessed, period: undefined })).toEqual([1]);
  });

  it('says what a mapping lacks', () => {
    expect(csvMappingProblem({ time: '', timeKind: 'video', columns: { A: 'team' } })).toBe(
      'Choose the column with each event’s time.',
    );
    expect(csvMappingProblem({ time: 'At', timeKind: 'video', columns: {} })).toMatch(
      /at least one column/,
    );
    expect(csvMappingProblem({ time: 'At', timeKind: 'video', columns: { A: 'team' } })).toBeNull();
  });

  it('reads a logger’s table of ball times as sync points, or says why not', () => {
    expect(readBallTimes('Innings,Over,Ball,Time\n1,0,1,10:00\n2,0,1,1:50:00\n')).toEqual({
      rows: [
        { innings: 1, ball: '0.1', time: '10:00' },
        { innings: 2, ball: '0.1', time: '1:50:00' },
      ],
    });
    expect(readBallTimes('innings,ball,time\n1,1,2\n')).toEqual({
      problem: 'A table of ball times has the columns innings, over, ball and time.',
    });
    expect(readBallTimes('innings,over,ball,time\nfirst,0,1,2\n')).toEqual({
      problem: 'Row 2 of the table: its innings is not 1, 2…',
    });
  });
});
