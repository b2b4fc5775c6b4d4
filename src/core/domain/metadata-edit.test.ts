import { describe, expect, it } from 'vitest';
import type { PayloadItem } from '../api/contract';
import {
  changeWords,
  dataRequest,
  newRow,
  payloadOf,
  refusedRow,
  rowProblems,
  rowsOf,
  storedValue,
  valueProblem,
  valueTypes,
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

describe('values with a type: whole numbers and days', () => {
  const typeOf = valueTypes([
    { name: 'runs', valueType: 'integer' },
    { name: 'match_date', valueType: 'date' },
    { name: 'batter' },
  ]);
  const payload = [item('match_date', '2024-05-26'), item('runs', '4'), item('batter', 'V Kohli')];

  it('shows and takes a day as dd/mm/yyyy, and stores it as yyyy-MM-dd', () => {
    const rows = rowsOf(payload, typeOf);
    expect(rows.map((r) => r.value)).toEqual(['26/05/2024', '4', 'V Kohli']);
    // Unchanged, the stored item goes back whole.
    expect(payloadOf(rows, typeOf)[0]).toBe(payload[0]);
    rows[0]!.value = '1/6/2024';
    expect(payloadOf(rows, typeOf)[0]).toMatchObject({ value: '2024-06-01' });
    expect(storedValue(' 02/03/2025 ', 'date')).toBe('2025-03-02');
    expect(storedValue(' Cover drive ', 'text')).toBe('Cover drive');
  });

  it('says in words what a number or a day must look like', () => {
    const rows = rowsOf(payload, typeOf);
    rows[0]!.value = '2024-05-26';
    rows[1]!.value = 'four';
    const problems = rowProblems(rows, typeOf);
    expect(problems.get(rows[0]!.key)).toBe('Enter a day as dd/mm/yyyy, such as 26/05/2024.');
    expect(problems.get(rows[1]!.key)).toBe('Enter a whole number, such as 4.');
    expect(valueProblem('31/02/2024', 'date')).not.toBeNull();
    expect(valueProblem('-2', 'integer')).toBeNull();
    expect(valueProblem('anything', 'text')).toBeNull();
  });

  it('finds the row a server refusal names', () => {
    const rows = rowsOf(payload, typeOf);
    expect(refusedRow('body.clips.0.payload.2.value', rows)).toBe(rows[2]);
    expect(refusedRow('body.clips.0.payload.9.value', rows)).toBeUndefined();
    expect(refusedRow('body.clips.0.assetId', rows)).toBeUndefined();
    expect(refusedRow(undefined, rows)).toBeUndefined();
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
