import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { policyWatchedPage, type PolicyWatchedPage } from '../browser/browser';
import { resultCount, signInThroughLogin } from '../browser/harness';
import { publishCollections } from '../server/publishing-helpers';
import { violations } from './axe';
import { appUnderTest } from './harness';

/**
 * The example partner sites (demo/partners/), served by the server under a strict policy.
 * Each test runs axe over whole pages: tens of seconds on a busy 2-core machine.
 */
describe('the example partner sites', () => {
  const app = appUnderTest();

  async function visit(name: string, width = 1400): Promise<PolicyWatchedPage> {
    const page = await policyWatchedPage(app.browser, width);
    page.setDefaultTimeout(15_000);
    const response = await page.goto(`${app.server.url}/partners/${name}`);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toMatch(/style-src 'self' 'nonce-[\w+/=]+';/);
    expect(policy).not.toContain('unsafe');
    return page;
  }

  /** Only the loader: no other script of the product's on the page. */
  const scriptsOf = (page: Page) =>
    page.evaluate(() =>
      [...document.scripts].map((s) => new URL(s.src || 'inline:', location.href).pathname),
    );

  async function finish(page: PolicyWatchedPage) {
    expect(page.violations).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }

  it('a cricket board’s news page: visitors search and play, members sign in', async () => {
    const page = await visit('cricket-news.html');
    expect(await scriptsOf(page)).toEqual(['/vs-elements.js']);
    await expect.poll(() => resultCount(page).count()).toBe(1);
    // A light page asks for light elements (data-theme), whatever the tenant's default.
    expect(await page.locator('vs-search').evaluate((e) => getComputedStyle(e).colorScheme)).toBe(
      'light',
    );
    expect(await page.getByRole('button', { name: /^Add to / }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/partner-cricket-news.png' });
    await signInThroughLogin(page, 'editor.cricket@vidsearch.example');
    await expect
      .poll(() => page.getByRole('button', { name: /^Add to / }).count())
      .toBeGreaterThan(0);
    await finish(page);
  }, 120_000);

  it('follows a member of another organisation who signs in there, and comes back on sign-out', async () => {
    const page = await visit('cricket-news.html');
    const filters = (name: string) => page.getByRole('heading', { name, exact: true });
    await filters('Batter').waitFor();
    await signInThroughLogin(page, 'editor.soccer@vidsearch.example');
    // The page's one tenant is now the person's: soccer's filters, soccer's clips; no call
    // went out with cricket's filters in their session (they were refused with a 400 before).
    await page.getByText('· Coastal Soccer Federation').first().waitFor();
    await filters('Team').waitFor();
    expect(await filters('Batter').count()).toBe(0);
    await expect.poll(() => resultCount(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await filters('Batter').waitFor();
    await expect.poll(() => resultCount(page).count()).toBe(1);
    await finish(page);
  }, 60_000);

  it('a rugby club’s page plays its public collection, in a phone-wide window too', async () => {
    for (const width of [1000, 390]) {
      const page = await visit('rugby-club.html', width);
      expect(await scriptsOf(page)).toEqual(['/vs-elements.js']);
      const player = page.getByRole('region', { name: 'Fan favourites: collection player' });
      await player.getByRole('button', { name: 'Play' }).click();
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const video = document.querySelector('vs-player')!.shadowRoot!.querySelector('video');
              return !!video && video.currentTime > 0;
            }),
          { timeout: 20_000 },
        )
        .toBe(true);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/partner-rugby-${width}.png`, fullPage: true });
      await finish(page);
    }
  }, 120_000);

  it('a league’s home page shows what the league published, signed out', async () => {
    // A fresh database: the seed's published group is featured already.
    const fresh = await visit('league-home.html');
    await fresh
      .getByRole('region', { name: 'Featured' })
      .getByRole('button', { name: 'Play Fan favourites' })
      .waitFor();
    await finish(fresh);
    const admin = await app.server.signIn('admin@vidsearch.example', 'football-league');
    await publishCollections(app.server, admin.token, {
      tenant: 'football-league',
      location: 'football',
      collections: [{ title: 'Goals of the week', visibility: 'public' }],
      groupTitle: 'Round 12',
    });

    const page = await visit('league-home.html');
    expect(await scriptsOf(page)).toEqual(['/vs-elements.js']);
    const featured = page.getByRole('region', { name: 'Featured' });
    await featured.getByRole('button', { name: 'Play Goals of the week' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/partner-league.png', fullPage: true });
    await finish(page);
  }, 120_000);

  it('has the integrators’ catalogue beside them, at /catalogue/', async () => {
    expect((await app.server.call('GET', '/catalogue')).status).toBe(302);
    const page = await app.server.call('GET', '/catalogue/');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<title>');
    const index = await app.server.call<{ entries: Record<string, { title: string }> }>(
      'GET',
      '/catalogue/index.json',
    );
    const titles = new Set(Object.values(index.body.entries).map((e) => e.title));
    expect(titles).toContain('Getting started');
    expect(titles).toContain('Elements/vs-search');
  });
});
