import { describe, expect, it } from 'vitest';
import { resultsStatus } from './ResultsToolbar';

describe('the results’ status line', () => {
  it('says a search is under way before its first answer, and nothing when there is none', () => {
    expect(resultsStatus(undefined, true)).toBe('Searching…');
    expect(resultsStatus(undefined, false)).toBe('');
  });

  it('counts in the tenant’s word, and says when the shown count is being updated', () => {
    expect(resultsStatus({ total: 1234 }, false)).toBe('1,234 clips');
    expect(resultsStatus({ total: 1 }, false, 'still')).toBe('1 still');
    expect(resultsStatus({ total: 3, totalClips: 40 }, true)).toBe(
      '3 assets · 40 clips · updating…',
    );
  });
});
