import {
  askForStorage,
  storageAllowedBefore,
  storageKeptApart,
  type FramedWindow,
} from '../storage-access';
import type { KeyValueStorage } from './persistence';

/**
 * The storage a page framed by another site keeps its state in: the frame's own to begin with,
 * its site's own once the browser gives it (`use`), with what was written so far carried over.
 * Reads wait until the start of the visit has settled which one it is.
 */
export class FrameStorage implements KeyValueStorage {
  private readonly written = new Map<string, string | null>();

  constructor(
    private current: Storage,
    private readonly settled: Promise<unknown>,
  ) {}

  async getItem(key: string): Promise<string | null> {
    await this.settled;
    return this.current.getItem(key);
  }

  setItem(key: string, value: string): void {
    this.written.set(key, value);
    this.current.setItem(key, value);
  }

  removeItem(key: string): void {
    this.written.set(key, null);
    this.current.removeItem(key);
  }

  use(next: Storage): void {
    if (next === this.current) return;
    this.current = next;
    for (const [key, value] of this.written) {
      if (value === null) next.removeItem(key);
      else next.setItem(key, value);
    }
  }
}

/**
 * The state storage of a page framed by another site, on a browser that can give it its site's
 * own (`mayAskForStorage`): that one from the start where the person allowed it before, and
 * `ask` to ask them as they sign in where the frame's own would be lost with the visit.
 */
export function framedStorage(
  local: Storage,
  win: FramedWindow,
): { storage: FrameStorage; ask(): void } {
  let apart = false;
  const settled = Promise.all([
    storageKeptApart(win).then((kept) => (apart = kept)),
    storageAllowedBefore(win).then((allowed) => allowed && storage.use(allowed)),
  ]);
  const storage = new FrameStorage(local, settled);
  return {
    storage,
    ask: () => {
      if (apart) void askForStorage(win).then((given) => given && storage.use(given));
    },
  };
}
