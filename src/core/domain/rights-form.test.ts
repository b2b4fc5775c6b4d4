import { describe, expect, it } from 'vitest';
import { rightsFormOf, sameWindow, windowOfForm } from './rights-form';

describe('the rights window form', () => {
  it('reads a window as days, and an empty form as no window', () => {
    expect(rightsFormOf(undefined)).toEqual({
      from: '',
      until: '',
      // A new window governs every use until some are unticked.
      uses: ['internal', 'public', 'export', 'review'],
    });
    expect(rightsFormOf({ notAfter: '2026-12-31T23:59:59.999Z', uses: ['export'] })).toEqual({
      from: '',
      until: '31/12/2026',
      uses: ['export'],
    });
    expect(windowOfForm({ from: ' ', until: '', uses: [] })).toEqual({ window: null });
  });

  it('makes a window from the first day’s start to the last day’s end', () => {
    expect(
      windowOfForm({ from: '01/12/2026', until: '31/12/2026', uses: ['review', 'export'] }),
    ).toEqual({
      window: {
        notBefore: '2026-12-01T00:00:00.000Z',
        notAfter: '2026-12-31T23:59:59.999Z',
        uses: ['export', 'review'],
      },
    });
  });

  it('says what is wrong, by field', () => {
    expect(windowOfForm({ from: '31/02/2026', until: '', uses: ['export'] })).toMatchObject({
      field: 'from',
    });
    expect(windowOfForm({ from: '', until: '01/01/2027', uses: [] })).toEqual({
      field: 'uses',
      problem: 'Choose at least one use.',
    });
    expect(windowOfForm({ from: '02/01/2027', until: '01/01/2027', uses: ['export'] })).toEqual({
      field: 'until',
      problem: 'The last day comes after the first.',
    });
    expect(sameWindow(undefined, null)).toBe(true);
  });
});
