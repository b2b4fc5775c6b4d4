import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { violations } from './axe';
import { appUnderTest } from './harness';

const ACCOUNT = 'editor.cricket@vidsearch.example';

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
  /** Opens the route, checks each state worth checking, and names what it finds wrong. */
  run(page: Page, url: string, mode: string): Promise<void>;
}

/** A public page: its one heading shown, then axe. */
const publicPage = (path: string): Sweep => ({
  name: path,
  signedIn: false,
  async run(page, url) {
    await page.goto(`${url}${path}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await violations(page), path).toEqual([]);
  },
});

/**
 * Every route so far, and the states within them worth a look, each its own test in each
 * theme: a slow machine gives each its own time, and a new route is one more row.
 */
const SWEEPS: Sweep[] = [
  {
    name: '/login',
    signedIn: false,
    async run(page, url, mode) {
      await page.goto(`${url}/login`);
      await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-login-${mode}.png` });
    },
  },
  publicPage('/reset-password'),
  publicPage('/reset-password-requested'),
  publicPage('/oauth/callback?code=not-from-this-tab&state=x'),
  {
    name: 'home and the open account menu',
    signedIn: true,
    async run(page, url, mode) {
      await page.goto(`${url}/`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Welcome to Southern Cross Cricket');
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-home-${mode}.png` });
      await page.getByRole('button', { name: `Account: ${ACCOUNT}` }).click();
      await expect.poll(() => page.getByRole('menuitem', { name: 'Sign out' }).count()).toBe(1);
      expect(await violations(page), 'account menu').toEqual([]);
    },
  },
  {
    name: '/select-tenancy',
    signedIn: true,
    async run(page, url) {
      await page.goto(`${url}/select-tenancy`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Choose an organisation' }).count())
        .toBe(1);
      expect(await violations(page)).toEqual([]);
    },
  },
  {
    name: '/explore',
    signedIn: true,
    async run(page, url, mode) {
      await page.goto(`${url}/explore`);
      await resultsShown(page);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-explore-${mode}.png` });
    },
  },
  {
    name: '/explore by asset',
    signedIn: true,
    async run(page, url, mode) {
      await page.goto(`${url}/explore?view=assets`);
      await page.getByRole('table', { name: 'Assets found' }).waitFor();
      expect(await violations(page), '/explore by asset').toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-explore-assets-${mode}.png` });
    },
  },
  {
    name: 'the add-to-collection dialog',
    signedIn: true,
    async run(page, url, mode) {
      await page.goto(`${url}/explore`);
      await page
        .getByRole('button', { name: /^Add to collection: / })
        .first()
        .click();
      const add = page.getByRole('dialog', { name: 'Add to collection' });
      await expect.poll(() => add.getByRole('radio').count()).toBeGreaterThan(1);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-add-to-collection-${mode}.png` });
    },
  },
  {
    name: '/collections, the new-collection dialog with its error, and the delete confirmation',
    signedIn: true,
    async run(page, url, mode) {
      await page.goto(`${url}/collections`);
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Weekend highlights reel', exact: true }).count(),
        )
        .toBe(1);
      expect(await violations(page), '/collections').toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-collections-${mode}.png` });
      await page.getByRole('button', { name: 'New collection' }).click();
      const create = page.getByRole('dialog', { name: 'New collection' });
      await create.getByRole('button', { name: 'Create' }).click();
      await expect.poll(() => create.getByText('Give the collection a name.').count()).toBe(1);
      expect(await violations(page), 'new collection, with its error').toEqual([]);
      await create.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete Weekend highlights reel' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete collection?' });
      await confirm.waitFor();
      expect(await violations(page), 'delete confirmation').toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-delete-confirmation-${mode}.png` });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
    },
  },
  {
    name: '/collection with its editor, bumpers and player',
    signedIn: true,
    async run(page, url, mode) {
      await page.goto(`${url}/collections`);
      await page.getByRole('button', { name: 'Weekend highlights reel', exact: true }).click();
      await page.waitForURL(/\/collection\?id=/);
      const items = page.getByRole('list', { name: 'Items, in playing order' });
      await expect.poll(() => items.getByRole('listitem').count()).toBe(7);
      expect(await violations(page), '/collection').toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-collection-${mode}.png`, fullPage: true });
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
      expect(await violations(page), 'editor, bumpers and player').toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-collection-editing-${mode}.png`, fullPage: true });
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

  for (const mode of ['dark', 'light'] as const) {
    for (const sweep of SWEEPS) {
      it(`passes axe on ${sweep.name} in the ${mode} theme`, async () => {
        const context = await app.browser.newContext({
          viewport: { width: 1280, height: 900 },
          ...(sweep.signedIn ? { storageState: signedIn } : {}),
        });
        await context.addInitScript((m) => localStorage.setItem('vs-theme-mode', m), mode);
        try {
          await sweep.run(await context.newPage(), app.server.url, mode);
        } finally {
          await context.close();
        }
      });
    }
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
    await page.close();
  });
});
