import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { appUnderTest } from './harness';

/** A person finds clips on /explore: search, filters, sort, pages, similar clips, URL state. */
describe('searching and exploring in the standalone app', () => {
  const app = appUnderTest();

  // Enough of Arjun Kohli's balls, to one bowler across January, to fill two pages.
  beforeAll(async () => {
    await app.server.addCricketClips((assetId) =>
      Array.from({ length: 90 }, (_, i) => ({
        id: `journey-${i}`,
        assetId,
        offset: i,
        duration: 5,
        payload: [
          { category: 'match', value: 'Journey Cup, Final' },
          { category: 'batter', value: 'Arjun Kohli' },
          {
            category: 'bowler',
            value: i % 2 === 0 ? 'Journey Bowler Ames' : 'Journey Bowler Bell',
          },
          { category: 'match_date', value: `2026-01-${String(1 + (i % 20)).padStart(2, '0')}` },
          { category: 'runs', value: String(i % 5) },
        ],
      })),
    );
  });

  const status = (page: Page) => page.getByRole('status').filter({ hasText: / clips?$/ });
  const box = (page: Page) => page.getByRole('combobox', { name: 'Search clips' });

  it('searches, filters, sorts, pages, opens similar clips, and keeps it all in the URL', async () => {
    const page = await (
      await app.browser.newContext({ viewport: { width: 1400, height: 900 } })
    ).newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill('viewer@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/`);

    // Home lists the newest clips; a search started there goes on at /explore.
    const latest = page.getByRole('region', { name: 'Latest clips' });
    await expect
      .poll(() => latest.getByRole('table', { name: 'Clips found' }).getByRole('row').count())
      .toBe(11);
    expect(await latest.getByRole('region', { name: 'Bowler' }).count()).toBe(0);
    await box(page).fill('Kohli');
    await box(page).press('Enter');
    await page.waitForURL('**/explore?q=Kohli');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Explore', level: 1 }).count())
      .toBe(1);

    // A bowler found by searching the facet's values.
    const bowlers = page.getByRole('region', { name: 'Bowler' });
    await bowlers.getByRole('searchbox', { name: 'Search Bowler values' }).fill('Ames');
    await bowlers.getByRole('checkbox', { name: /^Journey Bowler Ames/ }).check();
    await expect.poll(() => status(page).textContent()).toBe('45 clips');

    const dates = page.getByRole('region', { name: 'Match date' });
    await dates.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom dates' });
    await dates.getByLabel('From', { exact: true }).fill('01/01/2026');
    await dates.getByLabel('To', { exact: true }).fill('20/01/2026');
    // Applying dates leaves the person where they were: the page and the filters column.
    const where = () =>
      page.evaluate(() => {
        const search = document.querySelector('vs-search')!.shadowRoot!;
        return [window.scrollY, search.querySelector('aside')!.scrollTop];
      });
    const apply = dates.getByRole('button', { name: 'Apply dates' });
    await apply.scrollIntoViewIfNeeded();
    const before = await where();
    await apply.click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Match date: 01/01/2026 – 20/01/2026', exact: true })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => status(page).textContent()).toBe('45 clips');
    expect(await where()).toEqual(before);

    await page.getByLabel('Sort').selectOption('oldest');
    await page.waitForURL(/sort=oldest/);
    const table = page.getByRole('table', { name: 'Clips found' });
    await expect
      .poll(() => table.getByRole('row').nth(1).getByRole('cell').nth(3).textContent())
      .toBe('01/01/2026');

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText('Page 2 of 2').count()).toBe(1);
    const searched = new URL(page.url());

    await table
      .getByRole('button', { name: /^Similar clips to / })
      .first()
      .click();
    await page.waitForURL(/similar=/);
    const similar = page.getByRole('heading', { name: 'Similar clips' });
    await expect.poll(() => similar.count()).toBe(1);
    const alike = page.getByRole('table', { name: 'Similar clips' });
    await expect.poll(() => alike.getByRole('row').count()).toBeGreaterThan(1);
    // Each with how alike it is: at least 70% (SPEC §9), most alike first.
    const scores = (await alike.getByText(/^\d+% alike$/).allTextContents()).map((t) =>
      parseInt(t, 10),
    );
    expect(scores.length).toBeGreaterThan(0);
    expect(scores.every((s) => s >= 70 && s <= 100)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // A reload (or a copied link) gives the same state.
    await page.reload();
    await expect.poll(() => similar.count()).toBe(1);
    expect(await box(page).inputValue()).toBe(searched.searchParams.get('q'));

    // Back returns to the search before: page 2, sorted oldest, filtered.
    await page.goBack();
    await expect.poll(() => page.getByText('Page 2 of 2').count()).toBe(1);
    expect(page.url()).toBe(searched.href);
    expect(await similar.count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-explore-journey.png' });
    await page.context().close();
  });
});
