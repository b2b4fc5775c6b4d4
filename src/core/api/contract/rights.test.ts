import { describe, expect, it } from 'vitest';
import { allows, clipRights, effectiveWindow, endsWithin, windowProblem } from './rights';

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
    expect(
      windowProblem({ uses: ['public', 'internal'], notAfter: '2027-01-01T00:00:00Z' }),
    ).toBeNull();
  });

  it('says a window ends this week only while it is open and its end is within the days', () => {
    const ends = (notAfter: string) => endsWithin({ notAfter, uses: ['public'] }, now, 7);
    expect(ends('2026-12-05T00:00:00Z')).toBe(true);
    expect(ends('2026-12-07T00:00:00Z')).toBe(false);
    expect(ends('2026-11-28T00:00:00Z')).toBe(false);
    expect(endsWithin({ notBefore: '2026-11-01T00:00:00Z', uses: ['export'] }, now, 7)).toBe(false);
  });

  it('tells staff which uses a shut window keeps a clip from, and why', () => {
    const window = {
      notAfter: '2026-11-01T00:00:00Z',
      uses: ['public' as const, 'export' as const],
    };
    expect(clipRights(window, now)).toEqual({
      window,
      shut: {
        uses: ['public', 'export'],
        why: 'its rights ended on 1 November 2026',
        words: 'Not for partner pages or exports now: its rights ended on 1 November 2026.',
      },
    });
    expect(clipRights({ ...window, notAfter: '2027-01-01T00:00:00Z' }, now)).not.toHaveProperty(
      'shut',
    );
    expect(clipRights(null, now)).toBeUndefined();
    const three = {
      notBefore: '2026-12-03T00:00:00Z',
      uses: ['internal' as const, 'export' as const, 'review' as const],
    };
    expect(clipRights(three, now)?.shut?.words).toBe(
      'Not for staff search, exports or review links now: its rights start on 3 December 2026.',
    );
  });
});
