import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../src/core/domain/match-files/events';
import { unplacedCount, unplacedValues } from './unplaced';

const ball = (sourceId: string, batter: string, runs: number): MatchEvent => ({
  sourceId,
  kind: 'default',
  clock: { kind: 'video', at: 0 },
  values: [
    { category: 'batter', value: batter },
    { category: 'runs', value: runs },
  ],
  summary: sourceId,
});

describe('the values an import left unplaced', () => {
  const events = [ball('1', 'VR Iyer', 4), ball('2', 'VR Iyer', 0), ball('3', 'SS Iyer', 6)];

  it('counts the names of the events not placed, not of those placed, nor numbers', () => {
    const left = unplacedValues(events, [
      { sourceId: '1', summary: '', reason: '' },
      { sourceId: '2', summary: '', reason: '' },
    ]);
    expect(left).toEqual({ batter: { 'VR Iyer': 2 } });
    expect(unplacedValues(events, [])).toEqual({});
  });

  it('finds a value in any case, of its category only', () => {
    const left = { batter: { 'VR Iyer': 2 }, Bowler: { 'vr iyer': 1 } };
    expect(unplacedCount(left, 'Batter', 'vr iyer')).toBe(2);
    expect(unplacedCount(left, 'bowler', 'VR IYER')).toBe(1);
    expect(unplacedCount(left, 'batter', 'SS Iyer')).toBe(0);
  });
});
