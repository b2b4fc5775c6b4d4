import { describe, expect, it } from 'vitest';
import type { Playlist } from '../../src/core/api/contract';
import { tenantId } from '../server/helpers';
import { violations } from './axe';
import { appUnderTest, signInAs } from './harness';

/**
 * A game's highlights as a person uses them: build its packages, open the home team's, leave
 * a clip out, play it through, keep it as a collection with the same clips in the same order;
 * and the tenants that hide or turn off highlights.
 */
describe('highlights, in the standalone app', () => {
  const app = appUnderTest();

  const signedIn = (tenantKey: string, width: number, mode: 'dark' | 'light' = 'dark') =>
    signInAs(app, `editor.${tenantKey}@vidsearch.example`, { width, mode });

  it('builds a game’s packages, reviews the home team’s, plays it and keeps it as a collection', async () => {
    const page = await signedIn('basketball-men', 1400);
    await page.getByRole('link', { name: 'Highlights' }).click();
    await page.waitForURL(`${app.server.url}/highlights`);
    const element = page.locator('vs-highlights');
    const games = element.getByRole('combobox', { name: 'Game' });
    await games.locator('option').nth(1).waitFor({ state: 'attached' });
    const game = (await games.locator('option').nth(1).textContent())!;
    await games.selectOption({ label: game });
    await element.getByRole('button', { name: 'Build packages' }).click();
    await element.getByText('Built 4 packages.').waitFor({ timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-highlights-list-1400.png', fullPage: true });

    await page.evaluate(() => {
      document.querySelector('vs-highlights')!.addEventListener('vs-highlight-select', (e) => {
        (window as unknown as { chosen: unknown }).chosen = (e as CustomEvent).detail;
      });
    });
    await element.getByRole('button', { name: `Open Home team highlights, ${game}` }).click();
    expect(
      await page.evaluate(
        () => (window as unknown as { chosen: { highlight: { packageName: string } } }).chosen,
      ),
    ).toMatchObject({ highlight: { packageName: 'Home team highlights' } });
    await element.getByRole('heading', { name: 'Home team highlights' }).waitFor();
    // The package under review has its own address: a reload finds it again.
    await page.waitForURL(/\/highlights\?package=/);
    await page.reload();
    await element.getByRole('heading', { name: 'Home team highlights' }).waitFor();
    const keep = element.getByRole('checkbox', { name: /^Keep / });
    await keep.first().waitFor();
    const count = await keep.count();
    expect(count).toBeGreaterThan(0);
    // The first clip left out, the last widened by a second before it.
    await keep.first().uncheck();
    // Unsaved, every way out asks: a header link, the list's button, and a reload (the
    // browser's own question there); Cancel keeps the review as it is.
    const asking = page.getByRole('alertdialog', {
      name: 'Leave this package’s review without saving?',
    });
    for (const leave of [
      () => page.getByRole('navigation').getByRole('link', { name: 'Explore' }).click(),
      () => element.getByRole('button', { name: 'All packages' }).click(),
    ]) {
      await leave();
      await asking.getByRole('button', { name: 'Cancel' }).click();
      await asking.waitFor({ state: 'detached' });
      expect(await keep.first().isChecked()).toBe(false);
    }
    const reloading = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    void page.reload({ timeout: 3000 }).catch(() => undefined);
    expect(await reloading).toBe('beforeunload');
    expect(await keep.first().isChecked()).toBe(false);
    await element
      .getByRole('spinbutton', { name: /^Lead seconds for / })
      .last()
      .fill('1');
    // A lead out of range is refused in words on its field, not silently changed.
    const firstLead = element.getByRole('spinbutton', { name: /^Lead seconds for / }).first();
    await firstLead.fill('-5');
    await element.getByText(/^From 0 to \d+ seconds\.$/).waitFor();
    expect(await firstLead.getAttribute('aria-invalid')).toBe('true');
    expect(await firstLead.inputValue()).toBe('-5');
    await firstLead.fill('2');
    await expect.poll(() => element.getByText(/^From 0 to \d+ seconds\.$/).count()).toBe(0);
    await element.getByRole('button', { name: 'Save review' }).click();
    await expect
      .poll(() => element.getByRole('button', { name: 'Save review' }).isDisabled())
      .toBe(true);
    await element.getByText(`${count - 1} of ${count} clips kept`).waitFor();

    if (count > 1) {
      await element.getByRole('button', { name: 'Play all' }).click();
      const player = element.getByRole('region', { name: 'Home team highlights: player' });
      await player.waitFor();
      await expect
        .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
    }
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-highlights-package-1400.png', fullPage: true });

    // Named before it is saved: the package's name and game to start from.
    await element.getByRole('button', { name: 'Save as collection…' }).click();
    const naming = page.getByRole('dialog', { name: 'New collection' });
    const name = naming.getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toMatch(/^Home team highlights: .+ @ .+/);
    await name.fill(`${await name.inputValue()} (reviewed)`);
    await naming.getByRole('button', { name: 'Create' }).click();
    await element
      .getByText(/^Saved as the collection “Home team highlights: .* \(reviewed\)”/)
      .waitFor();
    // Then exported through the export dialog.
    await element.getByRole('button', { name: 'Export it' }).click();
    const exporting = page.getByRole('dialog', { name: /^Export “Home team highlights: / });
    await exporting.getByRole('radio', { name: 'MP4', exact: true }).waitFor();
    await exporting.getByRole('button', { name: 'Cancel' }).click();
    // Or shared for review: the collection it became is what reviewers see.
    await element.getByRole('button', { name: 'Share it for review' }).click();
    const sharing = page.getByRole('dialog', {
      name: /^Share “Home team highlights: .* \(reviewed\)” for review$/,
    });
    await sharing.getByRole('button', { name: 'Make the link' }).waitFor();
    await sharing.getByRole('button', { name: 'Cancel' }).click();
    // The collection holds the kept clips, in the same order, the last one widened.
    const { token } = await app.server.signIn('editor.basketball-men@vidsearch.example');
    const tenant = tenantId('basketball-men');
    const list = await app.server.call<{ results: Array<{ id: string; title: string }> }>(
      'GET',
      `/middleware/playlists/tenants/${tenant}/users/me/playlists?title=Home%20team`,
      { token },
    );
    const saved = await app.server.call<Playlist>(
      'GET',
      `/middleware/playlists/tenants/${tenant}/playlists/${list.body.results[0]!.id}`,
      { token },
    );
    const pkg = await app.server.call<Array<{ id: string; packageName: string; assetId: string }>>(
      'GET',
      '/highlights/v1/highlights?name=Home%20team',
      { token },
    );
    const clips = await app.server.call<{
      clips: Array<{ assetId: string; offset: number; excluded: boolean; lead: number }>;
    }>('GET', `/highlights/v1/highlights/${pkg.body[0]!.id}/clips`, { token });
    const wanted = clips.body.clips
      .filter((c) => !c.excluded)
      .map((c) => [c.assetId, Math.round(Math.max(0, c.offset - c.lead) * 1000) / 1000]);
    expect(saved.body.clips.map((c) => [c.asset_id, c.offset])).toEqual(wanted);
    expect(page.errors).toEqual([]);
  }, 120_000);

  /** A game's packages built through the API, ready. */
  async function packagesBuilt(tenantKey: string) {
    const { token } = await app.server.signIn(`editor.${tenantKey}@vidsearch.example`);
    const [game] = await app.server.booted.app.db.query<{ id: string }>(
      `SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id LIMIT 1`,
      [tenantId(tenantKey)],
    );
    await app.server.call('POST', `/highlights/v1/highlights/games/${game!.id}/build`, { token });
    await expect
      .poll(
        async () =>
          (
            await app.server.call<Array<{ status: string }>>('GET', '/highlights/v1/highlights', {
              token,
            })
          ).body.every((p) => p.status === 'ready'),
        { timeout: 30_000 },
      )
      .toBe(true);
  }

  it('holds up in a narrow column, in the light theme', async () => {
    await packagesBuilt('basketball-men');
    const page = await signedIn('basketball-men', 390, 'light');
    await page.goto(`${app.server.url}/highlights`);
    const element = page.locator('vs-highlights');
    await element
      .getByRole('button', { name: /^Open Game summary \(long\)/ })
      .first()
      .click();
    await element.getByRole('heading', { name: 'Game summary (long)' }).waitFor();
    await element
      .getByRole('checkbox', { name: /^Keep / })
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/e2e-highlights-package-390.png', fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await violations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  }, 60_000);

  it('groups a cricket package by batter, with counts', async () => {
    const page = await signedIn('cricket', 1000);
    await page.goto(`${app.server.url}/highlights`);
    const element = page.locator('vs-highlights');
    const games = element.getByRole('combobox', { name: 'Game' });
    await games.locator('option').nth(1).waitFor({ state: 'attached' });
    await games.selectOption({ index: 1 });
    await element.getByRole('button', { name: 'Build packages' }).click();
    await element.getByText(/^Built 3 packages/).waitFor({ timeout: 30_000 });
    // Cricket's columns: the ID column is there.
    await element.getByRole('columnheader', { name: 'ID' }).waitFor();
    await element
      .getByRole('button', { name: /^Open Boundaries/ })
      .first()
      .click();
    await element.getByRole('tab', { name: 'Batter' }).click();
    const values = element.getByRole('group', { name: 'Batter values' }).getByRole('button');
    await values.first().waitFor();
    const first = (await values.first().textContent())!;
    const count = Number(/\((\d+)\)$/.exec(first)![1]);
    await values.first().click();
    await expect.poll(() => element.getByRole('checkbox', { name: /^Keep / }).count()).toBe(count);
    await page.screenshot({ path: '/tmp/e2e-highlights-cricket-1000.png', fullPage: true });
    expect(await violations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  }, 90_000);

  it('makes a reel from a search on /explore, and opens it on Highlights', async () => {
    const page = await signedIn('cricket', 1000, 'light');
    await page.goto(`${app.server.url}/explore?q=runs%3A6`);
    await page.getByRole('button', { name: 'Make a reel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a reel' });
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Reel: runs:6');
    await dialog.getByRole('spinbutton', { name: 'Lead (seconds)' }).fill('40');
    await dialog.getByRole('button', { name: 'Make reel' }).click();
    await dialog.getByText('Seconds from 0 to 30.').waitFor();
    await dialog.getByRole('spinbutton', { name: 'Lead (seconds)' }).fill('1');
    expect(await dialog.getByText('Seconds from 0 to 30.').count()).toBe(0);
    await dialog.getByRole('spinbutton', { name: 'Longest it may run (minutes)' }).fill('2');
    await dialog.getByRole('radio', { name: 'By game (newest first), then time' }).check();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-reel-dialog-1000.png' });
    await dialog.getByRole('button', { name: 'Make reel' }).click();
    await page.getByRole('link', { name: 'Open it on Highlights' }).click();
    await page.waitForURL(`${app.server.url}/highlights`);
    const element = page.locator('vs-highlights');
    await element.getByRole('button', { name: /^Open Reel: runs:6/ }).click();
    await element.getByRole('heading', { name: 'Reel: runs:6' }).waitFor();
    const keep = element.getByRole('checkbox', { name: /^Keep / });
    await keep.first().waitFor({ timeout: 30_000 });
    const leads = element.getByRole('spinbutton', { name: /^Lead seconds for / });
    expect(await leads.first().inputValue()).toBe('1');
    expect(page.errors).toEqual([]);
  }, 90_000);

  it('is not there for a tenant that hides highlights, and says why where they are turned off', async () => {
    const racing = await signedIn('racing', 1000);
    expect(await racing.getByRole('link', { name: 'Highlights' }).count()).toBe(0);
    await racing.goto(`${app.server.url}/highlights`);
    await racing.getByRole('heading', { name: 'Highlights is not available' }).waitFor();
    const hockey = await signedIn('hockey', 1000);
    await hockey.goto(`${app.server.url}/highlights`);
    await hockey.getByRole('heading', { name: 'Highlights is not available' }).waitFor();
    expect(racing.errors).toEqual([]);
    expect(hockey.errors).toEqual([]);
  });
});
