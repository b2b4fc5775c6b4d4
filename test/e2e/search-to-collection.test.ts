import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { violations, violationsInBothThemes } from './axe';
import { appUnderTest } from './harness';

const BOWLERS = ['Ames', 'Bell', 'Cole', 'Dunn', 'Eze', 'Ford'];

/**
 * The main journey as a person makes it: search, watch clips in the preview stepping with the
 * keyboard, choose five, add them at once, and find five items told apart in the collection.
 */
describe('from a search to a collection, in the standalone app', () => {
  const app = appUnderTest();

  // One match, six balls, each to a different bowler: the subtitle is what tells them apart.
  beforeAll(async () => {
    await app.server.addCricketClips((assetId) =>
      BOWLERS.map((bowler, i) => ({
        id: `proof-${i}`,
        assetId,
        offset: 2 + i,
        duration: 3,
        payload: [
          { category: 'match', value: 'Proofmatch Final' },
          { category: 'batter', value: 'Proof Batter' },
          { category: 'bowler', value: `Proof Bowler ${bowler}` },
        ],
      })),
    );
  });

  async function signedIn(mode: 'dark' | 'light' | 'system'): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript((m) => {
      localStorage.setItem('vs-theme-mode', m);
      // Someone who has closed the small-screen suggestion before: the window may narrow.
      localStorage.setItem('vs-viewport-dialog-closed', '1');
    }, mode);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill('editor.cricket@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/`);
    return page;
  }

  it('searches, previews with N and P, chooses five, adds them at once, and tells them apart', async () => {
    const page = await signedIn('dark');
    const box = page.getByRole('combobox', { name: 'Search clips' });
    await box.fill('Proofmatch');
    await box.press('Enter');
    await page.waitForURL('**/explore?q=Proofmatch');
    const table = page.getByRole('table', { name: 'Clips found' });
    await expect.poll(() => table.getByRole('row').count()).toBe(7);

    // Preview: Enter on a clip's title plays it; N and P step through the results.
    await table
      .getByRole('button', { name: /^Proofmatch Final/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('region', { name: /^Preview: / });
    const position = preview.getByText(/^Clip \d of 6$/);
    await expect.poll(() => position.textContent()).toBe('Clip 1 of 6');
    await page.keyboard.press('n');
    await expect.poll(() => position.textContent()).toBe('Clip 2 of 6');
    await page.keyboard.press('n');
    await expect.poll(() => position.textContent()).toBe('Clip 3 of 6');
    await page.keyboard.press('p');
    await expect.poll(() => position.textContent()).toBe('Clip 2 of 6');
    await expect
      .poll(() => preview.getByRole('button', { name: 'Pause' }).count(), { timeout: 20_000 })
      .toBe(1);

    // Five chosen: the first, then shift on the fifth.
    const boxes = table.getByRole('checkbox', { name: /^Choose Proofmatch/ });
    await boxes.nth(0).click();
    await boxes.nth(4).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Chosen clips' });
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('5 clips chosen');
    expect(await violations(page)).toEqual([]);
    await bar.getByRole('button', { name: 'Add to collection: 5 clips' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to collection' });
    await dialog.getByRole('radio', { name: 'New collection' }).check();
    await dialog.getByRole('textbox', { name: 'Name of the new collection' }).fill('Five balls');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => page.getByText('5 clips added to the new collection “Five balls”.').count())
      .toBe(1);

    // The toast opens it: in the collection, five items, each named by its match and bowler.
    await page.getByRole('button', { name: 'Open “Five balls”' }).click();
    await page.waitForURL(/\/collection\?id=/);
    const items = page.getByRole('list', { name: 'Items, in playing order' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(5);
    const names = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-label')));
    expect(names).toEqual(
      BOWLERS.slice(0, 5).map(
        (b, i) => `Clip ${i + 1} of 5: Proofmatch Final, Proof Batter · Proof Bowler ${b}`,
      ),
    );
    await page.screenshot({ path: '/tmp/e2e-five-items.png' });
    await page.context().close();
  }, 90_000);

  // Each state is reached once and checked in both themes: the person chose "system".
  it('passes axe with the preview, the chosen clips and the filters drawer open, in both themes', async () => {
    const page = await signedIn('system');
    await page.goto(`${app.server.url}/explore?q=Proofmatch`);
    const table = page.getByRole('table', { name: 'Clips found' });
    await table
      .getByRole('button', { name: /^Proofmatch Final/ })
      .first()
      .click();
    await page.getByRole('region', { name: /^Preview: / }).waitFor();
    await table
      .getByRole('checkbox', { name: /^Choose Proofmatch/ })
      .first()
      .click();
    await page.getByRole('region', { name: 'Chosen clips' }).waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);
    // A narrow window: cards, and the filters in their drawer.
    await page.setViewportSize({ width: 600, height: 900 });
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('heading', { name: 'Batter' })
      .waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);
    await page.context().close();
  });
});
