import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  partnerPage,
  partnerUnderTest,
  resultCount,
  signedInPage,
  type WatchedPage,
} from './harness';

/**
 * `<vs-search>` tells the truth in words: facet counts, problems with a search, limits; and
 * completes what is typed inside a category.
 */
describe('<vs-search>: counts, words and completions', () => {
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

  it('searches a word as the tenant means it (six as runs:6), as a chip that can be removed', async () => {
    const page = await open('cricket');
    await box(page).fill('six');
    await box(page).press('Enter');
    await page.getByRole('status').filter({ hasText: '“six” is searched as Runs: 6' }).waitFor();
    const terms = page.getByRole('list', { name: 'Search terms' });
    await expect
      .poll(() => terms.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('Runs: 6')]);
    expect(await box(page).inputValue()).toBe('runs:6');
    await expect.poll(() => resultCount(page).textContent()).toMatch(/^[1-9][\d,]* clips?$/);
    await page.context().close();
  });

  it('says what is wrong with a search in words, never in the server’s', async () => {
    const page = await open('cricket');
    let searches = 0;
    page.on('request', (r) => r.url().endsWith('/search/search') && (searches += 1));
    // Every expression sent, to searches and to the filters' counts.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (/\/search\/search(\/facets)?$/.test(r.url()))
        sent.push((JSON.parse(r.postData() ?? '{}') as { query?: string }).query ?? '');
    });
    // The browser's check of an expression comes once the first search has gone.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((e) => /\/query-check-/.test(e.name)),
        ),
      )
      .toBe(true);
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
    // The filters keep the values they last counted.
    expect(
      await page.getByRole('region', { name: 'Batter' }).getByRole('checkbox').count(),
    ).toBeGreaterThan(0);
    // Both were found wrong in the browser: neither went to the server.
    expect(sent.filter((q) => q.includes('umpire') || q.includes('(4'))).toEqual([]);
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

  it('keeps the filters of the last search that worked while the box holds a malformed one', async () => {
    const page = await open('cricket');
    const batters = page.getByRole('region', { name: 'Batter' });
    const batter = batters.getByRole('checkbox').first();
    await batter.check();
    await expect.poll(() => box(page).inputValue()).toMatch(/^batter:/);
    const good = await box(page).inputValue();
    await box(page).fill(`${good} AND runs:(4`);
    await box(page).press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'mistake' }).count()).toBe(1);
    // The chosen batter, its chip and the results stay those of the search that worked.
    expect(await batter.isChecked()).toBe(true);
    const terms = page.getByRole('list', { name: 'Search terms' });
    expect(await terms.getByRole('button', { name: /^Remove Batter: / }).count()).toBe(1);
    expect(await terms.textContent()).not.toContain('(4');
    // A filter chosen then narrows the search that worked.
    await page.getByRole('region', { name: 'Bowler' }).getByRole('checkbox').first().check();
    await expect.poll(() => box(page).inputValue()).toMatch(/^batter:.* bowler:/);
    expect(await box(page).inputValue()).not.toContain('(4');
    expect(await page.getByRole('alert').filter({ hasText: 'mistake' }).count()).toBe(0);

    // "Custom dates" chosen but not applied gives way when the period changes elsewhere.
    const period = page.getByRole('region', { name: 'Match date' }).getByLabel('Period');
    await period.selectOption('last-12-months');
    await expect.poll(() => box(page).inputValue()).toContain('match_date');
    await period.selectOption('custom');
    expect(await page.getByRole('textbox', { name: 'From' }).count()).toBe(1);
    await terms.getByRole('button', { name: /^Remove Match date/ }).click();
    await expect.poll(() => box(page).inputValue()).not.toContain('match_date');
    expect(await period.inputValue()).toBe('any');
    expect(await page.getByRole('textbox', { name: 'From' }).count()).toBe(0);
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

  it('completes a value inside a category: bowler:Is offers bowlers only', async () => {
    const page = await open('cricket');
    const bowlers = page.getByRole('region', { name: 'Bowler' });
    // A bowler of the data, as the Bowler filter names them ("Isaac Quinn (2)").
    const name = (await bowlers.locator('label').first().textContent())!
      .replace(/\s*\(\d+\)$/, '')
      .trim();
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/search/suggest') && asked.push(r.postData()!));
    await box(page).focus();
    await page.keyboard.type(`kohli bowler:${name.slice(0, 3).toLowerCase()}`);
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    // What was offered for "kohli" stays while the bowler's values are asked for: wait for those.
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const metas = await list.getByRole('option').allTextContents();
        return metas.length > 0 && metas.every((meta) => /Bowler · \d+$/.test(meta));
      })
      .toBe(true);
    expect(JSON.parse(asked.at(-1)!)).toEqual({
      category: 'bowler',
      query: name.slice(0, 3).toLowerCase(),
      size: 20,
    });
    const option = list.getByRole('option', { name: new RegExp(`^${name}`) });
    await option.click();
    const chips = page.getByRole('list', { name: 'Search terms' });
    await expect
      .poll(() => chips.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('kohli'), expect.stringContaining(`Bowler: ${name}`)]);
    expect(await bowlers.getByRole('checkbox', { name: new RegExp(`^${name}`) }).isChecked()).toBe(
      true,
    );
    expect((page as WatchedPage).errors).toEqual([]);
    await page.context().close();
  });
});
