import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange', () => {
  it('serves the whole file without a header or with one it does not understand', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-5',
      'bytes=0-5,10-20',
      'bytes=a-b',
      'bytes=5-2',
    ]) {
      expect(parseRange(header, 100), String(header)).toEqual({ kind: 'whole' });
    }
  });

  it('reads start-end, open-ended and suffix ranges, clipping the end to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({
      kind: 'partial',
      range: { start: 90, end: 99 },
    });
    expect(parseRange('bytes=90-500', 100)).toEqual({
      kind: 'partial',
      range: { start: 90, end: 99 },
    });
    expect(parseRange('bytes=-10', 100)).toEqual({
      kind: 'partial',
      range: { start: 90, end: 99 },
    });
    expect(parseRange('bytes=-500', 100)).toEqual({
      kind: 'partial',
      range: { start: 0, end: 99 },
    });
  });

  it('calls ranges past the end unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
