import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { familyConfigs } from '../../src/tenants';
import {
  partnerPage,
  partnerUnderTest,
  resultCount,
  signedInPage,
  type WatchedPage,
} from './harness';

/** `<vs-search>` on a partner page, signed in, against the real server and its seeded clips. */
describe('<vs-search> in Chromium', () => {
  const env = partnerUnderTest((api) => ({
    ...Object.fromEntries(
      ['cricket', 'rugby-union', 'basketball-men', 'images'].map((t) => [
        `/${t}.html`,
        partnerPage(api, `<vs-search tenant="${t}"></vs-search>`, 'Clips'),
      ]),
    ),
    // 200 results a page: a list long enough to be virtualised.
    '/long.html': partnerPage(
      api,
      '<vs-search tenant="cricket" page-size="200"></vs-search>',
      'Long list',
    ),
    '/find-only.html': partnerPage(
      api,
      '<vs-search tenant="images" hide-add></vs-search>',
      'Find only',
    ),
    // One list that loads 50 more as it scrolls.
    '/continuous.html': partnerPage(
      api,
      '<vs-search tenant="cricket" page-size="50" continuous></vs-search>',
      'Continuous list',
    ),
  }));

  /** `count` clips of one match each, "<label> 000", "<label> 001"…, to search for by label. */
  const addNumberedClips = (prefix: string, count: number, label: string) =>
    env.server.addCricketClips((assetId) =>
      Array.from({ length: count }, (_, i) => ({
        id: `${prefix}-${i}`,
        assetId,
        offset: i,
        duration: 2,
        payload: [{ category: 'match', value: `${label} ${String(i).padStart(3, '0')}` }],
      })),
    );

  /** Opens a tenant's page with a session already kept in storage, as after a sign-in. */
  async function open(tenantKey: string, path?: string): Promise<Page> {
    const page = await signedInPage(env, tenantKey, path ?? `${tenantKey}.html`);
    await expect.poll(() => resultCount(page).count()).toBe(1);
    return page;
  }
  const errorsOf = (page: Page) => (page as WatchedPage).errors;
  const box = (page: Page) => page.getByRole('combobox', { name: 'Search clips' });

  it.each([
    ['cricket', 'cricket'],
    ['rugby-union', 'rugbyUnion'],
    ['basketball-men', 'basketball'],
    ['images', 'imageLibrary'],
  ] as const)('shows the %s tenant’s own filters, and never a hidden one', async (key, family) => {
    const page = await open(key);
    const ui = familyConfigs[family].ui;
    const expected = ui.fields.primary
      .filter((f) => !ui.hiddenCategories.includes(f.category))
      .map((f) => f.label);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect
      .poll(() => filters.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(expected);
    for (const hidden of ui.hiddenCategories) {
      const label = [...ui.fields.primary, ...ui.fields.secondary].find(
        (f) => f.category === hidden,
      )?.label;
      if (label)
        expect(await filters.getByRole('heading', { name: label, exact: true }).count()).toBe(0);
    }
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('checks a date range by SPEC §5 before searching with it', async () => {
    const page = await open('cricket');
    const dates = page.getByRole('region', { name: 'Match date' });
    // Any time, until a period or custom dates are chosen.
    const period = dates.getByRole('combobox', { name: 'Period' });
    expect(await period.inputValue()).toBe('any');
    expect(await dates.getByLabel('From', { exact: true }).count()).toBe(0);
    await period.selectOption({ label: 'Custom dates' });
    const from = dates.getByLabel('From', { exact: true });
    const to = dates.getByLabel('To', { exact: true });
    const apply = dates.getByRole('button', { name: 'Apply dates' });
    await apply.click();
    await expect.poll(() => page.getByText('Enter a start date as dd/mm/yyyy.').count()).toBe(1);
    // Typed and shown as dd/MM/yyyy whatever the browser's language; no such day is no date.
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await from.fill('31/02/2026');
    await to.fill('2026-01-31');
    await apply.click();
    await expect.poll(() => page.getByText('Enter a start date as dd/mm/yyyy.').count()).toBe(1);
    expect(await page.getByText('Enter an end date as dd/mm/yyyy.').count()).toBe(1);
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    await from.fill('02/01/2099');
    await to.fill('01/01/2099');
    await apply.click();
    await expect.poll(() => page.getByText('The start date must be in the past.').count()).toBe(1);
    expect(
      await page
        .getByText('The end date must not be before the start date.', { exact: false })
        .count(),
    ).toBe(1);
    await from.fill('01/01/1850');
    await to.fill('31/01/2026');
    await apply.click();
    await expect
      .poll(() => page.getByText('The start date must be after 01/01/1900.').count())
      .toBe(1);
    await from.fill('1/1/2026');
    await apply.click();
    const chip = page.getByRole('button', {
      name: 'Match date: 01/01/2026 – 31/01/2026',
      exact: true,
    });
    await expect.poll(() => chip.count()).toBe(1);
    expect(await box(page).inputValue()).toBe(
      '(match_date:>=2026-01-01 AND match_date:<=2026-01-31)',
    );
    expect(await period.inputValue()).toBe('custom');
    // A period replaces the days, and says which days it covers today.
    await period.selectOption({ label: 'This season' });
    await expect.poll(() => box(page).inputValue()).toBe('match_date:this-season');
    expect(await dates.getByText(/counted from the day the search runs/).count()).toBe(1);
    expect(await from.count()).toBe(0);
    await period.selectOption({ label: 'Any time' });
    await expect.poll(() => box(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('keeps chips and the expression in step, both ways', async () => {
    const page = await open('cricket');
    await box(page).fill('kohli runs:4');
    await box(page).press('Enter');
    const chips = page.getByRole('list', { name: 'Search terms' });
    await expect.poll(() => chips.getByRole('listitem').count()).toBe(2);
    // A facet choice becomes a term of the expression and a chip.
    const bowlers = page.getByRole('region', { name: 'Bowler' });
    const firstBowler = bowlers.getByRole('checkbox').first();
    await firstBowler.check();
    await expect.poll(() => chips.getByRole('listitem').count()).toBe(3);
    expect(await box(page).inputValue()).toMatch(/^kohli runs:4 bowler:/);
    // runs:4 is a choice of the Runs facet; editing its chip edits the expression.
    const runs = page.getByRole('region', { name: 'Runs' });
    await expect.poll(() => runs.getByRole('checkbox', { name: /^4 / }).isChecked()).toBe(true);
    await chips.getByRole('button', { name: 'Runs: 4', exact: true }).click();
    const editor = chips.getByRole('textbox', { name: 'Edit Runs: 4' });
    await editor.fill('runs:>=4');
    await editor.press('Enter');
    await expect.poll(() => box(page).inputValue()).toMatch(/^kohli runs:>=4 bowler:/);
    await expect
      .poll(() => chips.getByRole('button', { name: 'runs:>=4', exact: true }).count())
      .toBe(1);
    // No longer a facet choice: nothing is ticked under Runs.
    await expect.poll(() => runs.getByRole('checkbox', { checked: true }).count()).toBe(0);
    // Removing the bowler chip unchecks the facet.
    await chips.getByRole('button', { name: /^Remove Bowler: / }).click();
    await expect.poll(() => box(page).inputValue()).toBe('kohli runs:>=4');
    await expect.poll(() => firstBowler.isChecked()).toBe(false);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('completes from the keyboard alone, and asks nothing for an empty word', async () => {
    const page = await open('cricket');
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/autocomplete') && asked.push(r.url()));
    await box(page).focus();
    await page.keyboard.type(' ');
    await page.waitForTimeout(400);
    expect(asked).toEqual([]);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('Kohl');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    // The suggestions for the whole word: those for its first letters ("Coastal Kings…" for
    // "K") may show until they come, on a busy machine long enough for a key press.
    await expect.poll(() => list.getByRole('option').first().textContent()).toContain('Kohli');
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    expect(new URL(asked.at(-1)!).searchParams.get('size')).toBe('20');
    await page.keyboard.press('ArrowDown');
    const active = await box(page).getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = await list.getByRole('option', { selected: true }).textContent();
    expect(option).toContain('Kohli');
    await page.keyboard.press('Enter');
    const chip = page.getByRole('list', { name: 'Search terms' }).getByRole('listitem');
    await expect.poll(() => chip.count()).toBe(1);
    expect(await chip.first().textContent()).toContain('Kohli');
    await page.keyboard.press('Escape');
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('shows metadata holding HTML or script as text, and runs none of it', async () => {
    await env.server.addCricketClips((assetId) => [
      {
        id: 'hostile-clip-1',
        assetId,
        offset: 1,
        duration: 3,
        payload: [
          { category: 'match', value: '<img src=x onerror="window.pwned=1">Quillhostile' },
          { category: 'batter', value: '<script>window.pwned=2</script>' },
        ],
      },
    ]);
    const page = await open('cricket');
    await box(page).fill('quillhostile');
    await box(page).press('Enter');
    await expect
      .poll(() => page.getByText('<img src=x onerror="window.pwned=1">Quillhostile').count())
      .toBeGreaterThan(0);
    expect(await page.getByText('<script>window.pwned=2</script>').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBe(
      undefined,
    );
    expect(
      await page.evaluate(
        () =>
          document.querySelector('vs-search')!.shadowRoot!.querySelectorAll('img[src="x"], script')
            .length,
      ),
    ).toBe(0);
    await page.context().close();
  });

  it('keeps only the rows in view in the page for a long list, and scrolls to the last', async () => {
    await addNumberedClips('long', 180, 'Longlist');
    const page = await open('cricket', 'long.html');
    await box(page).fill('longlist');
    await box(page).press('Enter');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: / clips$/ })
          .textContent(),
      )
      .toBe('180 clips');
    const table = page.getByRole('table', { name: 'Clips found' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(3);
    expect(await table.getByRole('row').count()).toBeLessThan(40);
    await table.evaluate((t) => (t.scrollTop = t.scrollHeight));
    await expect.poll(() => table.locator('[aria-rowindex="181"]').count()).toBe(1);
    expect(await table.getAttribute('aria-rowcount')).toBe('181');
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('loads the next results as a continuous list scrolls, and on Load more from the keyboard', async () => {
    await addNumberedClips('flow', 130, 'Flowlist');
    const page = await open('cricket', 'continuous.html');
    const searches: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/search/search')) searches.push(JSON.parse(r.postData()!).page);
    });
    await box(page).fill('flowlist');
    await box(page).press('Enter');
    const shown = page.getByRole('status').filter({ hasText: /^Showing / });
    await expect.poll(() => shown.textContent()).toBe('Showing 50 of 130.');
    const table = page.getByRole('table', { name: 'Clips found' });
    // Scrolling near the end asks for the second page, once.
    await table.evaluate((t) => (t.scrollTop = t.scrollHeight));
    await expect.poll(() => shown.textContent()).toBe('Showing 100 of 130.');
    expect(await table.getAttribute('aria-rowcount')).toBe('101');
    // The last page by the button, from the keyboard.
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shown.textContent()).toBe('Showing 130 of 130.');
    expect(await more.count()).toBe(0);
    await table.evaluate((t) => (t.scrollTop = t.scrollHeight));
    await expect.poll(() => table.locator('[aria-rowindex="131"]').count()).toBe(1);
    expect(await table.getByText('Flowlist 129').count()).toBe(1);
    // Pages 1 to 3, each once; only in a long list are rows virtualised.
    expect(searches.filter((p) => p > 1)).toEqual([2, 3]);
    expect(await page.getByRole('navigation', { name: 'Result pages' }).count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("adds clips to a new, then an existing collection under the tenant's own label, and an asset's clips at once", async () => {
    const page = await open('images');
    // An image library's results are stills, and are counted as such.
    expect(await resultCount(page).textContent()).toMatch(/^[\d,]+ stills?$/);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      Object.assign(window, { collectionChanges: seen });
      document.addEventListener('vs-collection-change', (e) =>
        seen.push((e as CustomEvent).detail),
      );
    });
    const adds = page.getByRole('button', { name: /^Add to lightbox: / });
    await expect.poll(() => adds.count()).toBeGreaterThan(1);
    await adds.nth(0).click();
    const dialog = page.getByRole('dialog', { name: 'Add to lightbox' });
    const name = dialog.getByRole('textbox', { name: 'Name of the new lightbox' });
    // The most recently changed lightbox is offered first; a new one needs a name.
    await expect.poll(() => dialog.getByRole('radio').nth(1).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'New lightbox' }).check();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => dialog.getByText('Give the lightbox a name.').count()).toBe(1);
    await name.fill('Shortlist');
    await name.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByText('Added to the new lightbox “Shortlist”.').count())
      .toBe(1);

    // The next add offers the lightbox just changed.
    await adds.nth(1).click();
    await dialog.waitFor();
    const shortlist = dialog.getByRole('radio', { name: /^Shortlist/ });
    await expect.poll(() => shortlist.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Add' }).click();

    await dialog.waitFor({ state: 'detached' });

    // By asset: pages of assets, each once with the clips of it found; one press adds them all.
    await page.getByRole('button', { name: 'Assets', exact: true }).click();
    const assets = page.getByRole('table', { name: 'Assets found' });
    await expect
      .poll(() => resultCount(page).textContent())
      .toMatch(/^\d+ assets? · [\d,]+ stills$/);
    const [assetTotal] = (await resultCount(page).textContent())!.match(/\d+/)!;
    const rows = assets.getByRole('row');
    await expect.poll(() => rows.count()).toBe(Math.min(Number(assetTotal), 30) + 1);
    const titles = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => tr.textContent));
    expect(new Set(titles).size).toBe(titles.length);
    const addAsset = assets.getByRole('button', { name: /^Add to lightbox: the \d+ stills? of / });
    await expect.poll(() => addAsset.count()).toBeGreaterThan(0);
    const firstRow = assets.getByRole('row').nth(1);
    const clipsHere = Number(await firstRow.getByRole('cell').nth(3).textContent());
    expect(await addAsset.first().getAttribute('aria-label')).toMatch(
      new RegExp(`the ${clipsHere} stills? of `),
    );
    await addAsset.first().click();
    await dialog.waitFor();
    expect(
      await dialog.getByText(clipsHere === 1 ? /\(\d+:\d\d\)/ : `${clipsHere} stills`).count(),
    ).toBe(1);
    await expect.poll(() => shortlist.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });

    const changes = (await page.evaluate(() => (window as any).collectionChanges)) as Array<{
      action: string;
      collection: {
        title: string;
        total_items: number;
        clips: Array<{ stash: string; asset_id: string }>;
      };
    }>;
    expect(changes.map((c) => [c.action, c.collection.title, c.collection.total_items])).toEqual([
      ['created', 'Shortlist', 1],
      ['saved', 'Shortlist', 2],
      ['saved', 'Shortlist', 2 + clipsHere],
    ]);
    // Each item keeps the search result it came from.
    expect(changes[1]!.collection.clips.map((c) => typeof JSON.parse(c.stash).assetId)).toEqual([
      'string',
      'string',
    ]);
    // The asset's clips, all of one asset, after the two added before.
    const fromAsset = changes[2]!.collection.clips.slice(2);
    expect(fromAsset).toHaveLength(clipsHere);
    expect(new Set(fromAsset.map((c) => c.asset_id)).size).toBe(1);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();

    const findOnly = await open('images', 'find-only.html');
    expect(
      await findOnly.getByRole('button', { name: /^Similar clips to / }).count(),
    ).toBeGreaterThan(0);
    expect(await findOnly.getByRole('button', { name: /^Add to / }).count()).toBe(0);
    await findOnly.getByRole('button', { name: 'Assets', exact: true }).click();
    await findOnly.getByRole('table', { name: 'Assets found' }).waitFor();
    expect(await findOnly.getByRole('button', { name: /^Add to / }).count()).toBe(0);
    await findOnly.context().close();
  });
});
