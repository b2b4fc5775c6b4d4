import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { sessionAtom } from '../state/atoms';
import { forgetOnNewCaller } from './query-client';
import { CACHE_RETENTION_MS, createQueryClient, pageQueryClient } from './index';

describe('query cache', () => {
  it('is one client per page', () => {
    expect(pageQueryClient()).toBe(pageQueryClient());
  });

  it('shares a fresh answer between callers and drops it 60 s after its last use', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      client.mount();
      let calls = 0;
      const fetchTenancies = async () => [{ id: 't', name: `call ${++calls}` }];
      const key = ['identity', 'tenancies', 'u1'] as const;
      const [a, b] = await Promise.all([
        client.fetchQuery({ queryKey: key, queryFn: fetchTenancies }),
        client.fetchQuery({ queryKey: key, queryFn: fetchTenancies }),
      ]);
      expect(a).toBe(b);
      expect(calls).toBe(1);
      expect(client.getQueryData(key)).toEqual([{ id: 't', name: 'call 1' }]);
      await vi.advanceTimersByTimeAsync(CACHE_RETENTION_MS - 1000);
      expect(client.getQueryData(key)).toBeDefined();
      await vi.advanceTimersByTimeAsync(2000);
      expect(client.getQueryData(key)).toBeUndefined();
      client.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets every answer when someone signs in or out, and keeps them otherwise', async () => {
    // Nothing observes these queries: they go at once (those on screen go a moment later).
    const client = createQueryClient();
    const store = createStore();
    forgetOnNewCaller(client, store);
    const key = ['identity', 'tenancies', 'u1'] as const;
    const answer = async () => [{ id: 't', name: 'T' }];
    await client.fetchQuery({ queryKey: key, queryFn: answer });
    // The same caller again (a token refresh writes the session anew): kept.
    store.set(sessionAtom, { email: '', authenticated: false });
    expect(client.getQueryData(key)).toBeDefined();
    store.set(sessionAtom, { email: 'a@x.example', authenticated: true });
    expect(client.getQueryData(key)).toBeUndefined();
    await client.fetchQuery({ queryKey: key, queryFn: answer });
    store.set(sessionAtom, { email: 'a@x.example', authenticated: true });
    expect(client.getQueryData(key)).toBeDefined();
    store.set(sessionAtom, { email: 'b@x.example', authenticated: true });
    expect(client.getQueryData(key)).toBeUndefined();
    await client.fetchQuery({ queryKey: key, queryFn: answer });
    store.set(sessionAtom, { email: '', authenticated: false });
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('does not retry an answer the server refused', async () => {
    const client = createQueryClient();
    let calls = 0;
    const refuse = async () => {
      calls += 1;
      throw Object.assign(new Error('nope'), { status: 403 });
    };
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: refuse, retryDelay: 0 }),
    ).rejects.toThrow('nope');
    expect(calls).toBe(1);
    // …while a server failure is tried again, twice (so the rule above is what stopped the 403).
    let serverCalls = 0;
    const fail = async () => {
      serverCalls += 1;
      throw Object.assign(new Error('down'), { status: 503 });
    };
    await expect(
      client.fetchQuery({ queryKey: ['y'], queryFn: fail, retryDelay: 0 }),
    ).rejects.toThrow('down');
    expect(serverCalls).toBe(3); // the first try and two retries
  });
});
