import { describe, expect, it } from 'vitest';
import type { HighlightClip } from '../api/contract';
import { CRICKET_HIGHLIGHTS } from '../../tenants/config/highlights';
import {
  clampPad,
  clipHappenings,
  foundInWords,
  keptClips,
  keptSeconds,
  moveItem,
  reviewBody,
  reviewItemsOf,
  sameReview,
  liveInWords,
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
  isNew: false,
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

describe('what a review says of its clips', () => {
  const payload = (values: Record<string, string>) =>
    Object.entries(values).map(([category, value]) => ({ category, value }));

  it('names what happened, by the tenant’s actions, and where in the match', () => {
    expect(
      clipHappenings(
        payload({ runs: '4', over: '12', ball: '3', batter: 'VR Iyer' }),
        CRICKET_HIGHLIGHTS,
      ),
    ).toEqual(['Four', 'Over 12.3']);
    expect(
      clipHappenings(
        payload({ runs: '0', wicket: 'caught', over: '0', ball: '1' }),
        CRICKET_HIGHLIGHTS,
      ),
    ).toEqual(['Wicket', 'Over 0.1']);
    expect(clipHappenings(payload({ ball_attributes: 'No ball' }), CRICKET_HIGHLIGHTS)).toEqual([
      'No ball',
    ]);
    expect(clipHappenings(payload({ runs: '1' }), undefined)).toEqual([]);
  });

  it('says how many its rule found that it does not hold', () => {
    expect(foundInWords(17, 17)).toBeNull();
    expect(foundInWords(null, 3)).toBeNull();
    expect(foundInWords(38, 17)).toBe(
      'Its rule found 38 clips; 21 are left out: each repeats a moment of a clip the package holds (at least half inside it), or would pass its 500 clips.',
    );
  });

  it('says a live match’s package grows, and how many of its clips are new', () => {
    expect(liveInWords(0)).toBe('The match is live: its new clips join this package as they come.');
    expect(liveInWords(1)).toMatch(/ 1 clip is new since you last looked\.$/);
    expect(liveInWords(3)).toMatch(/ 3 clips are new since you last looked\.$/);
  });
});
