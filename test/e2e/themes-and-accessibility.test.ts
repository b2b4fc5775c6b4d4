import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { showTheme, violations } from './axe';
import { appUnderTest } from './harness';

const ACCOUNT = 'editor.cricket@vidsearch.example';

/** Opens the seeded reel's page and waits for its items. */
async function openReel(page: Page, url: string) {
  await page.goto(`${url}/collections`);
  await page.getByRole('button', { name: 'Weekend highlights reel', exact: true }).click();
  await page.waitForURL(/\/collection\?id=/);
  const items = page.getByRole('list', { name: 'Items, in playing order' });
  await expect.poll(() => items.getByRole('listitem').count()).toBe(7);
}

/** Waits until the page shows the search's count of clips. */
const resultsShown = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: / clips$/ })
        .count(),
    )
    .toBe(1);

interface Sweep {
  /** What the test's name says it covers. */
  name: string;
  signedIn: boolean;
  /**
   * Opens the route and brings it to each state worth checking, where `check` runs axe in
   * both themes (and takes the screenshots named).
   */
  run(page: Page, url: string, check: ThemeCheck): Promise<void>;
}

/**
 * axe over the page as it stands: every rule in the dark theme, then the light theme's colours;
 * `shot` names screenshots.
 */
type ThemeCheck = (what: string, shot?: string, fullPage?: boolean) => Promise<void>;

/**
 * Checks a state in both themes without loading it twice: the person's choice is "system",
 * so switching the emulated colour scheme switches the page's theme live.
 */
const themeCheck =
  (page: Page): ThemeCheck =>
  async (what, shot, fullPage = false) => {
    for (const mode of ['dark', 'light'] as const) {
      await showTheme(page, mode);
      const seen = await violations(page, { coloursOnly: mode === 'light' });
      expect(seen, `${what}, ${mode} theme`).toEqual([]);
      if (shot) await page.screenshot({ path: `/tmp/e2e-${shot}-${mode}.png`, fullPage });
    }
  };

/** A public page: its one heading shown, then axe. */
const publicPage = (path: string): Sweep => ({
  name: path,
  signedIn: false,
  async run(page, url, check) {
    await page.goto(`${url}${path}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await check(path);
  },
});

/**
 * Every route so far, and the states within them worth a look, each its own test: a slow
 * machine gives each its own time, and a new route is one more row. Each state is reached
 * once and checked in both themes.
 */
const SWEEPS: Sweep[] = [
  {
    name: '/login',
    signedIn: false,
    async run(page, url, check) {
      await page.goto(`${url}/login`);
      await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
      await check('/login', 'login');
    },
  },
  publicPage('/reset-password'),
  publicPage('/reset-password-requested'),
  publicPage('/oauth/callback?code=not-from-this-tab&state=x'),
  {
    name: 'home and the open account menu',
    signedIn: true,
    async run(page, url, check) {
      await page.goto(`${url}/`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Welcome to Southern Cross Cricket');
      await check('home', 'home');
      await page.getByRole('button', { name: `Account: ${ACCOUNT}` }).click();
      await expect.poll(() => page.getByRole('menuitem', { name: 'Sign out' }).count()).toBe(1);
      await check('account menu');
    },
  },
  {
    name: '/select-tenancy',
    signedIn: true,
    async run(page, url, check) {
      await page.goto(`${url}/select-tenancy`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Choose an organisation' }).count())
        .toBe(1);
      await check('/select-tenancy');
    },
  },
  {
    name: '/explore',
    signedIn: true,
    async run(page, url, check) {
      await page.goto(`${url}/explore`);
      await resultsShown(page);
      await check('/explore', 'explore');
    },
  },
  {
    name: '/explore by asset',
    signedIn: true,
    async run(page, url, check) {
      await page.goto(`${url}/explore?view=assets`);
      await page.getByRole('table', { name: 'Assets found' }).waitFor();
      await check('/explore by asset', 'explore-assets');
    },
  },
  {
    name: 'the add-to-collection dialog',
    signedIn: true,
    async run(page, url, check) {
      await page.goto(`${url}/explore`);
      await page
        .getByRole('button', { name: /^Add to collection: / })
        .first()
        .click();
      const add = page.getByRole('dialog', { name: 'Add to collection' });
      await expect.poll(() => add.getByRole('radio').count()).toBeGreaterThan(1);
      await check('add to collection', 'add-to-collection');
    },
  },
  {
    name: '/collections, the new-collection dialog with its error, and the delete confirmation',
    signedIn: true,
    async run(page, url, check) {
      await page.goto(`${url}/collections`);
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Weekend highlights reel', exact: true }).count(),
        )
        .toBe(1);
      await check('/collections', 'collections');
      await page.getByRole('button', { name: 'New collection' }).click();
      const create = page.getByRole('dialog', { name: 'New collection' });
      await create.getByRole('button', { name: 'Create' }).click();
      await expect.poll(() => create.getByText('Give the collection a name.').count()).toBe(1);
      await check('new collection, with its error');
      await create.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete Weekend highlights reel' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete collection?' });
      await confirm.waitFor();
      await check('delete confirmation', 'delete-confirmation');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
    },
  },
  {
    name: '/collection',
    signedIn: true,
    async run(page, url, check) {
      await openReel(page, url);
      await check('/collection', 'collection', true);
    },
  },
  {
    name: '/collection with its editor, bumpers and player',
    signedIn: true,
    async run(page, url, check) {
      await openReel(page, url);
      await page
        .getByRole('button', { name: /^Trim / })
        .nth(1)
        .click();
      const editor = page.getByRole('group', { name: /^Trim Clip 2/ });
      await expect.poll(() => editor.getByRole('button', { name: 'Play' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Add bumper' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: /^Add bumper / }).count())
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Play collection' }).click();
      const player = page.getByRole('region', { name: /collection player$/ });
      await expect.poll(() => player.getByRole('button', { name: 'Play' }).isEnabled()).toBe(true);
      await check('editor, bumpers and player', 'collection-editing', true);
    },
  },
];

describe('themes and accessibility of the app', () => {
  const app = appUnderTest();
  /** One sign-in for the file: each test starts from its saved browser storage. */
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNT);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/`);
    signedIn = await context.storageState();
    await context.close();
  });

  for (const sweep of SWEEPS) {
    it(`passes axe on ${sweep.name} in the dark and light themes`, async () => {
      const context = await app.browser.newContext({
        viewport: { width: 1280, height: 900 },
        ...(sweep.signedIn ? { storageState: signedIn } : {}),
      });
      await context.addInitScript(() => localStorage.setItem('vs-theme-mode', 'system'));
      try {
        const page = await context.newPage();
        await sweep.run(page, app.server.url, themeCheck(page));
      } finally {
        await context.close();
      }
      // Up to four runs of axe over a whole page (two states, two themes): tens of seconds on a
      // busy 2-core machine.
    }, 120_000);
  }

  it('switches the element’s theme live with the page’s', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/login`);
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect
      .poll(() => button.evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe('rgb(144, 202, 249)');
    await page.getByLabel('Theme').selectOption('light');
    await expect
      .poll(() => button.evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe('rgb(16, 144, 213)');
    expect(await page.evaluate(() => localStorage.getItem('vs-theme-mode'))).toBe('light');
    // The choice is kept: the next page opens in it, whatever the system prefers.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('light');
    await page.close();
  });
});
