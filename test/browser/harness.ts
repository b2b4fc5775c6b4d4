import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers';
import { launchChromium, partnerSite } from './browser';

export interface PartnerUnderTest {
  server: TestServer;
  site: Awaited<ReturnType<typeof partnerSite>>;
  browser: Browser;
}

/** A partner's page: the loader, pointed at the platform, then the given body. */
export function partnerPage(apiBase: string, body: string, title = 'Partner page'): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
    <script src="/vs-elements.js" data-api-base="${apiBase}"></script>${body}</body></html>`;
}

/**
 * For the whole file: the real server, a partner's site on another origin serving `dist/`
 * and the given pages (made from the server's URL), and Chromium.
 */
export function partnerUnderTest(
  pages: (apiBase: string) => Record<string, string>,
): PartnerUnderTest {
  const under = {} as PartnerUnderTest;
  beforeAll(async () => {
    if (!existsSync('dist/vs-elements.js'))
      throw new Error('dist/ is missing: run npm run build first');
    under.server = await startTestServer('pglite');
    under.site = await partnerSite(pages(under.server.url));
    under.browser = await launchChromium();
  });
  afterAll(async () => {
    await under.browser?.close();
    await under.site?.close();
    await under.server?.close();
  });
  return under;
}
