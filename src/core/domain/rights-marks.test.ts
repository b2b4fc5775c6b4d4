import { describe, expect, it } from 'vitest';
import { shutInWords } from './rights-marks';

describe('a shut rights window in words', () => {
  it('names the uses it keeps the clip from, and why', () => {
    expect(shutInWords({ uses: ['public'], why: 'its rights ended on 1 November 2026' })).toBe(
      'Not for partner pages now: its rights ended on 1 November 2026.',
    );
    expect(
      shutInWords({
        uses: ['internal', 'export', 'review'],
        why: 'its rights start on 3 December 2026',
      }),
    ).toBe(
      'Not for staff search, exports or review links now: its rights start on 3 December 2026.',
    );
  });
});
