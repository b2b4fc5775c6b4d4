import { describe, expect, it } from 'vitest';
import { allows, effectiveWindow, windowProblem } from './rights';

const now = new Date('2026-11-29T12:00:00Z');

describe('rights windows', () => {
  it('takes a clip’s own window over its asset’s', () => {
    const asset = { notAfter: '2026-12-01T00:00:00Z', uses: ['export' as const] };
    const clip = { notBefore: '2027-01-01T00:00:00Z', uses: ['public' as const] };
    expect(effectiveWindow(asset, clip)).toBe(clip);
    expect(effectiveWindow(asset, undefined)).toBe(asset);
    expect(effectiveWindow(null, null)).toBeNull();
  });

  it('allows a use inside the window, or a use it does not name; says why not, in words', () => {
    const window = {
      notBefore: '2026-12-03T00:00:00Z',
      notAfter: '2027-01-01T00:00:00Z',
      uses: ['export' as const, 'review' as const],
    };
    expect(allows(window, 'public', now)).toEqual({ allowed: true });
    expect(allows(window, 'export', now)).toEqual({
      allowed: false,
      why: 'its rights start on 3 December 2026',
    });
    expect(allows(window, 'review', new Date('2026-12-10T00:00:00Z'))).toEqual({ allowed: true });
    expect(allows(window, 'review', new Date('2027-02-01T00:00:00Z'))).toMatchObject({
      why: 'its rights ended on 1 January 2027',
    });
    expect(allows(null, 'export', now)).toEqual({ allowed: true });
  });

  it('refuses a window with no use, no bound, or its end before its start', () => {
    expect(windowProblem({ uses: [], notAfter: '2027-01-01T00:00:00Z' })?.field).toBe('uses');
    expect(windowProblem({ uses: ['export'] })?.words).toBe('Give a start, an end, or both.');
    expect(
      windowProblem({
        uses: ['export'],
        notBefore: '2027-01-02T00:00:00Z',
        notAfter: '2027-01-01T00:00:00Z',
      }),
    ).toEqual({ field: 'notAfter', words: 'The end comes after the start.' });
    expect(windowProblem({ uses: ['export'], notAfter: '2027-01-01T00:00:00Z' })).toBeNull();
    // Partner pages and internal search are not held to windows yet: refused, not stored.
    expect(windowProblem({ uses: ['public'], notAfter: '2027-01-01T00:00:00Z' })).toEqual({
      field: 'uses',
      words:
        'Partner pages and signed-out search cannot be held to a rights window yet: choose exports or review links.',
    });
  });
});
