import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { launchChromium } from '../browser/browser';
import { PASSWORD, startTestServer, type TestServer } from '../server/helpers';

export interface AppUnderTest {
  server: TestServer;
  browser: Browser;
}

/** The real server (serving the built app) and Chromium, for the whole file. */
export function appUnderTest(overrides: Partial<ServerConfig> = {}): AppUnderTest {
  const app = {} as AppUnderTest;
  beforeAll(async () => {
    if (!existsSync('dist/app/index.html'))
      throw new Error('dist/app is missing: run npm run build first');
    app.server = await startTestServer('pglite', overrides);
    app.browser = await launchChromium();
  });
  // What a test opened goes with it: a page left open goes on playing, polling and animating
  // through the file's later tests, a busy machine's CPU they need.
  afterEach(async () => {
    await Promise.all(app.browser?.contexts().map((context) => context.close()) ?? []);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

export interface SignInOptions {
  width?: number;
  /** The person's theme choice; "system" lets a test switch it live (`showTheme`). */
  mode?: 'dark' | 'light' | 'system';
  /** Let the page read and write the clipboard. */
  clipboard?: boolean;
  acceptDownloads?: boolean;
}

/** A signed-in page at a width and theme; `errors` collects the console's errors. */
export async function signInAs(
  app: AppUnderTest,
  email: string,
  options: SignInOptions = {},
): Promise<Page & { errors: string[] }> {
  const page = await visitorPage(app, options);
  await page.goto(`${app.server.url}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Home, or first the choice of organisation for a person of several.
  await page.waitForURL((url) => ['/', '/select-tenancy'].includes(url.pathname));
  return page;
}

/**
 * A page of someone not signed in (a reviewer sent a link, a visitor) at a width and theme;
 * `errors` collects the console's errors.
 */
export async function visitorPage(
  app: AppUnderTest,
  { width = 1400, mode = 'dark', clipboard = false, acceptDownloads = false }: SignInOptions = {},
): Promise<Page & { errors: string[] }> {
  const context = await app.browser.newContext({
    viewport: { width, height: 900 },
    acceptDownloads,
  });
  if (clipboard)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: app.server.url,
    });
  await context.addInitScript((m) => {
    localStorage.setItem('vs-theme-mode', m);
    localStorage.setItem('vs-viewport-dialog-closed', '1');
    // Whatever the app's policy refuses is an error the journey sees (the console only says so
    // for some of it).
    document.addEventListener(
      'securitypolicyviolation',
      (e) => console.error(`Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      true,
    );
  }, mode);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return Object.assign(page, { errors });
}

/**
 * Follows a header link as a person does at the page's width: straight from the header, or
 * (on a phone, where the links are behind it) through the header's Menu.
 */
export async function followHeaderLink(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  }
}
