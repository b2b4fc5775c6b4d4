import { describe, expect, it } from 'vitest';
import {
  askForStorage,
  mayAskForStorage,
  storageAllowedBefore,
  storageKeptApart,
  type FramedWindow,
} from './storage-access';

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

/** A frame of another site on a browser that hands over the site's own storage (Chromium). */
function chromiumFrame(options: { apart: boolean; permission: string; refuse?: boolean }) {
  const site = new Map<string, string>();
  const siteStorage = {
    getItem: (key: string) => site.get(key) ?? null,
    setItem: (key: string, value: string) => void site.set(key, value),
    removeItem: (key: string) => void site.delete(key),
  } as unknown as Storage;
  const asked: unknown[] = [];
  const win: FramedWindow = {
    top: {},
    StorageAccessHandle: class {},
    document: {
      hasStorageAccess: async () => !options.apart,
      requestStorageAccess: async (types) => {
        asked.push(types);
        if (options.refuse) throw new Error('NotAllowedError');
        return { localStorage: siteStorage };
      },
    },
    navigator: { permissions: { query: async () => ({ state: options.permission }) } },
  };
  return { win, siteStorage, asked };
}

describe('the site’s own storage for a framed page', () => {
  it('is asked for only where the browser hands it over, in a frame', () => {
    expect(mayAskForStorage(chromiumFrame({ apart: true, permission: 'prompt' }).win)).toBe(true);
    // Safari and Firefox give cookies only: nothing to ask for.
    const { StorageAccessHandle: _chromium, ...safari } = chromiumFrame({
      apart: true,
      permission: 'prompt',
    }).win;
    expect(mayAskForStorage(safari)).toBe(false);
    const top = chromiumFrame({ apart: true, permission: 'prompt' }).win;
    top.top = top;
    expect(mayAskForStorage(top)).toBe(false);
  });

  it('comes back at the start of a visit where the person allowed it before, without asking', async () => {
    const allowed = chromiumFrame({ apart: true, permission: 'granted' });
    expect(await storageAllowedBefore(allowed.win)).toBe(allowed.siteStorage);
    expect(allowed.asked).toEqual([{ localStorage: true }]);
    // Not allowed yet (the browser would refuse without a gesture), or not kept apart: no call.
    for (const frame of [
      chromiumFrame({ apart: true, permission: 'prompt' }),
      chromiumFrame({ apart: true, permission: 'denied' }),
      chromiumFrame({ apart: false, permission: 'granted' }),
    ]) {
      expect(await storageAllowedBefore(frame.win)).toBeNull();
      expect(frame.asked).toEqual([]);
    }
  });

  it('is asked for as the person signs in, and is nothing where they refuse', async () => {
    const frame = chromiumFrame({ apart: true, permission: 'prompt' });
    expect(await askForStorage(frame.win)).toBe(frame.siteStorage);
    expect(frame.asked).toEqual([{ localStorage: true }]);
    expect(
      await askForStorage(chromiumFrame({ apart: true, permission: 'prompt', refuse: true }).win),
    ).toBeNull();
  });
});
