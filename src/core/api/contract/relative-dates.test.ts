import { describe, expect, it } from 'vitest';
import { isRelativeRange, resolveRelativeRange } from './relative-dates';

const at = (iso: string) => new Date(`${iso}T15:30:00Z`);

describe('relative date ranges', () => {
  it('counts the last days and months back from today, today included', () => {
    expect(resolveRelativeRange('last-7-days', at('2026-11-23'), 1)).toEqual({
      from: '2026-11-17',
      to: '2026-11-23',
    });
    expect(resolveRelativeRange('last-30-days', at('2026-03-01'), 1)).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(resolveRelativeRange('last-12-months', at('2026-11-23'), 1)).toEqual({
      from: '2025-11-24',
      to: '2026-11-23',
    });
  });

  it('finds this season and the last by the tenant’s start month', () => {
    // A season from July: in November it began this July, in March the July before.
    expect(resolveRelativeRange('this-season', at('2026-11-23'), 7)).toEqual({
      from: '2026-07-01',
      to: '2026-11-23',
    });
    expect(resolveRelativeRange('this-season', at('2026-03-02'), 7)).toEqual({
      from: '2025-07-01',
      to: '2026-03-02',
    });
    expect(resolveRelativeRange('last-season', at('2026-11-23'), 7)).toEqual({
      from: '2025-07-01',
      to: '2026-06-30',
    });
    // A calendar-year season.
    expect(resolveRelativeRange('this-season', at('2026-01-01'), 1)).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(resolveRelativeRange('last-season', at('2026-11-23'), 1)).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('moves with the day it is asked on', () => {
    const monday = resolveRelativeRange('last-7-days', at('2026-11-23'), 1);
    const nextWeek = resolveRelativeRange('last-7-days', at('2026-11-30'), 1);
    expect(nextWeek.from > monday.to).toBe(true);
  });

  it('knows its own words and nothing else', () => {
    expect(isRelativeRange('last-7-days')).toBe(true);
    expect(isRelativeRange('last-8-days')).toBe(false);
    expect(isRelativeRange('2026-01-01')).toBe(false);
  });
});
