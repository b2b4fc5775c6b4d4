import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { tenantByKey } from '../../src/tenants';
import { afterAll, beforeAll } from 'vitest';
import { PASSWORD, startTestServer, type TestServer } from '../server/helpers';
import { launchChromium, partnerSite } from './browser';

export interface PartnerUnderTest {
  server: TestServer;
  site: Awaited<ReturnType<typeof partnerSite>>;
  browser: Browser;
}

/** A partner's page: the loader, pointed at the platform, then the given body. */
export function partnerPage(apiBase: string, body: string, title = 'Partner page'): string {
  // An icon of its own: the browser asks for none (a 404 in the console otherwise).
  return `<!doctype html><html lang="en"><head><title>${title}</title><link rel="icon" href="data:,"></head><body>
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

/** A page whose uncaught errors are kept, to assert there were none. */
export type WatchedPage = Page & { errors: string[] };

/**
 * Opens a partner page with a session already kept in storage, as after a sign-in of
 * `email` to the tenant.
 */
export async function signedInPage(
  env: PartnerUnderTest,
  tenantKey: string,
  pagePath: string,
  { email = 'admin@vidsearch.example', width = 1400, height = 900 } = {},
): Promise<WatchedPage> {
  const session = await env.server.signIn(email, tenantKey);
  const context = await env.browser.newContext({ viewport: { width, height } });
  const page = (await context.newPage()) as WatchedPage;
  // A step that cannot happen fails with its own message, well inside the test's time.
  page.setDefaultTimeout(10_000);
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  const kept = {
    version: 1,
    auth: { accessToken: session.token, refreshToken: session.refreshToken },
    session: { email: session.email, authenticated: true },
    user: {
      email: session.email,
      tenantId: session.tenantId,
      apiKey: null,
      tenancies: [{ id: session.tenantId, name: tenantByKey(tenantKey)!.name }],
      userId: session.userId,
      userRole: session.userRole,
    },
  };
  await page.addInitScript((root) => localStorage.setItem('root', root), JSON.stringify(kept));
  await page.goto(`${env.site.url}/${pagePath}`);
  return page;
}

/** The search's count ("N clips"), present once results are shown. */
export const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: / (clips?|stills?)$/ });

/** Signs in through the page's `<vs-login>`, as a person types it. */
export async function signInThroughLogin(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
