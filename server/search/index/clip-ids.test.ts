import { describe, expect, it } from 'vitest';
import { ClipIds } from './clip-ids';

describe('clip ids by doc number', () => {
  it('gives back every id as it came, UUIDs kept as 16 bytes and others as they are', () => {
    const ids = new ClipIds();
    const given = [
      '00000000-0000-4000-8000-000000000000',
      '0f1e2d3c-4b5a-4697-8877-665544332211',
      'uploaded-clip-1',
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
      // Not the canonical form: kept as text.
      'ABCDEF12-0000-4000-8000-000000000000',
    ];
    for (const id of given) ids.push(id);
    expect(given.map((_, doc) => ids.get(doc))).toEqual(given);
    expect(ids.length).toBe(5);
  });

  it('compares a doc’s id with another as their text does', () => {
    const ids = new ClipIds();
    const sorted = [
      '0a000000-0000-4000-8000-000000000000',
      '0a000000-0000-4000-8000-00000000000f',
      '0b000000-0000-4000-8000-000000000000',
      'clip-b',
      'f0000000-0000-4000-8000-000000000000',
    ];
    for (const id of sorted) ids.push(id);
    for (const [doc, id] of sorted.entries()) {
      for (const other of sorted) {
        const expected = id < other ? -1 : id > other ? 1 : 0;
        expect(ids.compare(doc, other, ClipIds.packed(other))).toBe(expected);
      }
    }
  });
});
