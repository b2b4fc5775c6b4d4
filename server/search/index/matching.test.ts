import { describe, expect, it } from 'vitest';
import { rankFacet } from './matching';

const collator = new Intl.Collator('en', { numeric: true });

describe('ranking a facet’s values', () => {
  it('gives the values of most count, ties by name, as a full sort would', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    // Many values, many of them tied (counts from 0 to 12), names that sort by their numbers.
    const values = Array.from({ length: 3000 }, (_, i) => ({
      value: `Player ${Math.floor(random() * 100_000)} ${i}`,
      count: Math.floor(random() ** 3 * 13),
    }));
    const fullSort = (size: number) =>
      [...values]
        .sort((a, b) => b.count - a.count || collator.compare(a.value, b.value))
        .slice(0, size);
    for (const size of [0, 1, 10, 50, 1499, 1500, 1501, 10_000])
      expect(rankFacet([...values], [], [], size), `size ${size}`).toEqual(fullSort(size));
  });

  it('puts the selected values first, at zero where nothing counts them', () => {
    const counted = [
      { value: 'Smith', count: 4 },
      { value: 'Jones', count: 9 },
    ];
    expect(rankFacet(counted, [{ value: 'Ali', count: 1 }], ['Ali', 'Khan'], 3)).toEqual([
      { value: 'Ali', count: 1 },
      { value: 'Khan', count: 0 },
      { value: 'Jones', count: 9 },
    ]);
  });
});
