import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { appUnderTest } from './harness';

/**
 * Tabster (Fluent's keyboard navigation) adds `<i data-tabster-dummy aria-hidden tabindex=0>`
 * focus sentinels on purpose: they only pass focus on, and announcing them would confuse
 * screen readers. Its maintainers call the aria-hidden-focus report on them a false positive
 * (microsoft/tabster#288), and Microsoft's own scanners suppress exactly these nodes. Only
 * they are left out; any other aria-hidden-focus node still fails.
 */
const isTabsterSentinel = (ruleId: string, html: string) =>
  ruleId === 'aria-hidden-focus' && html.includes('data-tabster-dummy');

/** axe-core: no serious or critical violations. */
async function violations(page: Page): Promise<string[]> {
  // Fluent fades colours (focus, hover, theme): judge the resting colours, not a frame mid-fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isTabsterSentinel(v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('themes and accessibility of the app', () => {
  const app = appUnderTest();

  for (const mode of ['dark', 'light'] as const) {
    it(`passes axe on every route so far, and the open account menu, in the ${mode} theme`, async () => {
      const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript((m) => localStorage.setItem('vs-theme-mode', m), mode);
      await page.goto(`${app.server.url}/login`);
      await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-login-${mode}.png` });
      for (const route of [
        '/reset-password',
        '/reset-password-requested',
        '/oauth/callback?code=not-from-this-tab&state=x',
      ]) {
        await page.goto(`${app.server.url}${route}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(await violations(page), route).toEqual([]);
      }
      await page.goto(`${app.server.url}/login`);
      await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
      await page.getByRole('textbox', { name: 'Email' }).fill('viewer@vidsearch.example');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Welcome to Southern Cross Cricket');
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-home-${mode}.png` });
      await page.getByRole('button', { name: 'Account: viewer@vidsearch.example' }).click();
      await expect.poll(() => page.getByRole('menuitem', { name: 'Sign out' }).count()).toBe(1);
      expect(await violations(page), 'account menu').toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto(`${app.server.url}/select-tenancy`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Choose an organisation' }).count())
        .toBe(1);
      expect(await violations(page), '/select-tenancy').toEqual([]);
      await page.goto(`${app.server.url}/explore`);
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: / clips$/ })
            .count(),
        )
        .toBe(1);
      expect(await violations(page), '/explore').toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-explore-${mode}.png` });
      await page.getByRole('button', { name: 'Assets', exact: true }).click();
      await page.getByRole('table', { name: 'Assets in these results' }).waitFor();
      expect(await violations(page), '/explore by asset').toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-explore-assets-${mode}.png` });
      await context.close();
    });

    it(`passes axe on the collection pages, their dialogs, editor and player, in the ${mode} theme`, async () => {
      const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript((m) => localStorage.setItem('vs-theme-mode', m), mode);
      await page.goto(`${app.server.url}/login`);
      await page.getByRole('textbox', { name: 'Email' }).fill('editor.cricket@vidsearch.example');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app.server.url}/`);

      await page.goto(`${app.server.url}/explore`);
      await page
        .getByRole('button', { name: /^Add to collection: / })
        .first()
        .click();
      const add = page.getByRole('dialog', { name: 'Add to collection' });
      await expect.poll(() => add.getByRole('radio').count()).toBeGreaterThan(1);
      expect(await violations(page), 'add to collection').toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-add-to-collection-${mode}.png` });
      await add.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`${app.server.url}/collections`);
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
      await context.close();
    });
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
