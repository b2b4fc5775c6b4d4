import { describe, expect, it } from 'vitest';
import { clipLayout } from './layout';

const overlaps = (clips: Array<{ offset: number; length: number }>) => {
  const sorted = clips.toSorted((a, b) => a.offset - b.offset);
  return sorted.some(
    (c, i) => i > 0 && c.offset < sorted[i - 1]!.offset + sorted[i - 1]!.length - 1e-9,
  );
};

describe('seeded clips in their video', () => {
  it('keeps wished lengths that fit, in the order drawn, one after another', () => {
    const placed = clipLayout(
      [
        { length: 8, at: 0.9 },
        { length: 4, at: 0.1 },
        { length: 6, at: 0.5 },
      ],
      120,
    );
    expect(placed.map((c) => c.length)).toEqual([8, 4, 6]);
    expect(placed[1]!.offset).toBeLessThan(placed[2]!.offset);
    expect(placed[2]!.offset).toBeLessThan(placed[0]!.offset);
    expect(overlaps(placed)).toBe(false);
    expect(placed[0]!.offset + placed[0]!.length).toBeLessThanOrEqual(120);
  });

  it('shortens them alike when together they outlast the video, and never overlaps', () => {
    const draws = Array.from({ length: 40 }, (_, i) => ({
      length: 4 + (i % 9),
      at: ((i * 37) % 40) / 40,
    }));
    const placed = clipLayout(draws, 12);
    expect(overlaps(placed)).toBe(false);
    expect(Math.max(...placed.map((c) => c.offset + c.length))).toBeLessThanOrEqual(12);
    expect(placed.every((c) => c.length > 0)).toBe(true);
    // Same draws, same place: the seed is the same on every machine.
    expect(clipLayout(draws, 12)).toEqual(placed);
  });
});
