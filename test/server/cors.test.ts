import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../../server/config';
import { startTestServer, type TestServer } from './helpers';

const SEARCH = '/middleware/search/search';

/** Which browser pages of other origins may call the API (docs/server.md "Browsers"). */
describe('cross-origin calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      cors: { partnerOrigins: ['https://club.example'], loopback: false },
    });
  });
  afterAll(() => server?.close());

  const preflight = (origin: string) =>
    server.call('OPTIONS', SEARCH, {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('lets the tenants’ own hosts and configured partners call', async () => {
    for (const origin of ['https://video.southerncrosscricket.example', 'https://club.example']) {
      const answer = await preflight(origin);
      expect(answer.status, origin).toBe(204);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(answer.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    }
  });

  it('gives no one else leave, loopback pages included where not allowed', async () => {
    for (const origin of [
      'https://evil.example',
      'http://club.example',
      'https://club.example.evil.example',
      'http://127.0.0.1:5173',
      'null',
    ]) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      const simple = await server.call('GET', '/health', { headers: { origin } });
      expect(simple.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('takes partner origins from the environment, refusing what is not an origin', async () => {
    const env = { DATA_DIR: server.booted.ctx.config.dataDir };
    const made = await configFromEnvironment({
      ...env,
      PARTNER_ORIGINS: 'https://club.example, https://league.example:8443',
      NODE_ENV: 'production',
    });
    expect(made.cors).toEqual({
      partnerOrigins: ['https://club.example', 'https://league.example:8443'],
      loopback: false,
    });
    expect(
      (await configFromEnvironment({ ...env, ALLOW_LOOPBACK_ORIGINS: '1', NODE_ENV: 'production' }))
        .cors.loopback,
    ).toBe(true);
    await expect(
      configFromEnvironment({ ...env, PARTNER_ORIGINS: 'club.example' }),
    ).rejects.toThrow(/PARTNER_ORIGINS must be origins/);
    await expect(
      configFromEnvironment({ ...env, PARTNER_ORIGINS: 'https://club.example/videos' }),
    ).rejects.toThrow(/PARTNER_ORIGINS must be origins/);
  });
});
