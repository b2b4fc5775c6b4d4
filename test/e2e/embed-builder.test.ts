import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { partnerSite } from '../browser/browser';
import { resultCount } from '../browser/harness';
import { APP_ROUTES } from '../../src/core/api/contract';
import { hiddenPagesOf, routeAccess } from '../../src/core/domain/route-access';
import { familyConfigs, familyOf, tenants } from '../../src/tenants';
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

  const found = (where: Page | FrameLocator) =>
    where.getByRole('status').filter({ hasText: / (clips?|stills?)$/ });
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
    await page.getByRole('heading', { name: 'Embed the elements', exact: true }).waitFor();
    // A development server answers this machine's pages, registered or not: said, with how to stop it.
    await page
      .getByRole('region', { name: 'Sites that may embed the elements' })
      .getByRole('note')
      .getByText(
        /pages on this computer \(localhost, 127\.0\.0\.1\) are always answered.*ALLOW_LOOPBACK_ORIGINS=0/,
      )
      .waitFor();

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

    // The preview is the snippet itself, running in a page of its own, with what was set.
    const preview = page.frameLocator(
      'iframe[title="Preview of <vs-search> for Southern Cross Cricket"]',
    );
    await expect.poll(() => preview.locator('vs-search').getAttribute('page-size')).toBe('5');
    await expect.poll(() => found(preview).count()).toBe(1);
    await expect
      .poll(() => preview.locator('vs-search').evaluate((e) => e.hasAttribute('hide-add')))
      .toBe(true);
    expect(await preview.getByRole('button', { name: /^Add to / }).count()).toBe(0);
    // None of the elements' code ran in the app's own page.
    expect(await page.evaluate(() => customElements.get('vs-highlights'))).toBeUndefined();

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
  it('previews the elements in each tenant’s own page, and leaves the app’s Explore its own', async () => {
    const page = await signInAs(app, 'admin@vidsearch.example');
    const choose = async (name: string) => {
      await page.goto(`${app.server.url}/select-tenancy`);
      await page.getByRole('button', { name, exact: true }).click();
      await page.waitForURL(`${app.server.url}/`);
    };
    // Every element, in the first tenant's page.
    await choose('Southern Cross Cricket');
    await page.goto(`${app.server.url}/settings/embed`);
    const element = page.getByRole('combobox', { name: 'Element' });
    await expect.poll(() => element.locator('option').count()).toBeGreaterThanOrEqual(8);
    const tags = await element.locator('option').allTextContents();
    for (const tag of tags.map((t) => t.replace(/[<>]/g, ''))) {
      await element.selectOption(tag);
      const frame = page.frameLocator(
        `iframe[title="Preview of <${tag}> for Southern Cross Cricket"]`,
      );
      await expect
        .poll(() => frame.locator(tag).evaluate((e) => !!e.shadowRoot?.childElementCount), {
          timeout: 15_000,
        })
        .toBe(true);
    }
    // Each family's search, in its own filters, then the app's own Explore for that tenant.
    // Each family whose administrators have the builder (most leave publishing out).
    const open = (tenant: (typeof tenants)[number], path: string) => {
      const ui = familyConfigs[familyOf(tenant).name as keyof typeof familyConfigs].ui;
      return (
        routeAccess(
          APP_ROUTES.find((r) => r.path === path)!,
          {
            authenticated: true,
            roles: ['ADMIN'],
            hiddenPages: hiddenPagesOf(ui),
            disablePages: ui.disablePages,
          },
        ) === 'open'
      );
    };
    const oneOfEach = new Map(
      tenants
        .filter((t) => t.key !== 'default' && open(t, '/settings/embed'))
        .map((t) => [familyOf(t).name, t]),
    );
    // Cricket, soccer and the football league: the families whose administrators publish.
    expect(oneOfEach.size).toBeGreaterThanOrEqual(3);
    for (const [family, tenant] of oneOfEach) {
      await choose(tenant.name);
      await page.goto(`${app.server.url}/settings/embed`);
      const frame = page.frameLocator(`iframe[title="Preview of <vs-search> for ${tenant.name}"]`);
      const ui = familyConfigs[family as keyof typeof familyConfigs].ui;
      const expected = ui.fields.primary
        .filter((f) => !ui.hiddenCategories.includes(f.category))
        .map((f) => f.label);
      // The filters' headings: the only ones of their level in the page.
      await expect
        .poll(() => frame.getByRole('heading', { level: 3 }).allTextContents(), {
          timeout: 15_000,
        })
        .toEqual(expected);
      if (!open(tenant, '/explore')) continue;
      await page.getByRole('link', { name: 'Explore' }).click();
      await expect.poll(() => found(page).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByText('The search could not be done').count(), tenant.key).toBe(0);
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
