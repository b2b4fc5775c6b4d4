import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tenantId, type TestServer } from './helpers';

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const nonceOf = (policy: Map<string, string[]>) =>
  /^'nonce-([\w+/=]+)'$/.exec(
    policy.get('style-src')?.find((v) => v.startsWith("'nonce-")) ?? '',
  )?.[1];

/** The security headers and the pages' own policies (docs/server.md "Security headers"). */
describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    if (!existsSync('dist/app/index.html')) throw new Error('dist/app is missing: npm run build');
    server = await startTestServer('pglite', {
      cors: { partnerOrigins: ['https://club.example'], loopback: false },
    });
  });
  afterAll(() => server?.close());

  const page = (path: string, headers: Record<string, string> = {}) =>
    server.call('GET', path, { headers: { accept: 'text/html', ...headers } });

  it('gives every answer helmet’s headers, the API’s included', async () => {
    for (const path of ['/health', '/app/main.js', '/search']) {
      const answer = await page(path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(answer.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      // Partners' pages load the elements and media: resources are not held to this origin.
      expect(answer.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(answer.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('sends the app under a strict policy with a fresh nonce that its page carries', async () => {
    const first = await page('/search');
    const policy = directives(first.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(first.headers.get('content-security-policy')).not.toMatch(/unsafe|\*\.|https?:\/\/\*/);
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
    expect(first.body).not.toContain('%NONCE%');
    expect(first.headers.get('cache-control')).toBe('no-store');

    const second = await page('/collections');
    const again = nonceOf(directives(second.headers.get('content-security-policy')));
    expect(again).toBeTruthy();
    expect(again).not.toBe(nonce);
  });

  it('lets the tenant’s own sites and the configured partners frame the app, no one else', async () => {
    // As a browser at the tenant's own host asks (fetch may not set Host; inject may).
    const answer = await server.booted.app.inject({
      url: '/search',
      headers: { host: 'video.southerncrosscricket.example', accept: 'text/html' },
    });
    const framers = directives(String(answer.headers['content-security-policy'])).get(
      'frame-ancestors',
    );
    expect(framers).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://video.southerncrosscricket.example',
        'https://club.example',
      ]),
    );
    expect(framers!.join(' ')).not.toMatch(/localhost|127\.0\.0\.1|\*/);
  });

  it('never sends the app’s page template as a file', async () => {
    for (const path of ['/app/index.html', '/index.html']) {
      const answer = await page(path);
      expect(answer.body, path).not.toContain('%NONCE%');
      if (answer.status === 200) {
        expect(answer.headers.get('content-security-policy'), path).toMatch(/'nonce-/);
      }
    }
  });

  it('sends the sign-in page with its style under the nonce and its form back to the app only', async () => {
    const query = new URLSearchParams({
      tenantId: tenantId('cricket'),
      redirect_uri: 'https://video.southerncrosscricket.example/login/callback',
      mode: 'signup',
    });
    const answer = await page(`/identity/oauth/authorize?${query}`);
    expect(answer.status).toBe(200);
    const policy = directives(answer.headers.get('content-security-policy'));
    const nonce = nonceOf(policy);
    expect(answer.body).toContain(`<style nonce="${nonce}">`);
    // No style attribute: the policy would refuse it.
    expect(answer.body).not.toMatch(/\sstyle="/);
    expect(policy.get('form-action')).toEqual([
      "'self'",
      'https://video.southerncrosscricket.example',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('sends the cart’s pages, turned-away orders included, under the policy', async () => {
    const answer = await server.call('POST', '/cart/callback', {
      raw: 'payload=x&signature=y',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const nonce = nonceOf(directives(answer.headers.get('content-security-policy')));
    expect(answer.body).toContain(`<style nonce="${nonce}">`);
  });
});
