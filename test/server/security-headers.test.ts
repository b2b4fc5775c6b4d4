import { existsSync, readdirSync, statSync } from 'node:fs';
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
    // In the product's Roboto, every weight from the one file the app ships, which font-src
    // 'self' lets load.
    const font =
      /@font-face\{font-family:Roboto;font-weight:100 900;[^}]*url\((\/app\/fonts\/[^)]+)\)/.exec(
        String(answer.body),
      )?.[1];
    expect(font).toMatch(/^\/app\/fonts\/roboto-latin-wght-normal-[\w-]{8}\.woff2$/);
    const file = await server.call('GET', font!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect(policy.get('font-src')).toContain("'self'");
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

  it('sends built files compressed as the browser takes them, named-by-content ones kept for good', async () => {
    const file = (path: string, encoding: string) =>
      server.call('GET', path, { headers: { 'accept-encoding': encoding, accept: 'text/html' } });
    const chunk = `/app/chunks/${readdirSync('dist/app/chunks').find((f) => /^SearchView-[\w-]{8}\.js$/.test(f))}`;
    for (const [path, cache] of [
      ['/app/main.js', 'no-cache'],
      ['/vs-elements.js', 'no-cache'],
      ['/elements/vs-library.js', 'no-cache'],
      [chunk, 'public, max-age=31536000, immutable'],
    ] as const) {
      const br = await file(path, 'gzip, deflate, br');
      expect(br.status, path).toBe(200);
      expect(br.headers.get('cache-control'), path).toBe(cache);
      expect(br.headers.get('vary'), path).toMatch(/accept-encoding/i);
      const gzip = await file(path, 'gzip');
      const plain = await file(path, 'identity');
      // Small files (the loader) are not worth compressing: sent as they are to everyone.
      if (statSync(`dist${path}`).size >= 1024) {
        expect(br.headers.get('content-encoding'), path).toBe('br');
        expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      }
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(br.body, path).toEqual(plain.body);
      expect(gzip.body, path).toEqual(plain.body);
    }
    // Pages made for each answer are compressed as they go, and never kept.
    const page = await file('/login', 'br');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toContain('csp-nonce');
    expect(
      (await file('/search', 'gzip;q=0, identity')).headers.get('content-encoding'),
    ).toBeNull();
  });
});
