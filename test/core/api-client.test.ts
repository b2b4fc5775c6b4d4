import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  ApiError,
  apiConfig,
  assetApi,
  identityApi,
  searchApi,
} from '../../src/core/api';
import { startTestServer, tenantId, PASSWORD, type TestServer } from '../server/helpers';
import { MemoryAuth } from './memory-auth';

/** A fetch that counts the calls to each path. */
function countingFetch() {
  const calls = new Map<string, number>();
  const impl: typeof fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    return fetch(input, init);
  };
  return {
    impl,
    count: (path: string) => calls.get(path) ?? 0,
    total: () => [...calls.values()].reduce((a, b) => a + b, 0),
  };
}

const TOKEN_TTL_SECONDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('core API client against the reference server', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Short-lived access tokens, so that expiry is quick to reach. Expiry counts whole
    // seconds, so a token lives between TTL - 1 and TTL: 3 s leaves a refreshed token at
    // least 2 s for its retry, even on a loaded machine.
    server = await startTestServer('pglite', { accessTokenTtlSeconds: TOKEN_TTL_SECONDS });
  });
  afterAll(() => server?.close());

  function connect() {
    const auth = new MemoryAuth();
    const network = countingFetch();
    const client = new ApiClient(apiConfig(server.url), auth, network.impl);
    return {
      auth,
      network,
      client,
      identity: identityApi(client),
      search: searchApi(client),
      assets: assetApi(client),
    };
  }

  it('signs in and calls every service with the session’s headers', async () => {
    const { auth, identity, search, assets } = connect();
    auth.signedIn(
      await identity.signIn('analyst@vidsearch.example', PASSWORD, tenantId('cricket')),
    );
    const tenancies = await identity.tenancies(auth.user!);
    expect(tenancies.map((t) => t.name)).toContain('Southern Cross Cricket');
    const found = await search.search({ query: 'kohli', pageSize: 2 });
    expect(found.results.length).toBeGreaterThan(0);
    const list = await assets.assets({ size: 1 });
    expect(list.content[0]!.tenantId).toBe(tenantId('cricket'));
    const thumb = await assets.thumbnail(list.content[0]!.id, 1);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refreshes exactly once for many calls on an expired token, then retries them all', async () => {
    const { auth, network, identity, search, assets } = connect();
    auth.signedIn(
      await identity.signIn('analyst@vidsearch.example', PASSWORD, tenantId('cricket')),
    );
    const before = auth.tokens!;
    await sleep(TOKEN_TTL_SECONDS * 1000 + 500);
    const results = await Promise.all([
      identity.tenancies(auth.user!),
      identity.tenant(tenantId('cricket')),
      identity.user(auth.user!),
      search.search({ pageSize: 1 }),
      assets.assets({ size: 1 }),
    ]);
    expect(results).toHaveLength(5);
    expect(network.count('/identity/v2/iam/auth/refresh')).toBe(1);
    expect(auth.tokens!.token).not.toBe(before.token);
    expect(auth.tokens!.refreshToken).not.toBe(before.refreshToken);
    expect(auth.failures).toEqual([]);
  });

  it('hands over once, clearing the session, when the refresh fails', async () => {
    const { auth, network, identity, search } = connect();
    const session = await identity.signIn('viewer@vidsearch.example', PASSWORD);
    auth.signedIn(session);
    await identity.signOut(session.refreshToken);
    await sleep(TOKEN_TTL_SECONDS * 1000 + 500);
    const outcomes = await Promise.allSettled([
      identity.tenancies(session.userId),
      search.search({}),
      identity.user(session.userId),
    ]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(network.count('/identity/v2/iam/auth/refresh')).toBe(1);
    expect(auth.failures).toHaveLength(1);
    expect(auth.tokens).toBeNull();
  });

  it('never refreshes for sign-in or sign-out, and reports the server’s reason', async () => {
    const { network, identity } = connect();
    const wrong = await identity
      .signIn('viewer@vidsearch.example', 'wrong')
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).status).toBe(401);
    expect((wrong as ApiError).code).toBe('invalid_credentials');
    expect((wrong as ApiError).message).toBe('The email or password is incorrect.');
    expect(network.count('/identity/v2/iam/auth/refresh')).toBe(0);
  });

  it('passes a query’s position and field through, and asks nothing for an empty autocomplete', async () => {
    const { auth, network, identity, search } = connect();
    auth.signedIn(await identity.signIn('viewer@vidsearch.example', PASSWORD));
    const bad = await search.search({ query: 'kohli AND (' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect((bad as ApiError).field).toBe('body.query');
    expect((bad as ApiError).body.position).toBe(11);
    const calls = network.total();
    expect(await search.autocomplete('   ')).toEqual([]);
    expect(network.total()).toBe(calls);
    expect((await search.autocomplete('arj')).length).toBeGreaterThan(0);
  });
});
