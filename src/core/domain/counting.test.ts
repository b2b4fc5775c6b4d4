import { describe, expect, it } from 'vitest';
import { characterCount, countOf, formatCount, lengthProblem } from './counting';
import { categoryAt } from './search-expression';

describe('limits said before they are reached', () => {
  it('writes numbers as the browser would in British English, whatever its language', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -4500, 2.5, 12345.678]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
    }
    expect(countOf(1, 'clip')).toBe('1 clip');
    expect(countOf(1200, 'item')).toBe('1,200 items');
  });

  it('counts characters against a limit, and says by how much a text is over', () => {
    expect(characterCount('abc', 200)).toBe('3 of 200 characters');
    expect(characterCount('x'.repeat(1200), 2000)).toBe('1,200 of 2,000 characters');
    expect(lengthProblem('x'.repeat(200), 200, 'name')).toBeNull();
    expect(lengthProblem('x'.repeat(201), 200, 'name')).toBe(
      'The name is 1 character too long: 200 at most.',
    );
    expect(lengthProblem('x'.repeat(2000), 200, 'name')).toBe(
      'The name is 1,800 characters too long: 200 at most.',
    );
  });

  it('finds the category a malformed expression names at a position', () => {
    expect(categoryAt('runs:4 AND umpire:Smith', 11)).toBe('umpire');
    expect(categoryAt('runs:4 AND "quoted words"', 11)).toBeNull();
  });
});
