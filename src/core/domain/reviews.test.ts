import { describe, expect, it } from 'vitest';
import type { ReviewComment } from '../api/contract/reviews';
import { defaultExpiryDay, expiryOf } from './review-expiry';
import { frameStart, reviewMarkers, reviewThreads, sequenceTime, timecode } from './reviews';

const comment = (over: Partial<ReviewComment>): ReviewComment => ({
  id: 'c',
  linkId: 'l',
  item: 0,
  assetId: 'a',
  at: 0,
  fps: 25,
  itemTitle: 'Six',
  assetTime: 0,
  body: 'x',
  author: 'R',
  byOwner: false,
  created: '2026-11-29T10:00:00.000Z',
  ...over,
});

describe('review timecodes and frames', () => {
  it('reads a moment as hours, minutes, seconds and frames', () => {
    expect(timecode(0, 25)).toBe('00:00:00:00');
    expect(timecode(1.24, 25)).toBe('00:00:01:06');
    expect(timecode(3723.5, 25)).toBe('01:02:03:12');
    // 29.97 counts 30 frames a second, as a timecode does.
    expect(timecode(1.5, 29.97)).toBe('00:00:01:15');
    expect(timecode(-3, 25)).toBe('00:00:00:00');
  });

  it('pins a moment to the start of its frame', () => {
    expect(frameStart(1.239, 25)).toBe(1.2);
    expect(frameStart(1.24, 25)).toBe(1.24);
    expect(frameStart(0.999, 50)).toBe(0.98);
  });
});

describe('review threads and markers', () => {
  it('threads replies under their comment, in playing order', () => {
    const threads = reviewThreads([
      comment({ id: 'late', item: 1, at: 0.5 }),
      comment({ id: 'early', item: 0, at: 2 }),
      comment({ id: 'reply', replyTo: 'late', item: 1, at: 0.5 }),
      comment({ id: 'first', item: 0, at: 1 }),
    ]);
    expect(threads.map((t) => t.comment.id)).toEqual(['first', 'early', 'late']);
    expect(threads[2]!.replies.map((r) => r.id)).toEqual(['reply']);
  });

  it('marks each item whose range holds the moment, however the items moved since', () => {
    const items = [
      { asset_id: 'b', offset: 0, duration: 10 },
      { asset_id: 'a', offset: 100, duration: 4 },
      { asset_id: 'a', offset: 200, duration: 4 },
    ];
    const markers = reviewMarkers(items, [
      comment({ id: 'on-a', assetTime: 101 }),
      comment({ id: 'reply', replyTo: 'on-a', assetTime: 101 }),
      comment({ id: 'trimmed-away', assetTime: 150 }),
    ]);
    expect(markers.map((m) => m.map((x) => x.comment.id))).toEqual([[], ['on-a'], []]);
    expect(markers[1]![0]).toMatchObject({ at: 1, fraction: 0.25 });
    expect(sequenceTime(items, 1, 1)).toBe(11);
  });
});

describe('a review link’s expiry', () => {
  const now = new Date(2026, 10, 29, 12);
  it('is 14 days away unless chosen, the end of the chosen day', () => {
    expect(defaultExpiryDay(now)).toBe('2026-12-13');
    const chosen = expiryOf('2026-12-13', now);
    expect('at' in chosen && chosen.at.getDate()).toBe(13);
    expect('at' in chosen && chosen.at.getHours()).toBe(23);
  });
  it('says why a day cannot be', () => {
    expect(expiryOf('', now)).toEqual({ problem: 'Choose the day the link stops working.' });
    expect(expiryOf('2026-11-28', now)).toEqual({ problem: 'Choose a day after today.' });
    expect(expiryOf('2028-01-01', now)).toEqual({
      problem: 'A review link lasts at most 365 days.',
    });
  });
});
