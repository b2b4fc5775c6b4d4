import { describe, expect, it } from 'vitest';
import { FrameStorage } from './frame-storage';

const memory = () => {
  const kept = new Map<string, string>();
  return Object.assign(
    {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    } as unknown as Storage,
    { kept },
  );
};

describe('a framed page’s state storage', () => {
  it('reads only once the start of the visit has settled which storage it is', async () => {
    const frame = memory();
    const site = memory();
    site.setItem('root', 'signed in');
    let settle!: () => void;
    const storage = new FrameStorage(frame, new Promise<void>((resolve) => (settle = resolve)));
    const read = storage.getItem('root');
    storage.use(site);
    settle();
    expect(await read).toBe('signed in');
  });

  it('carries what was written to the site’s storage once it is given, then writes there', async () => {
    const frame = memory();
    const site = memory();
    site.setItem('stale', 'x');
    const storage = new FrameStorage(frame, Promise.resolve());
    storage.setItem('root', 'tokens');
    storage.removeItem('stale');
    storage.use(site);
    expect(site.kept).toEqual(new Map([['root', 'tokens']]));
    storage.setItem('root', 'refreshed');
    expect(site.getItem('root')).toBe('refreshed');
    expect(frame.getItem('root')).toBe('tokens');
  });
});
