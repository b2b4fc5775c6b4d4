import { describe, expect, it } from 'vitest';
import type { AuthSource } from './client';
import { ApiClient } from './client';
import { apiConfig } from './config';
import { FetchError, ParseError, TimeoutError } from './errors';

function auth(
  overrides: Partial<AuthSource> = {},
): AuthSource & { failures: number; pairs: string[] } {
  const state = { failures: 0, pairs: [] as string[] };
  return Object.assign(state, {
    accessToken: () => 'access',
    refreshToken: () => 'refresh',
    apiKey: () => 'key',
    userId: () => 'user',
    setTokens: (p: { token: string }) => void state.pairs.push(p.token),
    onAuthFailure: () => void (state.failures += 1),
    ...overrides,
  });
}

const config = apiConfig('http://platform.test', { timeoutMs: 50 });

describe('ApiClient on a broken network', () => {
  it('says a stalled call timed out', async () => {
    const stalled: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const client = new ApiClient(config, auth(), stalled);
    await expect(client.request('asset', '/v3/asset')).rejects.toBeInstanceOf(TimeoutError);
  });

  it('says an unreachable server could not be reached', async () => {
    const refused: typeof fetch = () => Promise.reject(new TypeError('connection refused'));
    const error = await new ApiClient(config, auth(), refused)
      .request('asset', '/v3/asset')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as Error).message).toContain('connection refused');
  });

  it('says a body is not JSON, with its status', async () => {
    const html: typeof fetch = async () =>
      new Response('<html>proxy error</html>', { status: 502 });
    const error = await new ApiClient(config, auth(), html)
      .request('asset', '/v3/asset')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).status).toBe(502);
  });

  it('treats a 401 whose body does not parse as a 401: refresh, then retry', async () => {
    let calls = 0;
    const network: typeof fetch = async (url, init) => {
      calls += 1;
      const path = new URL(url instanceof Request ? url.url : url).pathname;
      if (path.endsWith('/refresh')) return Response.json({ token: 'new', refreshToken: 'next' });
      const header = new Headers(init?.headers).get('authorization');
      if (header === 'Bearer access') return new Response('<html>401</html>', { status: 401 });
      return Response.json({ ok: true, header });
    };
    let token = 'access';
    const source = auth({ accessToken: () => token, setTokens: (p) => void (token = p.token) });
    const result = await new ApiClient(config, source, network).request<{ header: string }>(
      'asset',
      '/v3/asset',
    );
    expect(result.header).toBe('Bearer new');
    expect(calls).toBe(3);
  });

  it('sends every platform header', async () => {
    let seen: Headers | undefined;
    const network: typeof fetch = async (_url, init) => {
      seen = new Headers(init?.headers);
      return Response.json({});
    };
    await new ApiClient(config, auth(), network).request('middleware', '/tape/event', {
      body: { type: 'x' },
    });
    expect(seen!.get('authorization')).toBe('Bearer access');
    expect(seen!.get('x-authorization')).toBe('Bearer access');
    expect(seen!.get('x-api-key')).toBe('key');
    expect(seen!.get('x-userid')).toBe('user');
    expect(seen!.get('content-type')).toBe('application/json');
  });

  it('builds each service’s URL from its own base', () => {
    const split = apiConfig('http://one.test', {
      baseUrls: { identity: 'https://id.example/base' },
    });
    const client = new ApiClient(split, auth());
    expect(client.url('identity', '/v2/x', { a: 1, b: undefined })).toBe(
      'https://id.example/base/v2/x?a=1',
    );
    expect(client.url('asset', 'v3/asset')).toBe('http://one.test/asset/v3/asset');
  });
});

/**
 * A page whose session is held in two variables, and a network that answers a call with a
 * 401 when its token is not the newest, and each refresh when the test lets it.
 */
function sessions() {
  const state = { access: 'a1', refresh: 'r1', failures: 0 };
  const sent: string[] = [];
  const refreshes: Array<{
    token: string;
    answer(pair?: { token: string; refreshToken: string }): void;
  }> = [];
  const live = new Set(['a1']);
  const hold: Array<() => void> = [];
  const network: typeof fetch = async (url, init) => {
    const path = new URL(url instanceof Request ? url.url : url).pathname;
    if (path.endsWith('/refresh')) {
      return new Promise((resolve) =>
        refreshes.push({
          token: init?.body as string,
          answer: (pair) =>
            resolve(pair ? Response.json(pair) : Response.json({ code: 'x' }, { status: 401 })),
        }),
      );
    }
    const header = new Headers(init?.headers).get('authorization') ?? '';
    sent.push(`${path} ${header}`);
    const token = header.replace('Bearer ', '');
    // The first call to /held answers only when the test says: its answer comes late.
    if (path.endsWith('/held') && !sent.slice(0, -1).some((s) => s.startsWith('/middleware/held')))
      await new Promise<void>((resolve) => hold.push(resolve));
    return live.has(token)
      ? Response.json({ token })
      : Response.json({ code: 'expired' }, { status: 401 });
  };
  const source: AuthSource = {
    accessToken: () => state.access || undefined,
    refreshToken: () => state.refresh || undefined,
    apiKey: () => undefined,
    userId: () => undefined,
    setTokens: (pair) => {
      state.access = pair.token;
      state.refresh = pair.refreshToken;
    },
    onAuthFailure: () => void (state.failures += 1),
  };
  const client = new ApiClient(config, source, network);
  /** Another person signs in: new tokens, not from a refresh. */
  const signIn = (access: string, refresh: string) => {
    state.access = access;
    state.refresh = refresh;
    live.add(access);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { state, sent, refreshes, live, hold, client, signIn, settle };
}

describe('ApiClient across sessions', () => {
  it('never sends a call again with the credentials of the session after its own', async () => {
    const page = sessions();
    page.live.delete('a1');
    const call = page.client.request('middleware', '/search').catch((e: unknown) => e);
    await page.settle();
    expect(page.refreshes.map((r) => r.token)).toEqual(['r1']);
    // While the first person's refresh is under way, they sign out and another signs in.
    page.signIn('b1', 'rb1');
    page.refreshes[0]!.answer({ token: 'a2', refreshToken: 'r2' });
    expect(((await call) as { status: number }).status).toBe(401);
    expect(page.sent).toEqual(['/middleware/search Bearer a1']);
    // The late pair of the first session is not taken over the second one.
    expect(page.state).toEqual({ access: 'b1', refresh: 'rb1', failures: 0 });
  });

  it('starts no refresh for a 401 that comes after the session ended', async () => {
    const page = sessions();
    page.live.delete('a1');
    const call = page.client.request('middleware', '/held').catch((e: unknown) => e);
    await page.settle();
    page.signIn('b1', 'rb1');
    page.hold.shift()!();
    expect(((await call) as { status: number }).status).toBe(401);
    expect(page.refreshes).toEqual([]);
    expect(page.sent).toEqual(['/middleware/held Bearer a1']);
  });

  it('does not sign the next person out when the last session’s refresh fails', async () => {
    const page = sessions();
    page.live.delete('a1');
    const call = page.client.request('middleware', '/search').catch((e: unknown) => e);
    await page.settle();
    page.signIn('b1', 'rb1');
    page.refreshes[0]!.answer();
    await call;
    expect(page.state.failures).toBe(0);
    // The next session's own expiry gets its own refresh, not the ended one's.
    page.live.delete('b1');
    const next = page.client.request<{ token: string }>('middleware', '/search');
    await page.settle();
    expect(page.refreshes.map((r) => r.token)).toEqual(['r1', 'rb1']);
    page.live.add('b2');
    page.refreshes[1]!.answer({ token: 'b2', refreshToken: 'rb2' });
    expect((await next).token).toBe('b2');
  });

  it('follows a session through a renewal made while its call waited', async () => {
    const page = sessions();
    page.live.delete('a1');
    // Sent with a1; its 401 comes after another call has already renewed the session.
    const slow = page.client.request<{ token: string }>('middleware', '/held');
    await page.settle();
    const quick = page.client.request<{ token: string }>('middleware', '/search');
    await page.settle();
    page.live.add('a2');
    page.refreshes[0]!.answer({ token: 'a2', refreshToken: 'r2' });
    expect((await quick).token).toBe('a2');
    page.hold.shift()!();
    await page.settle();
    // The session is the same one renewed: a refresh with its newest token, then the call again.
    expect(page.refreshes.map((r) => r.token)).toEqual(['r1', 'r2']);
    page.live.add('a3');
    page.refreshes[1]!.answer({ token: 'a3', refreshToken: 'r3' });
    expect((await slow).token).toBe('a3');
  });
});

describe('ApiClient in a cluster', () => {
  it('names the process that answered the last search in its next requests', async () => {
    const sent: Array<string | null> = [];
    const network: typeof fetch = async (_url, init) => {
      sent.push(new Headers(init?.headers).get('x-vs-search-process'));
      const headers: Record<string, string> =
        sent.length === 2 ? { 'x-vs-search-process': 'a1b2c3d4e5f6' } : {};
      if (sent.length === 4) headers['x-vs-search-process'] = '0f9e8d7c6b5a';
      return Response.json({}, { headers });
    };
    const client = new ApiClient(config, auth(), network);
    for (let i = 0; i < 5; i++) await client.request('middleware', '/search/search', { body: {} });
    expect(sent).toEqual([null, null, 'a1b2c3d4e5f6', 'a1b2c3d4e5f6', '0f9e8d7c6b5a']);
  });
});
