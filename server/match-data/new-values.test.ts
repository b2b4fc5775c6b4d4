import { describe, expect, it } from 'vitest';
import { newValueNotes } from './new-values';

const categories = [
  { name: 'batter', label: 'Batter' },
  { name: 'runs', label: 'Runs', valueType: 'integer' as const },
  { name: 'match', label: 'Match' },
];

describe('values new to the library', () => {
  it('lists each text value the search has never had, once, and not the match', () => {
    const known = new Set(['batter\u0000V Kohli']);
    const notes = newValueNotes(
      { find: (c, v) => known.has(`${c}\u0000${v}`) || undefined },
      [
        {
          values: [
            { category: 'batter', value: 'V Kohli' },
            { category: 'runs', value: 4 },
          ],
        },
        {
          values: [
            { category: 'batter', value: 'TM Head' },
            { category: 'match', value: 'A v B' },
          ],
        },
        { values: [{ category: 'Batter', value: 'TM Head' }] },
      ],
      categories,
    );
    expect(notes).toEqual([
      { summary: 'TM Head', reason: 'new to this library’s “Batter” values' },
    ]);
  });
});
