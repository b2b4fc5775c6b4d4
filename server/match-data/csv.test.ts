import { describe, expect, it } from 'vitest';
import type { CsvMapping } from '../../src/core/api/contract';
import { families } from '../../src/tenants/families';
import { matchDataSettingsOf } from '../../src/tenants/config/match-data';
import { matchDataFixtureText } from '../../test/fixtures/match-data/fixture';
import { CsvMappingError, readCsv, type CsvContext } from './csv';
import { MatchDataError } from '../../src/core/domain/match-files/events';

const LOGGER = matchDataFixtureText('logger/15986-logger.csv');
const soccer: CsvContext = {
  categories: families.soccer.clipCategories,
  timing: matchDataSettingsOf('soccer')!.timing,
  timecode: { start: null, fps: null },
};
const MAPPING: CsvMapping = {
  time: 'Clock',
  timeKind: 'clock',
  period: 'Half',
  kind: 'Kind',
  id: 'Event ID',
  columns: { Team: 'team', Player: 'player', Event: 'action', Half: 'half' },
};

describe('a logger’s CSV', () => {
  it('reads the logged La Liga match: every row an event on its half’s clock, in the tenant’s categories', () => {
    const data = readCsv(LOGGER, '15986', MAPPING, soccer);
    expect(data.format).toBe('csv');
    expect(data.events).toHaveLength(44);
    const goals = data.events.filter((e) => e.kind === 'goal');
    expect(goals).toHaveLength(4);
    expect(goals.map((e) => e.values.find((v) => v.category === 'player')!.value)).toContain(
      'Andrés Messi Cuccittini, Lionel',
    );
    expect(data.events[0]).toMatchObject({
      sourceId: 'csv:15986:881195e3',
      kind: 'corner',
      clock: { kind: 'period', period: 1, seconds: 282 },
      summary: '4:42 · Girona · Granell Nogué, Alejandro · Corner',
    });
    // The Notes column is not imported; the stoppage-time row is listed, not guessed.
    expect(data.events.every((e) => e.values.length === 4)).toBe(true);
    expect(data.skipped).toEqual([
      {
        sourceId: 'csv:15986:x-stoppage',
        summary: 'Row 21, 45+2 · Barcelona · Busquets i Burgos, Sergio · Shot',
        reason: 'its time is not a match clock (m:ss or seconds)',
      },
    ]);
  });

  it('places rows by their video time or by the video’s timecode', () => {
    const text = 'At,TC,What\n1:02:03.5,10:00:30:12,Try\n45,09:59:59:00,Conversion\n';
    const columns = { What: 'action' };
    const byTime = readCsv(text, 'm1', { time: 'At', timeKind: 'video', columns }, soccer);
    expect(byTime.events.map((e) => e.clock)).toEqual([
      { kind: 'video', at: 3723.5 },
      { kind: 'video', at: 45 },
    ]);
    expect(byTime.events[0]!.sourceId).toBe('csv:m1:row-2');
    const byTimecode = readCsv(
      text,
      'm1',
      { time: 'TC', timeKind: 'timecode', columns },
      { ...soccer, timecode: { start: '10:00:00:00', fps: 25 } },
    );
    // 30 s and 12 frames after the first frame; a timecode before it went past midnight.
    expect(byTimecode.events[0]!.clock).toEqual({ kind: 'video', at: 30.48 });
    expect(byTimecode.events[1]!.clock).toEqual({ kind: 'video', at: 24 * 3600 - 1 - 0 });
  });

  it('lists rows it cannot read: a value not of its category, an id used twice', () => {
    const text = 'At,Half,Id\n10,first,a\n20,2,a\n30,2,b\n';
    const data = readCsv(
      text,
      'm1',
      { time: 'At', timeKind: 'video', id: 'Id', columns: { Half: 'half' } },
      soccer,
    );
    expect(data.events.map((e) => e.sourceId)).toEqual(['csv:m1:b']);
    expect(data.skipped.map((s) => s.reason)).toEqual([
      'its “Half” is not a whole number',
      'its id repeats an earlier row’s',
    ]);
  });

  it('refuses in words a mapping that is not the file’s or the tenant’s, and what is no table', () => {
    expect(() => readCsv(LOGGER, '1', { ...MAPPING, time: 'Minute' }, soccer)).toThrow(
      CsvMappingError,
    );
    expect(() => readCsv(LOGGER, '1', { ...MAPPING, time: 'Minute' }, soccer)).toThrow(
      /^The file has no column “Minute”: its columns are “Event ID”, “Half”, “Clock”/,
    );
    expect(() => readCsv(LOGGER, '1', { ...MAPPING, columns: { Team: 'squad' } }, soccer)).toThrow(
      '“squad” is not one of this library’s categories.',
    );
    for (const text of ['', 'just words', 42])
      expect(() => readCsv(text, '1', MAPPING, soccer)).toThrow(MatchDataError);
  });
});
