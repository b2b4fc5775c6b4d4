import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  partnerPage,
  partnerUnderTest,
  resultCount,
  signedInPage,
  type WatchedPage,
} from './harness';

/** `<vs-search>`'s preview pane, choosing many clips, and layout by its own width. */
describe('<vs-search>: preview, choosing many, narrow columns', () => {
  const env = partnerUnderTest((api) => ({
    '/cricket.html': partnerPage(api, '<vs-search tenant="cricket"></vs-search>', 'Clips'),
    // Three a page: stepping past the last clip of a page turns it.
    '/short-pages.html': partnerPage(
      api,
      '<vs-search tenant="cricket" page-size="3"></vs-search>',
      'Short pages',
    ),
    // One list that loads three more at a time.
    '/continuous.html': partnerPage(
      api,
      '<vs-search tenant="cricket" page-size="3" continuous></vs-search>',
      'Continuous',
    ),
    '/own-player.html': partnerPage(
      api,
      '<vs-search tenant="cricket" hide-preview></vs-search>',
      'Own player',
    ),
    // One clip long enough for six stills a second or more apart.
    '/scrub.html': partnerPage(
      api,
      '<vs-search tenant="cricket" query="Scrubmatch"></vs-search>',
      'Scrub',
    ),
    // A partner's narrow column: the element lays out by its own width, not the window's.
    '/column.html': partnerPage(
      api,
      '<div style="width: 320px"><vs-search tenant="cricket"></vs-search></div>',
      'Column',
    ),
  }));

  async function open(path: string, width = 1400): Promise<WatchedPage> {
    const page = await signedInPage(env, 'cricket', path, { width });
    await expect.poll(() => resultCount(page).count()).toBe(1);
    return page;
  }
  const table = (page: Page) => page.getByRole('table', { name: 'Clips found' });
  const titles = (page: Page) => table(page).getByRole('row').locator('[role=cell] button[title]');
  const preview = (page: Page) => page.getByRole('region', { name: /^Preview: / });
  const position = (page: Page) => preview(page).getByText(/^Clip \d+ of \d+$/);
  const loadedScripts = (page: Page) =>
    page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));

  it('plays a chosen clip from its in to its out point beside everything known about it', async () => {
    const page = await open('cricket.html');
    await page.evaluate(() => {
      const seen: unknown[] = [];
      Object.assign(window, { chosenClips: seen });
      document.addEventListener('vs-clip-select', (e) => seen.push((e as CustomEvent).detail));
    });
    // Nothing of the video engine loads until a clip is chosen.
    expect((await loadedScripts(page)).some((url) => /\/shaka-/.test(url))).toBe(false);
    await titles(page).nth(1).click();
    await expect.poll(() => preview(page).count()).toBe(1);
    await expect
      .poll(async () => (await loadedScripts(page)).some((url) => /\/shaka-/.test(url)))
      .toBe(true);
    const player = preview(page).getByRole('region', { name: 'Clip player' });
    await expect.poll(() => player.count()).toBe(1);
    // The player's timeline is the clip's own length, and it starts playing.
    const chosen = (await page.evaluate(() => (window as any).chosenClips)) as Array<{
      clip: { id: string; duration: number; offset: number; assetTitle: string };
    }>;
    expect(chosen).toHaveLength(1);
    const clip = chosen[0]!.clip;
    const seek = player.getByRole('slider', { name: 'Seek' });
    await expect
      .poll(async () => Math.round(Number(await seek.getAttribute('max'))), { timeout: 15_000 })
      .toBe(Math.round(clip.duration));
    await expect
      .poll(() => player.getByRole('button', { name: 'Pause' }).count(), { timeout: 15_000 })
      .toBe(1);
    // Its metadata under the tenant's labels, the asset, and the actions.
    const facts = preview(page).getByRole('definition');
    const terms = await preview(page).getByRole('term').allTextContents();
    expect(terms.slice(0, 4)).toEqual(['Asset', 'Date', 'In point', 'Length']);
    expect(terms).toContain('Batter');
    expect(terms).toContain('Bowler');
    expect(await facts.first().textContent()).toBe(clip.assetTitle);
    for (const action of ['Add to collection', 'Similar clips', 'Open the asset'])
      expect(await preview(page).getByRole('button', { name: action }).count()).toBe(1);
    expect(await position(page).textContent()).toMatch(/^Clip 2 of /);
    // The row previewed is marked as the current one.
    expect(await table(page).locator('[aria-current="true"]').count()).toBe(1);
    expect((page as WatchedPage).errors).toEqual([]);
    await page.context().close();
  });

  it('steps through the results with N and P, turning pages, and closes with Escape', async () => {
    const page = await open('short-pages.html');
    await titles(page).nth(1).click();
    await expect.poll(() => position(page).textContent()).toMatch(/^Clip 2 of /);
    // Focus stays on the row's title: the keys work from the results too.
    await page.keyboard.press('n');
    await expect.poll(() => position(page).textContent()).toMatch(/^Clip 3 of /);
    // Past the last loaded clip once the list can load more (its Next is offered then).
    const nextClip = preview(page).getByRole('button', { name: /^Next clip/ });
    await expect.poll(() => nextClip.isEnabled()).toBe(true);
    await page.keyboard.press('n');
    await expect.poll(() => position(page).textContent()).toMatch(/^Clip 4 of /);
    expect(await page.getByText('Page 2 of', { exact: false }).count()).toBe(1);
    await page.keyboard.press('p');
    await expect.poll(() => position(page).textContent()).toMatch(/^Clip 3 of /);
    expect(await page.getByText('Page 1 of', { exact: false }).count()).toBe(1);
    await preview(page).getByRole('button', { name: 'Previous clip' }).click();
    await expect.poll(() => position(page).textContent()).toMatch(/^Clip 2 of /);
    await preview(page).getByRole('button', { name: 'Close preview' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => preview(page).count()).toBe(0);
    await page.context().close();
  });

  it('steps past what a continuous list has loaded: N loads more and previews the next', async () => {
    const page = await open('continuous.html');
    const shown = () => page.getByText(/^Showing \d+ of/).textContent();
    await expect.poll(shown).toMatch(/^Showing 3 of /);
    await titles(page).nth(2).click();
    await expect.poll(() => position(page).textContent()).toMatch(/^Clip 3 of /);
    // Past the last loaded clip once the list can load more (its Next is offered then).
    const nextClip = preview(page).getByRole('button', { name: /^Next clip/ });
    await expect.poll(() => nextClip.isEnabled()).toBe(true);
    await page.keyboard.press('n');
    await expect.poll(() => position(page).textContent()).toMatch(/^Clip 4 of /);
    expect(await shown()).toMatch(/^Showing 6 of /);
    const fourth = await titles(page).nth(3).getAttribute('title');
    expect(await preview(page).getByRole('heading').first().textContent()).toContain(
      fourth!.slice(0, 10),
    );
    await page.keyboard.press('p');
    await expect.poll(() => position(page).textContent()).toMatch(/^Clip 3 of /);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('opens the asset: every clip of it, in play order', async () => {
    const page = await open('cricket.html');
    await titles(page).first().click();
    // The pane and its player load when first used: on a busy machine, seconds.
    await preview(page).getByRole('button', { name: 'Open the asset' }).click({ timeout: 30_000 });
    const box = page.getByRole('combobox', { name: 'Search clips' });
    await expect.poll(() => box.inputValue()).toMatch(/^assetId:"[^"]+"$/);
    expect(await page.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe('oldest');
    await page.context().close();
  });

  it('shows stills from along a clip as the pointer crosses its frame', async () => {
    await env.server.addCricketClips((assetId) => [
      {
        id: 'scrub-clip',
        assetId,
        offset: 1,
        duration: 9,
        payload: [{ category: 'match', value: 'Scrubmatch' }],
      },
    ]);
    const page = await open('scrub.html');
    const asked: number[] = [];
    page.on('request', (request) => {
      const at = new URL(request.url()).searchParams.get('t');
      if (request.url().includes('/thumbnail/') && at !== null) asked.push(Number(at));
    });
    const frame = table(page)
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .nth(1)
      .locator('span')
      .first();
    const box = (await frame.boundingBox())!;
    for (const x of [0.05, 0.5, 0.95]) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height / 2);
      await page.waitForTimeout(150);
    }
    // The first still was shown before; the pointer asked for two more along the clip.
    await expect.poll(() => new Set(asked).size).toBeGreaterThanOrEqual(2);
    expect(await frame.locator('[data-scrub-step="5"]').count()).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => frame.locator('[data-scrub-step]').count()).toBe(0);
    await page.context().close();
  });

  it('chooses a range with shift, keeps the choice across pages, and adds five at once', async () => {
    const page = await open('short-pages.html');
    const boxes = table(page).getByRole('checkbox', { name: /^Choose (?!every)/ });
    await boxes.nth(0).click();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Chosen clips' });
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('3 clips chosen');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.getByText('Page 2 of', { exact: false }).count()).toBe(1);
    await expect.poll(() => boxes.nth(0).isChecked()).toBe(false);
    expect(await bar.getByRole('status').textContent()).toBe('3 clips chosen');
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('5 clips chosen');
    // The page's box says "some", then chooses the rest of the page.
    const all = table(page).getByRole('checkbox', { name: 'Choose every clip shown' });
    expect(await all.evaluate((b) => (b as HTMLInputElement).indeterminate)).toBe(true);
    await all.click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('6 clips chosen');
    await all.click();
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('3 clips chosen');
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await bar.getByRole('button', { name: 'Add to collection: 5 clips' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to collection' });
    await dialog.getByRole('radio', { name: 'New collection' }).check();
    await dialog.getByRole('textbox', { name: 'Name of the new collection' }).fill('Five at once');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByText('5 clips added to the new collection “Five at once”.').count())
      .toBe(1);
    // The choice is done with once added.
    await expect.poll(() => bar.count()).toBe(0);
    const session = await env.server.signIn('admin@vidsearch.example', 'cricket');
    const list = await env.server.call(
      'GET',
      `/middleware/playlists/tenants/${session.tenantId}/users/me/playlists`,
      { token: session.token },
    );
    const collections = list.body.results as Array<{ title: string; total_items: number }>;
    const made = collections.find((c) => c.title === 'Five at once');
    expect(made?.total_items).toBe(5);
    await page.context().close();
  });

  it('lays out by its own width: a 320 px column has cards, a filters drawer, no sideways scroll', async () => {
    const page = await open('column.html', 1400);
    const search = page.locator('vs-search');
    // Filters sit behind a button, in a drawer (a modal dialog).
    expect(await page.getByRole('complementary', { name: 'Filters' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect.poll(() => drawer.getByRole('heading', { name: 'Batter' }).count()).toBe(1);
    await drawer.getByRole('checkbox').first().check();
    await expect.poll(() => page.getByRole('button', { name: 'Filters (1)' }).count()).toBe(1);
    await drawer.getByRole('button', { name: 'Show the results' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // Nothing is wider than the column: no sideways scrolling anywhere inside the element.
    const overflow = await search.evaluate((host) => {
      // Text cut with an ellipsis overflows on purpose; a box that scrolls sideways does not.
      const wider: string[] = [];
      for (const el of host.shadowRoot!.querySelectorAll('*')) {
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
        if (scrolls && el.scrollWidth > el.clientWidth + 1)
          wider.push(`${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`);
      }
      return { wider, hostWidth: host.getBoundingClientRect().width, scroll: host.scrollWidth };
    });
    expect(overflow.hostWidth).toBeLessThanOrEqual(320);
    expect(overflow.scroll).toBeLessThanOrEqual(320);
    expect(overflow.wider).toEqual([]);
    // Each result is a card: its actions sit under its frame, not beside it.
    const row = table(page).getByRole('row').nth(1);
    const frameBox = (await row.getByRole('cell').nth(1).boundingBox())!;
    const similarBox = (await row
      .getByRole('button', { name: /^Similar clips to / })
      .boundingBox())!;
    expect(similarBox.y).toBeGreaterThan(frameBox.y + frameBox.height - 1);
    expect(similarBox.x + similarBox.width).toBeLessThanOrEqual(frameBox.x + 320);
    // The preview stacks under the results and comes into view.
    await titles(page).first().click();
    await expect.poll(() => preview(page).count()).toBe(1);
    const paneBox = (await preview(page).boundingBox())!;
    const tableBox = (await table(page).boundingBox())!;
    expect(paneBox.y).toBeGreaterThan(tableBox.y + tableBox.height - 1);
    await expect
      .poll(() => preview(page).evaluate((p) => p.getBoundingClientRect().top))
      .toBeLessThan(50);
    await page.context().close();
  });

  it('leaves the preview to the page with hide-preview: choosing only tells the page', async () => {
    const page = await open('own-player.html');
    await page.evaluate(() => {
      Object.assign(window, { chosenCount: 0 });
      document.addEventListener('vs-clip-select', () => ((window as any).chosenCount += 1));
    });
    await titles(page).first().click();
    await expect.poll(() => page.evaluate(() => (window as any).chosenCount)).toBe(1);
    await page.waitForTimeout(300);
    expect(await preview(page).count()).toBe(0);
    expect((await loadedScripts(page)).some((url) => /\/shaka-/.test(url))).toBe(false);
    await page.context().close();
  });
});
