import { describe, expect, it } from 'vitest';
import { characterCount, lengthProblem } from './counting';
import { categoryAt } from './search-expression';

describe('limits said before they are reached', () => {
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
