import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_LIST_COLUMNS,
  HIGHLIGHT_SORT_COLUMNS,
  isHighlightListColumn,
  isHighlightSortColumn,
} from './highlights';

describe('the highlight list’s columns', () => {
  it('sorts only by columns the list shows, and by when a package was made', () => {
    const shown: readonly string[] = HIGHLIGHT_LIST_COLUMNS;
    expect(HIGHLIGHT_SORT_COLUMNS.filter((c) => !shown.includes(c))).toEqual(['createdAt']);
  });

  it('tells a column from a word it does not know', () => {
    expect(isHighlightListColumn('game')).toBe(true);
    expect(isHighlightListColumn('Game')).toBe(false);
    expect(isHighlightSortColumn('game')).toBe(false);
    expect(isHighlightSortColumn('clipCount')).toBe(true);
  });
});
