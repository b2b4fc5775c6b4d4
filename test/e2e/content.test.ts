import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { appUnderTest, signInAs } from './harness';

/**
 * /settings/content as an editor uses it: a clip's batter corrected, found under the new
 * name, undone from the history; one value set on several chosen clips.
 */
describe('clip metadata, in the standalone app', () => {
  const app = appUnderTest();

  const searchFor = async (page: Page, query: string) => {
    const box = page.getByRole('combobox', { name: 'Search clips' });
    await box.fill(query);
    await box.press('Enter');
  };
  const found = (page: Page) =>
    page
      .getByRole('status')
      .filter({ hasText: /^(No clips|\d+ clips?)/ })
      .first();

  it('corrects a clip’s batter, finds it under the new name, and undoes it', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example');
    await page.getByRole('link', { name: 'Content' }).click();
    await page.waitForURL(`${app.server.url}/settings/content`);
    await searchFor(page, 'batter:"Keira Achebe"');
    const results = page.getByRole('table', { name: 'Clips found' });
    const first = results
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Keira Achebe/ });
    await first.click();
    const dialog = page.getByRole('dialog', { name: /^Metadata of / });
    const batter = dialog.getByRole('textbox', { name: /^Batter, value/ });
    expect(await batter.inputValue()).toBe('Keira Achebe');
    expect(await violations(page)).toEqual([]);
    // Days read as everywhere else (dd/mm/yyyy); a number or a day in another shape is caught
    // here, in words, and nothing is sent.
    const day = dialog.getByRole('textbox', { name: /^Match date, value/ });
    expect(await day.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const runs = dialog.getByRole('textbox', { name: /^Runs, value/ });
    const runsBefore = await runs.inputValue();
    const dayBefore = await day.inputValue();
    await runs.fill('four');
    await day.fill('2024-05-26');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a whole number, such as 4.').waitFor();
    await dialog.getByText('Enter a day as dd/mm/yyyy, such as 26/05/2024.').waitFor();
    await runs.fill(runsBefore);
    await day.fill(dayBefore);
    // An emptied value is caught here, and nothing is sent.
    await batter.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a value, or remove the row.').waitFor();
    await batter.fill('Keira Achebe-Whitfield');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The clip was saved.').first().waitFor();
    const history = page.getByRole('list', { name: 'Changes, newest first' });
    await history.getByText(/Batter: Keira Achebe → Keira Achebe-Whitfield/).waitFor();
    await history
      .getByText(/admin\.cricket@vidsearch\.example/)
      .first()
      .waitFor();

    // Search finds it under the new name at once, on Explore too.
    await page.goto(
      `${app.server.url}/explore?q=${encodeURIComponent('batter:"Keira Achebe-Whitfield"')}`,
    );
    await expect.poll(() => found(page).textContent()).toBe('1 clip');
    await page.screenshot({ path: '/tmp/e2e-content-explore.png' });

    await page.goto(`${app.server.url}/settings/content`);
    await history
      .getByRole('button', { name: /^Undo: .*Batter: Keira Achebe → Keira Achebe-Whitfield/ })
      .click();
    await page.getByText('The change was undone.').first().waitFor();
    await history.getByText(/undone by admin\.cricket@vidsearch\.example/).waitFor();
    await searchFor(page, 'batter:"Keira Achebe-Whitfield"');
    await expect.poll(() => found(page).textContent()).toBe('0 clips');
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('sets one value on several chosen clips, in a narrow light page', async () => {
    const page = await signInAs(app, 'editor.cricket@vidsearch.example', {
      width: 390,
      mode: 'light',
    });
    await page.goto(`${app.server.url}/settings/content`);
    // How many clips have a shot, from the server: the page's count is then checked against it
    // (read from the page, it could still be the count of the listing before the search).
    const { token } = await app.server.signIn('editor.cricket@vidsearch.example');
    const withShot = (
      await app.server.call<{ total: number }>('POST', '/middleware/search/search', {
        token,
        body: { query: 'shot:*', pageSize: 1 },
      })
    ).body.total;
    await searchFor(page, 'shot:*');
    await expect.poll(() => found(page).textContent()).toBe(`${withShot} clips`);
    const results = page.getByRole('table', { name: 'Clips found' });
    await expect.poll(() => results.getByRole('checkbox').count()).toBeGreaterThan(3);
    for (const i of [1, 2])
      await results
        .getByRole('checkbox', { name: /^Choose / })
        .nth(i)
        .check();
    await page.getByRole('button', { name: 'Set a value: 2 clips' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a value on 2 clips' });
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Shot' });
    await dialog.getByRole('button', { name: 'Save 2 clips' }).click();
    await dialog.getByText('Enter the value to set.').waitFor();
    await dialog.getByRole('textbox', { name: 'Value' }).fill('Helicopter');
    expect(await violations(page), 'light theme').toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-content-bulk-390.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Save 2 clips' }).click();
    await page.getByText('2 clips were saved.').first().waitFor();
    await searchFor(page, 'shot:Helicopter');
    await expect.poll(() => found(page).textContent()).toBe('2 clips');
    // Replaced, not added: the two clips have no other shot now.
    await searchFor(page, 'shot:* AND NOT shot:Helicopter');
    await expect.poll(() => found(page).textContent()).toBe(`${withShot - 2} clips`);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 90_000);
});
