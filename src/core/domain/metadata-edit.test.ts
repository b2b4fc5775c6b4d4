import { describe, expect, it } from 'vitest';
import type { PayloadItem } from '../api/contract';
import {
  changeWords,
  dataRequest,
  newRow,
  payloadOf,
  rowProblems,
  rowsOf,
  withValue,
} from './metadata-edit';

const item = (category: string, value: string, extra: Partial<PayloadItem> = {}): PayloadItem => ({
  id: `${category}-${value}`,
  category,
  value,
  startTime: 1,
  endTime: 2,
  indexerType: 'AI',
  additionalProperties: {},
  ...extra,
});

describe('editing a clip’s values', () => {
  const payload = [item('batter', 'V Kohli'), item('runs', '4', { integerValue: 4 })];

  it('keeps an unchanged item whole, and a changed one without its old number', () => {
    const rows = rowsOf(payload);
    rows[1]!.value = '6';
    const out = payloadOf(rows);
    expect(out[0]).toBe(payload[0]);
    expect(out[1]).toEqual({ ...item('runs', '4'), value: '6' });
    expect(out[1]).not.toHaveProperty('integerValue');
  });

  it('adds new rows as plain values, trimmed', () => {
    const row = newRow('shot');
    row.value = '  Cover drive ';
    expect(payloadOf([...rowsOf(payload), row]).at(-1)).toEqual({
      category: 'shot',
      value: 'Cover drive',
    });
  });

  it('finds empty, too long and repeated values', () => {
    const rows = [...rowsOf(payload), newRow('shot'), { ...newRow('batter'), value: 'V Kohli' }];
    rows[2]!.value = '';
    const problems = rowProblems(rows);
    expect(problems.get(rows[2]!.key)).toBe('Enter a value, or remove the row.');
    expect(problems.get(rows[3]!.key)).toBe('This value is there already.');
    expect(problems.size).toBe(2);
    expect(rowProblems(rowsOf(payload)).size).toBe(0);
    expect(rowProblems([{ ...newRow('x'), value: 'y'.repeat(501) }]).size).toBe(1);
  });
});

describe('one value on many clips', () => {
  const payload = [item('batter', 'V Kohli'), item('shot', 'Pull'), item('shot', 'Hook')];
  it('replaces the category’s values, or adds to them once', () => {
    expect(withValue(payload, 'shot', 'Cut', 'replace').map((i) => i.value)).toEqual([
      'V Kohli',
      'Cut',
    ]);
    expect(withValue(payload, 'shot', 'Cut', 'add').map((i) => i.value)).toEqual([
      'V Kohli',
      'Pull',
      'Hook',
      'Cut',
    ]);
    expect(withValue(payload, 'shot', 'Pull', 'add').map((i) => i.value)).toEqual([
      'V Kohli',
      'Hook',
      'Pull',
    ]);
  });
  it('writes each clip by its own id, without the page suffix', () => {
    const body = dataRequest([
      { hit: { id: 'c1/2', assetId: 'a1', offset: 3, duration: 4 }, payload: [] },
    ]);
    expect(body.clips[0]).toEqual({ id: 'c1', assetId: 'a1', offset: 3, duration: 4, payload: [] });
  });
});

describe('a change in words', () => {
  it('pairs a value taken with one added in the same category', () => {
    const words = changeWords(
      {
        clips: [
          {
            clipId: 'c1',
            title: '',
            added: [
              { category: 'batter', value: 'Virat Kohli' },
              { category: 'shot', value: 'Cover drive' },
            ],
            removed: [
              { category: 'batter', value: 'V Kohli' },
              { category: 'appeal', value: 'LBW' },
            ],
          },
          {
            clipId: 'c2',
            title: '',
            added: [{ category: 'batter', value: 'Virat Kohli' }],
            removed: [{ category: 'batter', value: 'V Kohli' }],
          },
        ],
      },
      (c) => (c === 'batter' ? 'Batter' : c),
    );
    expect(words).toBe('Batter: V Kohli → Virat Kohli; shot: + Cover drive; appeal: − LBW');
    expect(changeWords({ clips: [] })).toBe('No values changed');
  });
});
