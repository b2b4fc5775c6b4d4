import { describe, expect, it } from 'vitest';
import {
  appendItems,
  clipOfHit,
  collectionItemLabel,
  collectionItemType,
  draftOf,
  isStill,
  moveItem,
  playableItems,
  removeItem,
  sameItems,
  savedClips,
  stashedHit,
  toMilliseconds,
  trimmed,
} from './index';

const clip = (asset_id: string, offset = 0, duration = 5) => ({
  asset_id,
  offset,
  duration,
  stash: JSON.stringify({ payload: [] }),
});

describe('editing a collection’s items (SPEC §3)', () => {
  it('makes an item of a search result, keeping the result as its stash', () => {
    const hit = { id: 'c1', assetId: 'a1', offset: 12.5, duration: 4, payload: [] };
    const item = clipOfHit(hit);
    expect(item).toMatchObject({ asset_id: 'a1', offset: 12.5, duration: 4 });
    expect(JSON.parse(item.stash)).toEqual(hit);
    expect(() => clipOfHit({ id: 'c2', assetId: 'a1' })).toThrow('asset, offset and duration');
    expect(() => clipOfHit({ assetId: 'a1', offset: 0, duration: -1 })).toThrow();
    // A still of an image library lasts no time.
    expect(clipOfHit({ assetId: 'p1', offset: 0, duration: 0 })).toMatchObject({ duration: 0 });
  });

  it('plays every item but the stills', () => {
    const still = clip('p1', 0, 0);
    expect(isStill(still)).toBe(true);
    expect(isStill(clip('a'))).toBe(false);
    expect(playableItems([still, clip('a'), still, clip('b')]).map((c) => c.asset_id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('reads an item’s type and result back from its stash, however it was kept', () => {
    const bumper = { ...clip('b'), stash: '{"payload":[{"category":"INTERSTITIAL","value":"x"}]}' };
    expect(collectionItemType(bumper)).toBe('Bumper');
    expect(collectionItemType(clip('a'))).toBe('Clip');
    // A stash that is not JSON, or holds no payload, is a plain clip.
    expect(collectionItemType({ ...clip('a'), stash: 'not json' })).toBe('Clip');
    expect(collectionItemType({ ...clip('a'), stash: '"text"' })).toBe('Clip');
    expect(stashedHit('{"assetTitle":"T"}')).toEqual({ assetTitle: 'T', payload: [] });
    expect(stashedHit('nope')).toBeNull();
  });

  it('names an item by its type and its clip’s title in the tenant’s layout', () => {
    const layout = {
      titleCategories: ['match'],
      subtitlePrimary: 'batter',
      subtitleSecondary: 'bowler',
      date: 'match_date',
    };
    const stash = JSON.stringify({ payload: [{ category: 'match', value: 'Final' }] });
    expect(collectionItemLabel({ stash }, layout)).toMatchObject({ type: 'Clip', title: 'Final' });
    expect(collectionItemLabel({ stash: 'broken' }, layout)).toMatchObject({
      type: 'Clip',
      title: 'Untitled',
    });
  });

  it('moves an item up, down, to either end, and keeps moves within the list', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(items, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 0, -1)).toEqual(items);
    expect(moveItem(items, 3, 9)).toEqual(items);
    expect(moveItem(['a'], 0, 1)).toEqual(['a']);
    // The list given is never changed.
    expect(items).toEqual(['a', 'b', 'c', 'd']);
    expect(removeItem(items, 1)).toEqual(['a', 'c', 'd']);
  });

  it('keeps each item’s key as it moves, and saves items without keys', () => {
    const items = appendItems(draftOf([clip('a'), clip('b')]), [clip('c')]);
    expect(new Set(items.map((i) => i.key)).size).toBe(3);
    const moved = moveItem(items, 2, 0);
    expect(moved[0]!.key).toBe(items[2]!.key);
    expect(savedClips(moved)).toEqual([clip('c'), clip('a'), clip('b')]);
  });

  it('trims an item to in and out marks within its asset', () => {
    const item = clip('a', 10, 5);
    expect(trimmed(item, 8.25, 14.5, 60)).toEqual({ ...item, offset: 8.25, duration: 6.25 });
    expect(trimmed(item, 0, 60, 60)).toEqual({ ...item, offset: 0, duration: 60 });
    // Kept to the millisecond, with the out mark where it was set: in + duration = out.
    const fine = trimmed(item, 4.45678, 5.68449, 60) as typeof item;
    expect(fine).toMatchObject({ offset: 4.457, duration: 1.227 });
    expect(toMilliseconds(fine.offset + fine.duration)).toBe(5.684);
    expect(trimmed(item, -1, 5, 60)).toEqual({
      problem: 'In cannot be before the start of the video.',
    });
    expect(trimmed(item, 5, 61, 60)).toEqual({
      problem: 'Out cannot be after the end of the video.',
    });
    expect(trimmed(item, 9, 9, 60)).toEqual({ problem: 'Out must be after in.' });
    expect(trimmed(item, 9, 8, 60)).toEqual({ problem: 'Out must be after in.' });
    expect(trimmed(item, Number.NaN, 8, 60)).toEqual({ problem: 'In and out must be times.' });
  });

  it('tells whether a draft would save anything different', () => {
    const saved = [clip('a'), clip('b', 2)];
    expect(sameItems(saved, savedClips(draftOf(saved)))).toBe(true);
    expect(sameItems(saved, [clip('b', 2), clip('a')])).toBe(false);
    expect(sameItems(saved, [clip('a'), clip('b', 3)])).toBe(false);
    expect(sameItems(saved, [clip('a')])).toBe(false);
  });
});
