import { describe, expect, it } from 'vitest';
import { findNul } from './nul-guard';

describe('findNul', () => {
  it('finds the path of the first NUL in strings, keys and nested values', () => {
    expect(findNul('a\u0000', 'body')).toBe('body');
    expect(findNul({ a: 'ok', b: ['x', 'y\u0000'] }, 'body')).toBe('body.b.1');
    expect(findNul({ ['k\u0000']: 1 }, 'query')).toBe('query.k\\0');
    expect(findNul({ a: 1, b: null, c: [true] }, 'body')).toBeNull();
    expect(findNul(undefined, 'params')).toBeNull();
  });
});
