import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { appUnderTest } from './harness';
import { violations } from './axe';

/** In and out, whole seconds, of an item line's "0:10 – 0:13 · 0:03". */
const itemTimes = async (item: Locator) => {
  const text = (await item.textContent()) ?? '';
  const [from, to] = [...text.matchAll(/(\d+):(\d\d)/g)]
    .slice(0, 2)
    .map((m) => Number(m[1]) * 60 + Number(m[2]));
  return { from: from!, to: to! };
};

/** Seconds of an editor mark, "0:04.70". */
const clockSeconds = (text: string) => {
  const [, m, sec] = /^(\d+):(\d\d\.\d\d)$/.exec(text) ?? [];
  return Number(m) * 60 + Number(sec);
};

async function signIn(browser: Browser, url: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/`);
  return page;
}

/**
 * A person turns search results into a collection: adds three clips to a new one, a bumper,
 * reorders by keyboard, trims with I and O, saves, reloads, plays it through, renames and
 * deletes it; a second session's save is caught as a conflict; leaving unsaved asks first.
 */
describe('collections in the standalone app', () => {
  const app = appUnderTest();

  // Three short clips of one match (its video is 12 s), easy to find, quick to play.
  beforeAll(async () => {
    await app.server.addCricketClips((assetId) =>
      [1, 4, 7].map((offset, i) => ({
        id: `reel-${i}`,
        assetId,
        offset,
        duration: 3,
        payload: [
          { category: 'match', value: `Reelmatch ${['Alpha', 'Bravo', 'Charlie'][i]}` },
          { category: 'batter', value: 'Reel Batter' },
        ],
      })),
    );
  });

  it('builds, edits, saves, plays, renames and deletes a collection', async () => {
    const page = await signIn(app.browser, app.server.url, 'admin.cricket@vidsearch.example');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Three clips from a search, into a new collection and then the same one.
    await page.goto(`${app.server.url}/explore?q=Reelmatch&sort=oldest`);
    const results = page.getByRole('table', { name: 'Clips found' });
    await expect.poll(() => results.getByRole('row').count()).toBe(4);
    const dialog = page.getByRole('dialog', { name: 'Add to collection' });
    for (const [i, name] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
      await results.getByRole('button', { name: `Add to collection: Reelmatch ${name}` }).click();
      await dialog.getByRole('button', { name: 'Add' }).waitFor();
      if (i === 0) {
        await dialog.getByRole('textbox', { name: 'Name of the new collection' }).fill('Reel');
      } else {
        await expect
          .poll(() => dialog.getByRole('radio', { name: /^Reel/ }).isChecked())
          .toBe(true);
      }
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // The list shows it; opening it goes to /collection.
    await page.getByRole('navigation').getByRole('link', { name: 'Collections' }).click();
    await page.waitForURL('**/collections');
    const row = page.getByRole('row', { name: /^Reel / });
    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toBe('Clips 3');
    await row.getByRole('button', { name: 'Reel', exact: true }).click();
    await page.waitForURL(/\/collection\?id=/);
    const items = page.getByRole('list', { name: 'Items, in playing order' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.evaluateAll((li) => li.map((l) => l.getAttribute('aria-label')))).toEqual([
      'Clip 1 of 3: Reelmatch Alpha, Reel Batter',
      'Clip 2 of 3: Reelmatch Bravo, Reel Batter',
      'Clip 3 of 3: Reelmatch Charlie, Reel Batter',
    ]);

    // A bumper at the end, then moved to the front from the keyboard.
    await page.getByRole('button', { name: 'Add bumper' }).click();
    const bumpers = page.getByRole('region', { name: 'Bumpers' });
    await bumpers
      .getByRole('button', { name: /^Add bumper / })
      .first()
      .click();
    await expect.poll(() => items.count()).toBe(4);
    const bumper = items.nth(3);
    expect(await bumper.getAttribute('aria-label')).toMatch(/^Bumper 4 of 4: /);
    await bumper.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => items.first().getAttribute('aria-label')).toMatch(/^Bumper 1 of 4/);
    await expect
      .poll(() => page.getByText(/moved to position 1 of 4\.$/).count())
      .toBeGreaterThan(0);
    // Focus stays on the moved item, so it can go on moving.
    expect(
      await items.first().evaluate((li) => (li.getRootNode() as ShadowRoot).activeElement === li),
    ).toBe(true);

    // Bravo trimmed with the keyboard: play, I, play on, O.
    const bravo = items.filter({ hasText: 'Reelmatch Bravo' });
    const before = await itemTimes(bravo);
    expect(before).toEqual({ from: 4, to: 7 });
    await page.getByRole('button', { name: 'Trim Reelmatch Bravo' }).click();
    const editor = page.getByRole('group', { name: /^Trim Clip 3/ });
    const clipStatus = editor.getByRole('status').filter({ hasText: /^Clip / });
    await expect.poll(() => clipStatus.textContent()).toBe('Clip 0:04–0:07 · 0:03');
    // The editor opens at the clip's in mark, within a window of the asset around it.
    await expect.poll(() => editor.getByText(/^0:04 · window 0:00–/).count()).toBe(1);
    // L plays until the playhead passes a time, K stops it there, and I or O marks it.
    const playUntil = async (clock: string) => {
      await page.keyboard.press('l');
      await expect
        .poll(() => editor.getByText(new RegExp(`^${clock} · window`)).count(), { timeout: 15_000 })
        .toBe(1);
      await page.keyboard.press('k');
    };
    await editor.focus();
    await playUntil('0:05');
    await page.keyboard.press('i');
    await playUntil('0:06');
    await page.keyboard.press('o');
    await expect.poll(() => clipStatus.textContent()).not.toBe('Clip 0:04–0:07 · 0:03');
    const marks = async () => ({
      in: await editor.getByRole('textbox', { name: 'In time' }).inputValue(),
      out: await editor.getByRole('textbox', { name: 'Out time' }).inputValue(),
    });
    const trimmedTo = await marks();
    const [markIn, markOut] = [trimmedTo.in, trimmedTo.out].map(clockSeconds);
    expect(markIn).toBeGreaterThan(4);
    expect(markOut).toBeGreaterThan(markIn!);
    expect(markOut).toBeLessThan(7);
    // Where vertical exports crop it: moved with the arrow keys (as dragging does), kept on Apply.
    const crop = editor.getByRole('slider', { name: 'Crop for vertical and square exports' });
    expect(await crop.getAttribute('aria-valuetext')).toBe('Follows the play');
    await crop.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await crop.getAttribute('aria-valuetext')).toBe('Held at 60% across the picture');
    await page.screenshot({ path: '/tmp/e2e-clip-editor-crop.png' });
    await editor.getByRole('button', { name: 'Apply trim' }).click();
    const after = await itemTimes(bravo);
    expect(after).toEqual({ from: Math.round(markIn!), to: Math.round(markOut!) });

    // Saved, then the same after a reload.
    const order = await items.evaluateAll((li) => li.map((l) => l.getAttribute('aria-label')));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Save changes' }).isDisabled())
      .toBe(true);
    await page.reload();
    await expect.poll(() => items.count()).toBe(4);
    expect(await items.evaluateAll((li) => li.map((l) => l.getAttribute('aria-label')))).toEqual(
      order,
    );
    expect(await itemTimes(bravo)).toEqual(after);
    // To the hundredth, as it was marked.
    await page.getByRole('button', { name: 'Trim Reelmatch Bravo' }).click();
    await expect.poll(marks).toEqual(trimmedTo);
    expect(await crop.getAttribute('aria-valuetext')).toBe('Held at 60% across the picture');
    // Dragged to the left, the frame follows the pointer.
    const box = (await crop.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - box.width, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    expect(Number(await crop.getAttribute('aria-valuenow'))).toBeLessThan(40);
    // An Out typed before the In is refused on its field, and Apply waits; a typed In moves the
    // player there.
    const outTime = editor.getByRole('textbox', { name: 'Out time' });
    await outTime.fill('0:04.00');
    await outTime.press('Enter');
    await editor.getByRole('alert').filter({ hasText: 'Out must be after in.' }).waitFor();
    expect(await outTime.getAttribute('aria-invalid')).toBe('true');
    expect(await editor.getByRole('button', { name: 'Apply trim' }).isDisabled()).toBe(true);
    const inTime = editor.getByRole('textbox', { name: 'In time' });
    await inTime.fill('0:02.00');
    await inTime.press('Enter');
    await expect.poll(() => editor.getByText(/^0:02 · window/).count()).toBe(1);
    expect(await editor.getByRole('button', { name: 'Apply trim' }).isDisabled()).toBe(false);
    await editor.getByRole('button', { name: 'Cancel' }).click();

    // Played through as soon as it is opened, bumper first, to the end of the last clip.
    await page.getByRole('button', { name: 'Play collection' }).click();
    const player = page.getByRole('region', { name: 'Reel: collection player' });
    await expect
      .poll(() => player.getByText(/^Bumper 1 of 4 · /).count(), { timeout: 15_000 })
      .toBe(1);
    await expect
      .poll(() => player.getByText(/^Clip 4 of 4 · Reelmatch Charlie · Reel Batter$/).count(), {
        timeout: 40_000,
      })
      .toBe(1);
    await expect
      .poll(() => player.getByRole('button', { name: 'Play' }).count(), { timeout: 15_000 })
      .toBe(1);
    const seek = player.getByRole('slider', { name: 'Seek' });
    const [at, end] = await seek.evaluate((s: HTMLInputElement) => [
      Number(s.value),
      Number(s.max),
    ]);
    expect(at!).toBeGreaterThan(end! - 0.5);
    await page.screenshot({ path: '/tmp/e2e-collection-played.png' });

    // Renamed, then deleted after confirming; the list no longer has it.
    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename collection' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Reel, final cut');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Reel, final cut' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete collection?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/collections');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /collections yet/ })
          .count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('says a collection that does not exist does not exist, with a way back', async () => {
    const page = await signIn(app.browser, app.server.url, 'editor.cricket@vidsearch.example');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    for (const id of ['not-a-collection', '0b7f2d6e-3a1c-4c1e-9f5e-2d3c4b5a6f70']) {
      await page.goto(`${app.server.url}/collection?id=${id}`);
      const alert = page.getByRole('alert').filter({ hasText: 'does not exist' });
      await expect.poll(() => alert.count()).toBe(1);
      expect(await alert.textContent()).toContain(
        'This collection does not exist: it may have been deleted, or the link is wrong.',
      );
      expect(await page.locator('body').textContent()).not.toMatch(/params\.|must match|uuid/);
    }
    await page.getByRole('link', { name: 'All collections' }).click();
    await page.waitForURL(`${app.server.url}/collections`);
    await page.context().close();
  });

  it('catches a save from another session, and asks before leaving unsaved changes', async () => {
    const first = await signIn(app.browser, app.server.url, 'editor.cricket@vidsearch.example');
    await first.goto(`${app.server.url}/collections`);
    await first.getByRole('button', { name: 'Scouting notes', exact: true }).click();
    await first.waitForURL(/\/collection\?id=/);
    const second = await signIn(app.browser, app.server.url, 'editor.cricket@vidsearch.example');
    await second.goto(first.url());
    const itemsOf = (page: Page) =>
      page.getByRole('list', { name: 'Items, in playing order' }).getByRole('listitem');
    await expect.poll(() => itemsOf(first).count()).toBe(4);
    await expect.poll(() => itemsOf(second).count()).toBe(4);

    // The second session removes the last item and saves first.
    await itemsOf(second)
      .nth(3)
      .getByRole('button', { name: /^Remove / })
      .click();
    await second.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => second.getByRole('button', { name: 'Save changes' }).isDisabled())
      .toBe(true);

    // The first, working from the older version, is told rather than overwriting it.
    await itemsOf(first).first().focus();
    await first.keyboard.press('Alt+ArrowDown');
    await first.getByRole('button', { name: 'Save changes' }).click();
    const conflict = first.getByRole('alert').filter({ hasText: 'Someone else saved' });
    await expect.poll(() => conflict.count()).toBe(1);
    await first.screenshot({ path: '/tmp/e2e-collection-conflict.png' });
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect.poll(() => itemsOf(first).count()).toBe(3);
    await expect.poll(() => conflict.count()).toBe(0);

    // An unsaved change: leaving within the app asks, and staying keeps it.
    await itemsOf(first).first().focus();
    await first.keyboard.press('Alt+ArrowDown');
    const moved = await itemsOf(first).nth(1).getAttribute('aria-label');
    await expect
      .poll(() => first.getByRole('button', { name: 'Save changes' }).isEnabled())
      .toBe(true);
    // Every way out asks, in the product's own dialog, however often it is tried: Back and a
    // header link, again and again; Cancel stays with the change where it was.
    const asking = first.getByRole('alertdialog', {
      name: 'Leave this collection without saving?',
    });
    const stay = async () => {
      await asking.waitFor();
      await asking.getByRole('button', { name: 'Cancel' }).click();
      await asking.waitFor({ state: 'detached' });
      expect(first.url()).toMatch(/\/collection\?id=/);
      expect(await itemsOf(first).nth(1).getAttribute('aria-label')).toBe(moved);
      // The router steps the history back to the page after a Cancel, and ignores the event that
      // step makes: a Back sent in that same instant (no person is that quick, a loaded test
      // machine is) would be taken for it.
      await first.waitForTimeout(300);
    };
    const header = first.getByRole('navigation').getByRole('link', { name: 'Explore' });
    for (const leave of [
      () => first.goBack(),
      () => first.goBack(),
      () => header.click(),
      () => header.click(),
    ]) {
      await leave().catch(() => undefined);
      await stay();
    }
    expect(await violations(first)).toEqual([]);
    // Leaving without saving leaves.
    await header.click();
    await asking.getByRole('button', { name: 'Leave without saving' }).click();
    await first.waitForURL(`${app.server.url}/explore`);
    // Back at the collection, a change unsaved: the browser's own question on closing.
    await first.goBack();
    await expect.poll(() => itemsOf(first).count()).toBe(3);
    await itemsOf(first)
      .nth(2)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect.poll(() => itemsOf(first).count()).toBe(2);
    // Forward (to Explore, where it was before) asks as well.
    await first.goForward().catch(() => undefined);
    await asking.waitFor();
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await asking.waitFor({ state: 'detached' });
    expect(first.url()).toMatch(/\/collection\?id=/);
    // Polled: on a loaded machine the list can be a frame behind the dialog closing. A lost
    // change would settle on the saved three, never on two.
    await expect.poll(() => itemsOf(first).count()).toBe(2);
    // Closing the tab asks too (beforeunload).
    const unloading = new Promise<string>((resolve) =>
      first.once('dialog', (d) => {
        resolve(d.type());
        void d.accept();
      }),
    );
    await first.close({ runBeforeUnload: true });
    expect(await unloading).toBe('beforeunload');
    await first.context().close();
    await second.context().close();
  });
});
