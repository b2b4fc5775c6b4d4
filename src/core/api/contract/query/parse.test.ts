import { describe, expect, it } from 'vitest';
import { families } from '../../../../tenants';
import { SearchSyntaxError, UnknownFieldError } from './errors';
import { MAX_QUERY_LENGTH, parseQuery, queryFields } from './parse';

const fields = queryFields(families.cricket.clipCategories);
const parse = (q: string) => parseQuery(q, fields);

describe('parseQuery', () => {
  it('reads a relative date range as the days it covers on the day it runs', () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const july = queryFields(families.cricket.clipCategories, 7, () => now);
    const days = (from: string, to: string) => ({
      kind: 'and',
      children: [
        { kind: 'compare', category: 'match_date', comparison: { op: '>=', value: from } },
        { kind: 'compare', category: 'match_date', comparison: { op: '<=', value: to } },
      ],
    });
    expect(parseQuery('match_date:last-7-days', july)).toEqual(days('2026-11-17', '2026-11-23'));
    expect(parseQuery('MATCH_DATE:this-season', july)).toEqual(days('2026-07-01', '2026-11-23'));
    now = new Date('2027-01-05T10:00:00Z');
    expect(parseQuery('match_date:last-7-days', july)).toEqual(days('2026-12-30', '2027-01-05'));
    // Other words stay what they were: a date value, to compare exactly.
    expect(parseQuery('match_date:last-8-days', july)).toMatchObject({ kind: 'item' });
  });

  it('reads empty and * as everything', () => {
    expect(parse('')).toEqual({ kind: 'all' });
    expect(parse('  ')).toEqual({ kind: 'all' });
    expect(parse('*')).toEqual({ kind: 'all' });
  });

  it('reads free words as text, normalised, all required', () => {
    expect(parse('Kohli')).toEqual({ kind: 'text', pattern: { text: 'kohli', wildcard: false } });
    expect(parse('Kohli Pull')).toEqual({
      kind: 'and',
      children: [
        { kind: 'text', pattern: { text: 'kohli', wildcard: false } },
        { kind: 'text', pattern: { text: 'pull', wildcard: false } },
      ],
    });
    expect(parse('"Arjun  Kohli"')).toMatchObject({
      kind: 'text',
      pattern: { text: 'arjun  kohli' },
    });
    expect(parse('Kóh*')).toEqual({ kind: 'text', pattern: { text: 'koh*', wildcard: true } });
  });

  it('pairs payload.category and payload.value in one AND group into one item', () => {
    expect(parse('payload.category:batter AND payload.value:Kohli*')).toEqual({
      kind: 'item',
      category: { kind: 'exact', name: 'batter' },
      value: { text: 'kohli*', wildcard: true },
    });
    expect(parse('payload.category:batter OR payload.value:Kohli')).toMatchObject({
      kind: 'or',
      children: [
        { kind: 'item', value: null },
        { kind: 'item', category: { kind: 'any' } },
      ],
    });
  });

  it('reads category fields case-insensitively, with ranges and comparisons for numbers', () => {
    expect(parse('Batter:"Arjun Kohli"')).toEqual({
      kind: 'item',
      category: { kind: 'exact', name: 'batter' },
      value: { text: 'arjun kohli', wildcard: false },
    });
    expect(parse('runs:4')).toEqual({
      kind: 'compare',
      category: 'runs',
      comparison: { op: '=', value: 4 },
    });
    expect(parse('runs:>=4')).toMatchObject({
      kind: 'range',
      range: { min: 4, max: Infinity, minInclusive: true },
    });
    expect(parse('runs:[1 TO 3]')).toMatchObject({ kind: 'range', range: { min: 1, max: 3 } });
    expect(parse('match_date:>=2026-01-01')).toEqual({
      kind: 'compare',
      category: 'match_date',
      comparison: { op: '>=', value: '2026-01-01' },
    });
    expect(parse('wicket:*')).toEqual({
      kind: 'item',
      category: { kind: 'exact', name: 'wicket' },
      value: null,
    });
  });

  it('reads NOT, -, OR and brackets', () => {
    expect(parse('NOT wicket:Bowled')).toMatchObject({ kind: 'not', child: { kind: 'item' } });
    expect(parse('-Kohli')).toMatchObject({ kind: 'not', child: { kind: 'text' } });
    expect(parse('(shot:Pull OR shot:Hook) AND runs:4')).toMatchObject({
      kind: 'and',
      children: [{ kind: 'or', children: [{}, {}] }, { kind: 'compare' }],
    });
  });

  it('reads assetId, id and duration', () => {
    expect(parse('assetId:ABC-1')).toEqual({
      kind: 'asset',
      pattern: { text: 'abc-1', wildcard: false },
    });
    expect(parse('id:xyz')).toEqual({ kind: 'clip', id: 'xyz' });
    expect(parse('duration:>10')).toMatchObject({
      kind: 'duration',
      range: { min: 10, minInclusive: false },
    });
  });

  it('says where a malformed query fails', () => {
    const at = (q: string) => {
      try {
        parse(q);
      } catch (error) {
        expect(error).toBeInstanceOf(SearchSyntaxError);
        return (error as SearchSyntaxError).position;
      }
      throw new Error(`parsed: ${q}`);
    };
    expect(at('batter:(a OR b)')).toBe(7);
    expect(at('Kohli AND')).toBe(9);
    expect(at('(Kohli')).toBe(6);
    expect(at('/regex/')).toBe(0);
    expect(at('runs:abc')).toBe(0);
    expect(at('batter:>3')).toBe(0);
    expect(at('x'.repeat(MAX_QUERY_LENGTH + 1))).toBe(MAX_QUERY_LENGTH);
    const seventy = Array.from({ length: 70 }, (_, i) => `w${i}`).join(' ');
    expect(at(seventy)).toBe(seventy.indexOf('w64'));
    expect(parse(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))).toMatchObject({
      kind: 'and',
    });
    expect(at('('.repeat(20) + 'a' + ')'.repeat(20))).toBe(17);
  });

  it('names an unknown field and lists the known ones', () => {
    try {
      parse('runs:4 AND umpire:Smith');
      throw new Error('parsed');
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownFieldError);
      expect((error as UnknownFieldError).field).toBe('umpire');
      expect((error as UnknownFieldError).position).toBe(11);
      expect((error as Error).message).toContain('batter');
    }
  });
});
