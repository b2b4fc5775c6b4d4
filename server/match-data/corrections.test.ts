import { describe, expect, it } from 'vitest';
import { correctedCategories, mergeCorrections, valuesByCategory } from './corrections';

const item = (category: string, value: string) => ({
  id: `${category}-${value}`,
  category,
  value,
  startTime: 0,
  endTime: 1000,
  indexerType: 'MANUAL' as const,
  additionalProperties: {},
});

describe('corrections an editor made since the last import', () => {
  it('groups values by category, lower case, sorted', () => {
    expect(
      valuesByCategory([
        { category: 'Fielder', value: 'B' },
        { category: 'fielder', value: 'A' },
        { category: 'runs', value: 4 },
      ]),
    ).toEqual({ fielder: ['A', 'B'], runs: ['4'] });
  });

  it('finds categories changed, added or emptied by hand', () => {
    expect(
      correctedCategories(
        { batter: ['X'], runs: ['4'], shot: ['Pull'] },
        { batter: ['X'], runs: ['6'], wicket: ['Bowled'] },
      ),
    ).toEqual(['runs', 'shot', 'wicket']);
    expect(correctedCategories({ batter: ['X'] }, { batter: ['X'] })).toEqual([]);
  });

  it('keeps corrected categories over the new file, and lists them', () => {
    const merged = mergeCorrections(
      'c1',
      [
        { category: 'batter', value: 'New Name' },
        { category: 'runs', value: 1 },
      ],
      [item('batter', 'Old Name'), item('runs', '2'), item('shot', 'Pull')],
      { batter: ['Old Name'], runs: ['1'] },
    );
    expect(merged.values).toEqual([
      { category: 'batter', value: 'New Name' },
      { category: 'runs', value: '2' },
      { category: 'shot', value: 'Pull' },
    ]);
    expect(merged.kept).toEqual([
      { clipId: 'c1', category: 'runs', kept: ['2'], file: ['1'] },
      { clipId: 'c1', category: 'shot', kept: ['Pull'], file: [] },
    ]);
  });

  it('takes the file whole for a clip no import wrote, and lists nothing when the file agrees', () => {
    const file = [{ category: 'runs', value: 2 }];
    expect(mergeCorrections('c1', file, [item('runs', '4')], undefined)).toEqual({
      values: [{ category: 'runs', value: '2' }],
      kept: [],
    });
    // The provider's revision now says what the editor said: kept, but nothing to list.
    expect(mergeCorrections('c1', file, [item('runs', '2')], { runs: ['4'] }).kept).toEqual([]);
  });
});
