import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from '../e2e/axe';
import { tenantId } from '../server/helpers';
import { partnerPage, partnerUnderTest, resultCount, type WatchedPage } from './harness';

/**
 * `<vs-search>` on a partner page for a visitor who is not signed in: the tenant's public
 * clips through its deployment key, played in place, and nothing private (docs/integrators.md).
 */
describe('<vs-search> for a signed-out visitor, against the real server', () => {
  const env = partnerUnderTest((api) => ({
    '/search.html': partnerPage(api, '<vs-search tenant="cricket"></vs-search>', 'Clips'),
    '/player.html': partnerPage(api, '<vs-player tenant="cricket"></vs-player>', 'Player'),
  }));

  async function visit(path: string, width = 1400): Promise<WatchedPage & { found: string[] }> {
    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    const page = (await context.newPage()) as WatchedPage & { found: string[] };
    page.setDefaultTimeout(10_000);
    page.errors = [];
    page.found = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    page.on(
      'console',
      (m) => m.type() === 'error' && page.errors.push(`${m.text()} ${m.location().url}`),
    );
    // Every asset any search answer carried to the page.
    page.on('response', async (response) => {
      if (response.status() >= 400) page.errors.push(`${response.status()} ${response.url()}`);
      if (!new URL(response.url()).pathname.endsWith('/search/search')) return;
      const body = (await response.json().catch(() => null)) as {
        results?: Array<{ assetId: string }>;
      } | null;
      for (const hit of body?.results ?? []) page.found.push(hit.assetId);
    });
    await page.goto(`${env.site.url}/${path}`);
    return page;
  }

  /** Released match assets, or those neither released nor in a public collection. */
  const assetsOf = async (released: boolean) =>
    new Set(
      (
        await env.server.booted.app.db.query<{ id: string }>(
          `SELECT a.id FROM assets a WHERE a.tenant_id = $1 AND a.kind = 'video' AND a.public = $2
              AND ($2 OR NOT EXISTS (SELECT 1 FROM playlist_items i JOIN playlists p
                ON p.tenant_id = i.tenant_id AND p.id = i.playlist_id
               WHERE i.tenant_id = a.tenant_id AND i.asset_id = a.id AND p.visibility = 'public'))`,
          [tenantId('cricket'), released],
        )
      ).map((r) => r.id),
    );
  const countOf = async (page: Page) =>
    Number((await resultCount(page).textContent())!.replace(/\D/g, ''));

  it('finds and plays the public clips, with nothing that needs an account and nothing private', async () => {
    const page = await visit('search.html');
    await expect.poll(() => resultCount(page).count()).toBe(1);
    const visitorCount = await countOf(page);
    expect(visitorCount).toBeGreaterThan(0);
    const everyone = await env.server.call<{ total: number }>('POST', '/middleware/search/search', {
      token: (await env.server.signIn('viewer@vidsearch.example')).token,
      body: { query: '*' },
    });
    expect(visitorCount).toBeLessThan(everyone.body.total);
    // Searching by a value of the facets still finds only public clips.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox').first().click();
    await expect.poll(async () => countOf(page)).toBeLessThan(visitorCount);
    const publicAssets = await assetsOf(true);
    expect(page.found.length).toBeGreaterThan(0);
    expect(page.found.filter((id) => !publicAssets.has(id))).toEqual([]);
    // No adding to collections, no saving searches: those need an account.
    expect(await page.getByRole('button', { name: /^Add to / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save search' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: /^Choose / }).count()).toBe(0);

    const table = page.getByRole('table', { name: 'Clips found' });
    await table.getByRole('row').locator('[role=cell] button[title]').first().click();
    const preview = page.getByRole('region', { name: /^Preview: / });
    const player = preview.getByRole('region', { name: 'Clip player' });
    await expect
      .poll(() => player.getByRole('button', { name: 'Pause' }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await preview.getByRole('button', { name: 'Add to collection' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/public-search-1400.png' });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('holds up in a phone-wide column', async () => {
    const page = await visit('search.html', 390);
    await expect.poll(() => resultCount(page).count()).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/public-search-390.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('plays a public asset to a visitor, and says a private one is not there', async () => {
    const [released] = [...(await assetsOf(true))];
    const [kept] = [...(await assetsOf(false))];
    const page = await visit('player.html');
    const player = page.locator('vs-player');
    await player.evaluate((el, id) => el.setAttribute('asset-id', id), released!);
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Video player' })
          .getByRole('button', { name: 'Play' })
          .count(),
      )
      .toBe(1);
    await player.evaluate((el, id) => el.setAttribute('asset-id', id), kept!);
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    const words = await page.getByRole('alert').textContent();
    expect(words).not.toMatch(/body\.|asset_id|There is no asset/);
    await page.context().close();
  });
});
