import { describe, expect, it } from 'vitest';
import { storageKeptApart, type FramedWindow } from './storage-access';

const framed = (hasStorageAccess?: () => Promise<boolean>): FramedWindow => ({
  top: {},
  document: hasStorageAccess ? { hasStorageAccess } : {},
});

describe('storage kept apart in a frame', () => {
  it('is said only for a frame whose browser says it has no access to its own storage', async () => {
    expect(await storageKeptApart(framed(async () => false))).toBe(true);
    expect(await storageKeptApart(framed(async () => true))).toBe(false);
    // A browser without the API does not partition; one that throws is not taken at its word.
    expect(await storageKeptApart(framed())).toBe(false);
    expect(await storageKeptApart(framed(() => Promise.reject(new Error('not allowed'))))).toBe(
      false,
    );
    const top: FramedWindow = { top: null, document: { hasStorageAccess: async () => false } };
    top.top = top;
    expect(await storageKeptApart(top)).toBe(false);
  });
});
