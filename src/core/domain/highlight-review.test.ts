import { describe, expect, it } from 'vitest';
import type { HighlightClip } from '../api/contract';
import {
  clampPad,
  keptClips,
  keptSeconds,
  moveItem,
  reviewBody,
  reviewItemsOf,
  sameReview,
} from './highlight-review';

const clip = (id: string, offset: number, duration = 4): HighlightClip => ({
  id: `${id}/0/0`,
  assetId: 'game',
  offset,
  duration,
  startTime: '2026-10-01T12:00:00Z',
  endTime: '2026-10-01T12:00:04Z',
  payload: [],
  assetTitle: 'Game',
  matchDate: '2026-10-01',
  excluded: false,
  lead: 0,
  lag: 0,
});

describe('a highlight review', () => {
  it('moves an item within the list, never past its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps leads and lags to tenths of a second, 0 to 30', () => {
    expect(clampPad(1.26)).toBe(1.3);
    expect(clampPad(-2)).toBe(0);
    expect(clampPad(90)).toBe(30);
    expect(clampPad(Number.NaN)).toBe(0);
  });

  it('makes collection items of the clips kept, widened, never before the asset starts', () => {
    const items = reviewItemsOf([clip('a', 10), clip('b', 1), clip('c', 20)]);
    items[0] = { ...items[0]!, lead: 2, lag: 1 };
    items[1] = { ...items[1]!, lead: 3 };
    items[2] = { ...items[2]!, excluded: true };
    const kept = keptClips(items);
    expect(kept.map((c) => [c.offset, c.duration])).toEqual([
      [8, 7],
      [0, 5],
    ]);
    expect(JSON.parse(kept[0]!.stash).id).toBe('a');
    expect(keptSeconds(items)).toBe(12);
  });

  it('says when a review differs, and writes it for the server', () => {
    const items = reviewItemsOf([clip('a', 10), clip('b', 1)]);
    expect(sameReview(items, [...items])).toBe(true);
    const moved = moveItem(items, 0, 1);
    expect(sameReview(items, moved)).toBe(false);
    expect(reviewBody(moved, 3)).toEqual({
      version: 3,
      clips: [
        { id: 'b/0/0', excluded: false, lead: 0, lag: 0 },
        { id: 'a/0/0', excluded: false, lead: 0, lag: 0 },
      ],
    });
  });
});
