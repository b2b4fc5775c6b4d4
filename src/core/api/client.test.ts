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
