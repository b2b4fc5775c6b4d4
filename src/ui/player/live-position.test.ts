import { describe, expect, it } from 'vitest';
import { LIVE_EDGE_SLACK, liveDelayInWords, livePosition } from './live-position';

describe('a live match’s position', () => {
  const now = Date.parse('2026-11-28T15:00:10Z');

  it('is at the edge within a few seconds of it, and says how far behind real time', () => {
    const at = livePosition(120, 118, new Date('2026-11-28T15:00:04Z'), now);
    expect(at).toEqual({ atEdge: true, behindEdge: 2, behindRealTime: 6 });
    expect(livePosition(120, 120 - LIVE_EDGE_SLACK, null, now).atEdge).toBe(true);
  });

  it('is behind the edge past that, and knows no real time without a date', () => {
    expect(livePosition(120, 60, null, now)).toEqual({
      atEdge: false,
      behindEdge: 60,
      behindRealTime: null,
    });
    // A playhead past the edge (the edge read a moment before) is at it, never ahead.
    expect(livePosition(120, 121, new Date(now + 500), now)).toEqual({
      atEdge: true,
      behindEdge: 0,
      behindRealTime: 0,
    });
  });

  it('says in words how far behind it is: the edge’s distance, or real time’s at the edge', () => {
    expect(liveDelayInWords(livePosition(120, 45, null, now))).toBe('1:15 behind live');
    const atEdge = livePosition(120, 118, new Date('2026-11-28T15:00:05.6Z'), now);
    expect(liveDelayInWords(atEdge)).toBe('4 s behind real time');
    expect(liveDelayInWords(livePosition(120, 118, null, now))).toBe('');
  });
});
