import { describe, expect, it } from 'vitest';
import { RightsTable } from './rights-table';
import { TenantIndex } from './index/tenant-index';
import type { Bitset } from './index/bitset';

const DAY = 86_400_000;
const now = new Date('2026-11-29T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

function indexOf(clips: Array<[id: string, assetId: string]>): TenantIndex {
  const index = new TenantIndex(() => 'text');
  for (const [id, assetId] of clips)
    index.add({ id, assetId, duration: 5, startTime: 0, matchDate: null, items: [] });
  return index;
}

const ids = (index: TenantIndex, docs: Bitset) => {
  const out: string[] = [];
  docs.forEach((doc) => out.push(index.clipId(doc)));
  return out.sort();
};

describe('the rights table beside a search index', () => {
  const index = indexOf([
    ['c1', 'a'],
    ['c2', 'a'],
    ['c3', 'a'],
    ['d1', 'b'],
  ]);

  it('shuts an asset’s clips from a use its window names, a clip’s own window overriding', () => {
    const table = new RightsTable();
    table.replace([
      { assetId: 'a', clipId: '', window: { notAfter: at(-1), uses: ['public'] } },
      { assetId: 'a', clipId: 'c2', window: { notAfter: at(10), uses: ['public'] } },
      { assetId: 'b', clipId: 'd1', window: { notBefore: at(2), uses: ['export'] } },
    ]);
    expect(ids(index, table.docs(index, 'public', now))).toEqual(['c1', 'c3']);
    expect(ids(index, table.docs(index, 'export', now))).toEqual(['d1']);
    expect(ids(index, table.docs(index, 'review', now))).toEqual([]);
    expect(ids(index, table.docs(index, 'not-available-now', now))).toEqual(['c1', 'c3', 'd1']);
    expect(table.names('public')).toBe(true);
    expect(table.names('internal')).toBe(false);
    expect(table.of('a', 'c2', now)).toEqual({
      window: { notAfter: at(10), uses: ['public'] },
    });
    expect(table.of('a', 'c1', now)?.shut?.uses).toEqual(['public']);
    expect(table.of('b', 'd9', now)).toBeUndefined();
  });

  it('makes its sets again when time passes a window’s start or end, not before', () => {
    const table = new RightsTable();
    table.replace([{ assetId: 'b', clipId: '', window: { notAfter: at(9), uses: ['public'] } }]);
    const first = table.docs(index, 'expires-this-week', now);
    expect(ids(index, first)).toEqual([]);
    // Still the same set a day on; two days on the end is within the week.
    expect(table.docs(index, 'expires-this-week', new Date(now.getTime() + DAY))).toBe(first);
    expect(
      ids(index, table.docs(index, 'expires-this-week', new Date(now.getTime() + 2.5 * DAY))),
    ).toEqual(['d1']);
    const after = new Date(now.getTime() + 9 * DAY + 1);
    expect(ids(index, table.docs(index, 'public', after))).toEqual(['d1']);
    expect(ids(index, table.docs(index, 'expires-this-week', after))).toEqual([]);
  });

  it('takes one asset’s windows anew without touching the others’', () => {
    const table = new RightsTable();
    table.replace([
      { assetId: 'a', clipId: '', window: { notAfter: at(-1), uses: ['public'] } },
      { assetId: 'b', clipId: '', window: { notAfter: at(-1), uses: ['public'] } },
    ]);
    table.replace([], ['a']);
    expect(ids(index, table.docs(index, 'public', now))).toEqual(['d1']);
    table.replace([], ['b']);
    expect(table.empty).toBe(true);
    expect(table.names('public')).toBe(false);
  });
});
