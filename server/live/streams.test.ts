import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSessionDeps } from './session-deps';

/** The streams' rows as the database holds them, and the heartbeat's read held back at will. */
const rows = new Map<string, { secret: string; state: string }>();
let heldBack: Promise<void> | null = null;

vi.mock('./repository', () => ({
  claimOrphanStreams: async () => [],
  releaseStreams: async () => undefined,
  claimStream: async () => 'mine',
  askEnd: async () => undefined,
  liveStreamOf: async (_db: unknown, key: { assetId: string }) => {
    const row = rows.get(key.assetId);
    return row ? { ...row, tenant_id: 't', asset_id: key.assetId } : null;
  },
  setLiveSecret: async (_db: unknown, key: { assetId: string }, secret: string) => {
    const row = rows.get(key.assetId);
    if (!row) return false;
    row.secret = secret;
    return true;
  },
  beatHeldStreams: async () => {
    const read = [...rows].map(([assetId, row]) => ({
      tenant_id: 't',
      asset_id: assetId,
      secret: row.secret,
      end_asked: false,
    }));
    if (heldBack) await heldBack;
    return read;
  },
}));

/** The listeners started, each with the secret it listens with, and whether it still does. */
const listeners: Array<{ assetId: string; secret: string; listening: boolean }> = [];
vi.mock('./session', () => ({
  LiveSession: class {
    private readonly me: { assetId: string; secret: string; listening: boolean };
    constructor(_deps: unknown, row: { asset_id: string; secret: string }) {
      this.me = { assetId: row.asset_id, secret: row.secret, listening: false };
    }
    get secret() {
      return this.me.secret;
    }
    get isEnding() {
      return false;
    }
    async start() {
      this.me.listening = true;
      listeners.push(this.me);
    }
    async stop() {
      this.me.listening = false;
    }
  },
}));

const { LiveStreams } = await import('./streams');

const key = (assetId: string) => ({ tenantId: 't', assetId });
const listening = () => listeners.filter((l) => l.listening);

describe('the live streams a process holds, while its heartbeat reads them', () => {
  let streams: InstanceType<typeof LiveStreams>;
  let letGo: () => void;

  beforeEach(async () => {
    vi.useFakeTimers();
    rows.clear();
    listeners.splice(0);
    rows.set('a', { secret: 'first', state: 'live' });
    streams = new LiveStreams({} as LiveSessionDeps, {
      staleSeconds: 5,
      exclusive: true,
      fault: (error) => {
        throw error;
      },
    });
    await streams.start();
    await streams.open(key('a'));
    // The next heartbeat reads the rows, then waits before it acts on what it read.
    heldBack = new Promise((resolve) => (letGo = resolve));
    await vi.advanceTimersByTimeAsync(1_000);
  });
  afterEach(async () => {
    heldBack = null;
    await streams.stop();
    vi.useRealTimers();
  });

  it('listens with a new secret, never again with the one the heartbeat read before it', async () => {
    const rekeyed = streams.rekey(key('a'));
    letGo();
    const secret = await rekeyed;
    await vi.advanceTimersByTimeAsync(0);
    expect(listening()).toEqual([{ assetId: 'a', secret, listening: true }]);
  });

  it('stops listening for a deleted stream, never again whatever the heartbeat read', async () => {
    const forgotten = streams.forget(key('a'));
    letGo();
    expect(await forgotten).toBe(true);
    // Its row is still there until the asset's deletion is written; a heartbeat reads it.
    heldBack = null;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(listening()).toEqual([]);
    // Gone with the asset, it is forgotten for good.
    rows.delete('a');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(listening()).toEqual([]);
  });
});
