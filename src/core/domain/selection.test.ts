import { describe, expect, it } from 'vitest';
import { NO_SELECTION, clickChoice, neighbourOf, pageChoice, setChosen } from './selection';
import { clipMetadata } from './clip-display';

const hits = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
const ids = (selection: ReadonlyMap<string, unknown>) => [...selection.keys()];

describe('choosing clips to act on together', () => {
  it('flips one clip a click at a time', () => {
    const one = clickChoice(NO_SELECTION, hits, 1, null, false);
    expect(ids(one)).toEqual(['b']);
    expect(ids(clickChoice(one, hits, 1, 1, false))).toEqual([]);
  });

  it('gives a shift-click range the clicked row’s new state, either way round', () => {
    const anchored = clickChoice(NO_SELECTION, hits, 1, null, false);
    expect(ids(clickChoice(anchored, hits, 3, 1, true))).toEqual(['b', 'c', 'd']);
    expect(ids(clickChoice(NO_SELECTION, hits, 0, 2, true))).toEqual(['a', 'b', 'c']);
    const all = setChosen(NO_SELECTION, hits, true);
    expect(ids(clickChoice(all, hits, 1, 3, true))).toEqual(['a', 'e']);
  });

  it('treats shift without an anchor on this page as a plain click', () => {
    expect(ids(clickChoice(NO_SELECTION, hits, 2, null, true))).toEqual(['c']);
    expect(ids(clickChoice(NO_SELECTION, hits.slice(0, 2), 1, 4, true))).toEqual(['b']);
  });

  it('keeps clips chosen on another page when a page is chosen or let go', () => {
    const elsewhere = setChosen(NO_SELECTION, [{ id: 'x' }], true);
    const page = setChosen(elsewhere, hits, true);
    expect(ids(page)).toEqual(['x', 'a', 'b', 'c', 'd', 'e']);
    expect(ids(setChosen(page, hits, false))).toEqual(['x']);
  });

  it('says whether all, some or none of a page is chosen', () => {
    expect(pageChoice(NO_SELECTION, hits)).toBe('none');
    expect(pageChoice(setChosen(NO_SELECTION, hits.slice(0, 2), true), hits)).toBe('some');
    expect(pageChoice(setChosen(NO_SELECTION, hits, true), hits)).toBe('all');
  });

  it('ignores rows without an id', () => {
    expect(clickChoice(NO_SELECTION, [{}], 0, null, false)).toBe(NO_SELECTION);
    expect(ids(setChosen(NO_SELECTION, [{}, { id: 'a' }], true))).toEqual(['a']);
  });
});

describe('the clip before and after the one previewed', () => {
  it('gives an index on the page, or says the neighbour is on another page', () => {
    expect(neighbourOf(hits, 'c', 1)).toBe(3);
    expect(neighbourOf(hits, 'c', -1)).toBe(1);
    expect(neighbourOf(hits, 'e', 1)).toBe('after');
    expect(neighbourOf(hits, 'a', -1)).toBe('before');
    expect(neighbourOf(hits, 'z', 1)).toBeNull();
  });
});

describe('a clip’s metadata as a person reads it', () => {
  const item = (category: string, value: string) => ({
    id: `${category}-${value}`,
    category,
    value,
    startTime: 0,
    endTime: 0,
    indexerType: 'manual',
    additionalProperties: {},
  });
  it('lists the tenant’s categories first, under their labels, then the rest, hidden ones never', () => {
    const hit = {
      payload: [
        item('venue', 'Lord’s'),
        item('bowler', 'Ann Bell'),
        item('Batter', 'Zoe Okafor'),
        item('batter', 'Mia Chen'),
        item('internal_code', 'X1'),
        item('batter', 'Zoe Okafor'),
      ],
    };
    const lines = clipMetadata(
      hit,
      [
        { category: 'batter', label: 'Batter' },
        { category: 'bowler', label: 'Bowler' },
      ],
      ['internal_code'],
    );
    expect(lines).toEqual([
      { category: 'Batter', label: 'Batter', values: ['Zoe Okafor', 'Mia Chen'] },
      { category: 'bowler', label: 'Bowler', values: ['Ann Bell'] },
      { category: 'venue', label: 'venue', values: ['Lord’s'] },
    ]);
  });
});
