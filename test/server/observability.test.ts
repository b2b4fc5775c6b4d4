import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer } from './helpers';

const SIGNIN = '/identity/v2/iam/auth/signin';

/** Request ids on every answer, and /metrics for a scraper on this machine or with the token. */
describe('observability', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { metricsToken: 'scrape-token-for-tests' });
  });
  afterAll(() => server?.close());

  it('answers every request with its id, keeping a sound one the proxy gave', async () => {
    const made = await server.call('GET', '/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.call('GET', '/health', {
      headers: { 'x-request-id': 'nginx-4f2a.17' },
    });
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a.17');
    const hostile = await server.call('GET', '/health', {
      headers: { 'x-request-id': `two words ${'x'.repeat(80)}` },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts and times requests by route and status, and shows the job queue', async () => {
    await server.call('POST', SIGNIN, {
      body: { userName: 'analyst@vidsearch.example', password: PASSWORD, platform: 'LVS' },
    });
    await server.call('POST', SIGNIN, {
      body: { userName: 'analyst@vidsearch.example', password: 'wrong', platform: 'LVS' },
    });
    const scraped = await server.call<string>('GET', '/metrics');
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scraped.body;
    expect(text).toMatch(
      /^vs_http_requests_total\{method="POST",route="\/identity\/v2\/iam\/auth\/signin",status="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^vs_http_requests_total\{method="POST",route="\/identity\/v2\/iam\/auth\/signin",status="401"\} 1$/m,
    );
    expect(text).toMatch(
      /^vs_http_request_duration_seconds_count\{method="POST",route="\/identity\/v2\/iam\/auth\/signin"\} 2$/m,
    );
    expect(text).toContain('# TYPE vs_jobs gauge');
    expect(text).toContain('# TYPE vs_job_duration_seconds histogram');
  });

  it('keeps the figures from callers through the proxy, unless they have the token', async () => {
    const proxied = await server.call('GET', '/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
    expect(JSON.stringify(proxied.body)).not.toContain('vs_http');
    const withToken = await server.call('GET', '/metrics', {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        authorization: 'Bearer scrape-token-for-tests',
      },
    });
    expect(withToken.status).toBe(200);
  });
});
