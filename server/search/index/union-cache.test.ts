import { describe, expect, it } from 'vitest';
import { families } from '../../../src/tenants';
import { TenantIndex } from './tenant-index';

const categories = families.cricket.clipCategories;
const typeOf = (name: string) => categories.find((c) => c.name === name)?.valueType ?? 'text';

describe('the cache of unions', () => {
  const index = new TenantIndex(typeOf);
  for (let n = 0; n < 1000; n++)
    index.add({
      id: `clip-${String(n).padStart(4, '0')}`,
      assetId: 'match',
      duration: 6,
      startTime: n,
      matchDate: null,
      items: [{ category: 'runs', value: String(n % 3), integerValue: n % 3 }],
    });

  it('gives a set of its own each time, and forgets them all at a write', () => {
    const first = index.withValues('runs', ['0', '1']);
    expect(first.count()).toBe(667);
    first.clear(); // the caller's to change: the next ask is not changed by it
    expect(index.withValues('runs', ['0', '1']).count()).toBe(667);
    index.remove('clip-0000');
    expect(index.withValues('runs', ['0', '1']).count()).toBe(666);
    index.add({
      id: 'clip-new',
      assetId: 'match',
      duration: 6,
      startTime: 5000,
      matchDate: null,
      items: [{ category: 'runs', value: '1', integerValue: 1 }],
    });
    expect(index.withValues('runs', ['0', '1']).count()).toBe(667);
  });
});
