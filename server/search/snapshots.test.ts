import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../../src/tenants';
import { categoriesFingerprint, snapshotStaleness } from './snapshots';

const cricket = tenantByKey('cricket')!.tenantId.production;
const soccer = tenantByKey('soccer')!.tenantId.production;

describe('whether a search index snapshot can be taken up', () => {
  const categories = categoriesFingerprint(cricket);
  const meta = { tenantId: cricket, databaseId: 'db-1', categories, appliedSeq: 40, writtenAt: 0 };
  const basis = { databaseId: 'db-1', prunedThrough: 10, lastSeq: 55 };
  const staleness = (m: Partial<typeof meta>, b: Partial<typeof basis> = {}) =>
    snapshotStaleness({ ...meta, ...m }, { ...basis, ...b }, cricket, categories);

  it('is taken up where the log holds every change after it', () => {
    expect(staleness({})).toBeNull();
    // Nothing changed since, or the changes just after it pruned but not it.
    expect(staleness({ appliedSeq: 55 })).toBeNull();
    expect(staleness({ appliedSeq: 40 }, { prunedThrough: 40, lastSeq: 0 })).toBeNull();
  });

  it('is not, in words, where it would answer wrongly', () => {
    expect(staleness({ appliedSeq: 9 })).toMatch(/no longer holds every change/);
    expect(staleness({ appliedSeq: 56 })).toMatch(/changes the database does not/);
    expect(staleness({ databaseId: 'db-2' })).toMatch(/another database/);
    expect(staleness({ tenantId: soccer })).toMatch(/another tenant/);
    expect(staleness({ categories: categoriesFingerprint(soccer) })).toMatch(/categories/);
  });

  it('tells tenants’ categories apart, and a tenant’s from itself alike', () => {
    expect(categoriesFingerprint(cricket)).toBe(categoriesFingerprint(cricket));
    expect(categoriesFingerprint(cricket)).not.toBe(categoriesFingerprint(soccer));
  });
});
