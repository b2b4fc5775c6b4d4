import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { partnerSite } from '../browser/browser';
import { resultCount } from '../browser/harness';
import { violations } from './axe';
import { appUnderTest, signInAs } from './harness';

/**
 * The embed builder (/settings/embed) as an administrator uses it: an element, its attributes
 * from custom-elements.json, the live preview and the snippet; then the snippet, pasted into a
 * blank page on another origin, works for a visitor.
 */
describe('the embed builder, in the standalone app', () => {
  const app = appUnderTest();
  let site: Awaited<ReturnType<typeof partnerSite>> | undefined;
  afterAll(async () => site?.close());

  const snippetOf = (page: Page) =>
    page
      .getByRole('region', { name: /^Snippet for / })
      .locator('code')
      .textContent();

  it('builds a snippet from the element’s attributes, with a live preview, that works pasted into a blank page', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example', { clipboard: true });
    await page.getByRole('link', { name: 'Publishing' }).click();
    await page
      .getByRole('navigation', { name: 'Publishing' })
      .getByRole('link', { name: 'Embed' })
      .click();
    await page.waitForURL(`${app.server.url}/settings/embed`);
    await page.getByRole('heading', { name: 'Embed the elements' }).waitFor();

    // The form follows the chosen element's attributes.
    const element = page.getByRole('combobox', { name: 'Element' });
    await element.selectOption('vs-player');
    await page.getByRole('textbox', { name: 'asset-id' }).waitFor();
    expect(await snippetOf(page)).toContain('<vs-player></vs-player>');
    await element.selectOption('vs-search');
    await page.getByRole('textbox', { name: 'page-size' }).fill('5');
    await page.getByRole('checkbox', { name: /^hide-add/ }).check();
    await page.getByRole('checkbox', { name: /strict Content Security Policy/ }).check();

    const snippet = (await snippetOf(page))!;
    expect(snippet).toContain(`src="${app.server.url}/vs-elements.js"`);
    expect(snippet).toContain(`data-api-base="${app.server.url}"`);
    expect(snippet).toContain('data-tenant="cricket"');
    expect(snippet).toContain('data-nonce="{{CSP_NONCE}}"');
    expect(snippet).toContain('<vs-search page-size="5" hide-add></vs-search>');

    // The preview is the element itself, with what was set.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.locator('vs-search').getAttribute('page-size')).toBe('5');
    await expect.poll(() => resultCount(page).count()).toBe(1);
    await expect
      .poll(() => preview.locator('vs-search').evaluate((e) => e.hasAttribute('hide-add')))
      .toBe(true);
    expect(await preview.getByRole('button', { name: /^Add to / }).count()).toBe(0);

    // A product address that is not one is refused in words, and nothing can be copied.
    const address = page.getByRole('textbox', { name: 'Product address' });
    await address.fill('video.example');
    await page.getByText('Enter a web address, like https://video.example').waitFor();
    expect(await page.getByRole('button', { name: 'Copy snippet' }).isDisabled()).toBe(true);
    await address.fill(app.server.url);

    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(snippet);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/embed-builder-1400.png', fullPage: true });

    // At a phone's width, one column and nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 900 });
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/embed-builder-390.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();

    // Pasted into a blank page of a partner's site (its nonce in place of the placeholder).
    const blank = `<!doctype html><html lang="en"><head><title>Blank</title><link rel="icon" href="data:,"></head><body>${copied.replace('{{CSP_NONCE}}', 'abc123')}</body></html>`;
    site = await partnerSite({ '/blank.html': blank });
    const context = await app.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const visitor = await context.newPage();
    visitor.setDefaultTimeout(20_000);
    const errors: string[] = [];
    visitor.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    visitor.on('pageerror', (e) => errors.push(e.message));
    await visitor.goto(`${site.url}/blank.html`);
    await expect.poll(() => resultCount(visitor).count()).toBe(1);
    const table = visitor.getByRole('table', { name: 'Clips found' });
    expect(await table.locator('[role=cell] button[title]').count()).toBeLessThanOrEqual(5);
    expect(await visitor.getByRole('button', { name: /^Add to / }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
