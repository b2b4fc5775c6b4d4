import { describe, expect, it } from 'vitest';
import { parseQuery, queryFields } from '../../src/core/api/contract/query/parse';
import {
  filterTermText,
  setDateRange,
  toggleFacetValue,
  type FilterCategories,
} from '../../src/core/domain';
import { families } from '../../src/tenants';

/** What the client writes into the expression, the server's own parser reads as meant. */
describe('facet terms written by the client, read by the server', () => {
  const fields = queryFields(families.cricket.clipCategories);
  const cricket: FilterCategories = { values: ['bowler', 'shot'], dates: ['match_date'] };
  const awkward = [
    'J Smith',
    "O'Neil",
    'say "x"',
    'back\\slash',
    'Zoë Ågren',
    '<b>x</b>',
    'AND',
    'a:b',
  ];

  it.each(awkward)('a chosen value %j is one exact item', (value) => {
    const node = parseQuery(
      filterTermText({ kind: 'values', category: 'bowler', values: [value] }),
      fields,
    );
    expect(node).toMatchObject({ kind: 'item', category: { kind: 'exact', name: 'bowler' } });
    expect(node.kind === 'item' && node.value?.wildcard).toBe(false);
  });

  it('reads several values as OR, and a date range as an inclusive range', () => {
    let q = toggleFacetValue('kohli', cricket, 'bowler', 'J Smith');
    q = toggleFacetValue(q, cricket, 'bowler', "O'Neil");
    q = setDateRange(q, cricket, 'match_date', { from: '2026-01-01', to: '2026-01-31' });
    const node = parseQuery(q, fields);
    expect(node.kind).toBe('and');
    const children = node.kind === 'and' ? node.children : [];
    // The server flattens the date group into the AND: both ends inclusive.
    expect(children.map((c) => c.kind)).toEqual(['text', 'or', 'compare', 'compare']);
    expect(children.slice(2)).toEqual([
      { kind: 'compare', category: 'match_date', comparison: { op: '>=', value: '2026-01-01' } },
      { kind: 'compare', category: 'match_date', comparison: { op: '<=', value: '2026-01-31' } },
    ]);
  });

  it('reads a relative period the client writes as the days it covers', () => {
    const q = setDateRange('kohli', cricket, 'match_date', 'this-season');
    const july = queryFields(families.cricket.clipCategories, 7, () => new Date('2026-11-23'));
    const node = parseQuery(q, july);
    // Flattened into the AND, as a typed range is: both ends inclusive.
    expect(node).toMatchObject({
      kind: 'and',
      children: [
        { kind: 'text' },
        { kind: 'compare', comparison: { op: '>=', value: '2026-07-01' } },
        { kind: 'compare', comparison: { op: '<=', value: '2026-11-23' } },
      ],
    });
  });
});
