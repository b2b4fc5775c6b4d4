import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  moved,
  toLocalInput,
  windowProblems,
  windowState,
  windowWords,
} from './publishing';

describe('publish windows', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('knows whether a window shows now, later, or no more; open ends are open', () => {
    expect(windowState({ from: null, until: null }, now)).toBe('live');
    expect(windowState({ from: '2026-11-25T00:00:00Z', until: null }, now)).toBe('scheduled');
    expect(windowState({ from: null, until: '2026-11-24T12:00:00Z' }, now)).toBe('ended');
    expect(windowState({ from: '2026-11-20T00:00:00Z', until: '2026-12-01T00:00:00Z' }, now)).toBe(
      'live',
    );
  });

  it('says a window in words', () => {
    expect(windowWords({ from: null, until: null })).toBe('Always');
    expect(windowWords({ from: toIso('2026-12-01T09:30'), until: null })).toBe(
      'From 01/12/2026 9:30 AM',
    );
    expect(windowWords({ from: null, until: toIso('2026-12-01T21:05') })).toBe(
      'Until 01/12/2026 9:05 PM',
    );
    expect(windowWords({ from: toIso('2026-12-01T09:30'), until: toIso('2026-12-02T09:30') })).toBe(
      '01/12/2026 9:30 AM to 02/12/2026 9:30 AM',
    );
  });

  it('reads and writes datetime-local values in local time, refusing what is not a time', () => {
    expect(toLocalInput(toIso('2026-02-28T23:59'))).toBe('2026-02-28T23:59');
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-31T10:00')).toBeUndefined();
    expect(fromLocalInput('tomorrow')).toBeUndefined();
  });

  it('asks for an end after the start, and real times', () => {
    expect(windowProblems('', '')).toEqual({});
    expect(windowProblems('2026-12-02T10:00', '2026-12-01T10:00')).toEqual({
      until: 'The end must come after the start.',
    });
    expect(windowProblems('2026-12-01T10:00', '2026-12-01T10:00').until).toBeDefined();
    expect(windowProblems('2026-13-01T10:00', '')).toEqual({
      from: 'Enter a date and time, or leave it empty.',
    });
  });
});

describe('moving an item of an ordered list', () => {
  it('moves up and down, and never past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

/** A local time as ISO, as fromLocalInput makes it. */
function toIso(local: string): string {
  return fromLocalInput(local)!;
}
