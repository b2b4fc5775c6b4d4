import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { partnerPage, partnerUnderTest, resultCount, signedInPage } from './harness';

/** `<vs-search>` tells the truth in words: facet counts, problems with a search, limits. */
describe('<vs-search>: counts and words', () => {
  const env = partnerUnderTest((api) => ({
    '/cricket.html': partnerPage(api, '<vs-search tenant="cricket"></vs-search>', 'Clips'),
  }));

  async function open(tenantKey: string): Promise<Page> {
    const page = await signedInPage(env, tenantKey, `${tenantKey}.html`);
    await expect.poll(() => resultCount(page).count()).toBe(1);
    return page;
  }
  const box = (page: Page) => page.getByRole('combobox', { name: 'Search clips' });

  it('counts the whole batter space over the current search, zeros included, most first', async () => {
    const page = await open('cricket');
    await box(page).fill('runs:6');
    await box(page).press('Enter');
    await expect.poll(() => resultCount(page).textContent()).not.toBe('');
    const total = Number((await resultCount(page).textContent())!.replace(/\D/g, ''));
    const batters = page.getByRole('region', { name: 'Batter' });
    await batters.getByRole('button', { name: 'Show more batter' }).click();
    const counts = async () =>
      (
        await batters
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((b) => b.parentElement!.textContent!))
      ).map((text) => Number(/\((\d+)\)$/.exec(text)?.[1]));
    // No count is more than the clips this search found, and values it lacks say 0.
    await expect.poll(async () => (await counts()).includes(0)).toBe(true);
    const seen = await counts();
    expect(seen.every((n) => n <= total)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(seen.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('says what is wrong with a search in words, never in the server’s', async () => {
    const page = await open('cricket');
    let searches = 0;
    page.on('request', (r) => r.url().endsWith('/search/search') && (searches += 1));
    // A category that does not exist, with earlier results still on screen.
    await box(page).fill('runs:4 AND umpire:Smith');
    await box(page).press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'category' });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toContain(
      'There is no category “umpire” to search in. Use the name of one of the filters. The results below are from the last search that worked.',
    );
    // A malformed expression when no results are on screen says nothing about results.
    await box(page).fill('zzqqxxnothing');
    await box(page).press('Enter');
    await expect.poll(() => page.getByText('No clips match this search.').count()).toBe(1);
    await box(page).fill('runs:(4');
    await box(page).press('Enter');
    const syntax = page.getByRole('alert').filter({ hasText: 'mistake' });
    await expect.poll(() => syntax.count()).toBe(1);
    expect(await syntax.textContent()).not.toContain('results below');
    expect(await page.locator('vs-search').textContent()).not.toMatch(/body\.|must NOT|params\./);
    // The length limit is said before it is reached, and a search over it is never sent.
    await box(page).fill('a'.repeat(850));
    await expect.poll(() => page.getByText('850 of 1,000 characters.').count()).toBe(1);
    await box(page).fill('a'.repeat(1001));
    await expect
      .poll(() => page.getByText('The search is 1 character too long: 1,000 at most.').count())
      .toBe(1);
    const before = searches;
    await box(page).press('Enter');
    await page.waitForTimeout(300);
    expect(searches).toBe(before);
    expect(await box(page).getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('never cuts a collection name short: it says by how much it is over, and waits', async () => {
    const page = await open('cricket');
    await page
      .getByRole('button', { name: /^Add to collection: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add to collection' });
    await dialog.getByRole('radio', { name: 'New collection' }).check();
    const name = dialog.getByRole('textbox', { name: 'Name of the new collection' });
    await expect.poll(() => dialog.getByText('0 of 200 characters').count()).toBe(1);
    await name.fill('x'.repeat(2000));
    expect((await name.inputValue()).length).toBe(2000);
    await expect
      .poll(() => dialog.getByText('The name is 1,800 characters too long: 200 at most.').count())
      .toBe(1);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await name.fill('Short enough');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
