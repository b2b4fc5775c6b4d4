import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../src/core/api/contract';
import { violationsInBothThemes } from './axe';
import { appUnderTest, followHeaderLink, signInAs } from './harness';

/**
 * Saved searches as a person keeps them: a period that moves with the calendar chosen on
 * /explore, the search saved under a name, listed on home, opened again, and deleted.
 */
describe('saved searches, in the standalone app', () => {
  const app = appUnderTest();

  const signedIn = (email: string, width: number, mode: 'dark' | 'light' | 'system' = 'dark') =>
    signInAs(app, email, { width, mode });

  const clips = (n: number) => `${n} clip${n === 1 ? '' : 's'}`;
  const count = (page: Page) =>
    page
      .getByRole('status')
      .filter({ hasText: / clips?$/ })
      .first()
      .textContent();

  /** What the server finds for the same days, typed as fixed dates. */
  async function fixedCount(query: string) {
    const session = await app.server.signIn('editor.cricket@vidsearch.example');
    const found = await app.server.call<SearchResponse>('POST', '/middleware/search/search', {
      token: session.token,
      body: { query, pageSize: 1 },
    });
    return found.body.total;
  }

  it.each([1400, 390])(
    'keeps a period relative from /explore to home and back, at %i px',
    async (width) => {
      const page = await signedIn('editor.cricket@vidsearch.example', width);
      await page.goto(`${app.server.url}/explore?q=Kohli`);
      await page.getByRole('table', { name: 'Clips found' }).waitFor();
      if (width < 700) await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('combobox', { name: 'Period' }).selectOption('last-12-months');
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Search clips' }).inputValue())
        .toBe('Kohli match_date:last-12-months');
      if (width < 700) await page.keyboard.press('Escape');
      await expect.poll(() => page.getByText('Match date: last 12 months').count()).toBe(1);
      // The same clips as the days it covers today, typed as fixed dates.
      const now = new Date();
      const to = now.toISOString().slice(0, 10);
      const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()))
        .toISOString()
        .slice(0, 10);
      const expected = await fixedCount(`Kohli match_date:>${from} AND match_date:<=${to}`);
      expect(expected).toBeGreaterThan(0);
      await expect.poll(() => count(page)).toBe(clips(expected));

      // Saved under a name, with the page told.
      await page.evaluate(() => {
        document.querySelector('vs-search')!.addEventListener('vs-search-save', (e) => {
          (window as unknown as { saved: unknown }).saved = (e as CustomEvent).detail;
        });
      });
      await page.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      const name = dialog.getByRole('textbox', { name: /Name/ });
      expect(await name.inputValue()).toBe('Kohli, Match date: last 12 months');
      await expect.poll(() => dialog.getByText(/moves with the calendar/).count()).toBe(1);
      await name.fill(`Kohli, a year back (${width})`);
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await expect
        .poll(() => page.getByText(`Search saved as “Kohli, a year back (${width})”.`).count())
        .toBe(1);
      const saved = await page.evaluate(
        () => (window as unknown as { saved?: { savedSearch: { query: string } } }).saved,
      );
      expect(saved?.savedSearch.query).toBe('Kohli match_date:last-12-months');

      // A second save under the same name (any case) is refused on the field.
      await page.getByRole('button', { name: 'Save search' }).click();
      await name.fill(`KOHLI, A YEAR BACK (${width})`);
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await expect
        .poll(() => dialog.getByText(/You already have a saved search called/).count())
        .toBe(1);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // Home lists it; opening it searches the same words again.
      await followHeaderLink(page, 'Home');
      const list = page.getByRole('list', { name: 'Saved searches' });
      const link = list.getByRole('link', { name: `Kohli, a year back (${width})` });
      await link.waitFor();
      expect(
        await list
          .getByRole('listitem')
          .filter({ hasText: `a year back (${width})` })
          .textContent(),
      ).toContain('Kohli · Match date: last 12 months · newest first');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await link.click();
      await page.waitForURL(/\/explore\?q=Kohli/);
      expect(decodeURIComponent(new URL(page.url()).search)).toContain(
        'q=Kohli+match_date:last-12-months',
      );
      await expect.poll(() => count(page)).toBe(clips(expected));
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );

  it('deletes a saved search with a way back, and each person sees only their own', async () => {
    const page = await signedIn('editor.cricket@vidsearch.example', 1000);
    await page.goto(`${app.server.url}/explore?q=runs:6&sort=oldest`);
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Sixes, oldest first');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await page.getByText('Search saved as “Sixes, oldest first”.').first().waitFor();
    await page.getByRole('link', { name: 'Home' }).click();
    const list = page.getByRole('list', { name: 'Saved searches' });
    await list.getByRole('link', { name: 'Sixes, oldest first' }).waitFor();
    await list
      .getByRole('button', { name: 'Delete the saved search “Sixes, oldest first”' })
      .click();
    await page.getByText('Deleted the saved search “Sixes, oldest first”.').first().waitFor();
    await expect
      .poll(() => list.getByRole('link', { name: 'Sixes, oldest first' }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await list.getByRole('link', { name: 'Sixes, oldest first' }).waitFor();
    await page.context().close();

    // Another person of the tenant has none of them.
    const other = await signedIn('viewer@vidsearch.example', 1000);
    await other.getByText('You have no saved searches yet.', { exact: false }).waitFor();
    expect(other.errors).toEqual([]);
    await other.context().close();
  });

  it('passes axe in both themes with the save dialog open and on home', async () => {
    const page = await signedIn('editor.cricket@vidsearch.example', 1400, 'system');
    await page.goto(`${app.server.url}/explore?q=match_date:this-season`);
    await page.getByRole('table', { name: 'Clips found' }).waitFor();
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByRole('dialog', { name: 'Save this search' }).waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Your saved searches' }).waitFor();
    await page
      .getByText(/saved searches|no saved searches/)
      .first()
      .waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);
    await page.context().close();
    // Four runs of axe over whole pages: tens of seconds on a busy 2-core machine.
  }, 120_000);
});
