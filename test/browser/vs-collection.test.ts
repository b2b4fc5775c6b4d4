import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Playlist } from '../../src/core/api/contract';
import { tenantId } from '../server/helpers';
import { partnerPage, partnerUnderTest, signedInPage, type WatchedPage } from './harness';

/** `<vs-collection>` on partner pages: the list, a collection opened in place, the clip editor. */
describe('<vs-collection> in Chromium', () => {
  const env = partnerUnderTest((api) => ({
    '/cricket.html': partnerPage(api, '<vs-collection tenant="cricket"></vs-collection>'),
    '/events.html': partnerPage(api, '<vs-collection tenant="events"></vs-collection>'),
    '/images.html': partnerPage(api, '<vs-collection tenant="images"></vs-collection>'),
    // The same element in a column narrower than the editor's 650 px.
    '/narrow.html': partnerPage(
      api,
      '<div style="width: 600px"><vs-collection tenant="cricket"></vs-collection></div>',
    ),
  }));

  /** Opens the seeded "Broadcast package draft" of the page's tenant, then an item's editor. */
  async function openEditor(page: Page, title = 'Broadcast package draft') {
    await page.getByRole('button', { name: title, exact: true }).click();
    const items = page.getByRole('list', { name: 'Items, in playing order' });
    await expect.poll(() => items.getByRole('listitem').count()).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: /^Trim / })
      .last()
      .click();
    return page.getByRole('group', { name: /^Trim / });
  }
  const errorsOf = (page: Page) => (page as WatchedPage).errors;

  it('draws the sound of the window for a tenant with waveforms, with keyframes and marks', async () => {
    const page = await signedInPage(env, 'cricket', 'cricket.html');
    const editor = await openEditor(page);
    await expect.poll(() => editor.locator('[data-part="keyframe"]').count()).toBeGreaterThan(2);
    await expect.poll(() => editor.locator('[data-part="waveform"] path').count()).toBe(1);
    // Peaks drawn as one stroke per point, across the whole window.
    const strokes = await editor
      .locator('[data-part="waveform"] path')
      .evaluate((p) => (p.getAttribute('d') ?? '').split('M').length - 1);
    expect(strokes).toBeGreaterThan(100);
    expect(await editor.getAttribute('data-layout')).toBe('wide');
    // The editor takes focus when opened, and gives it back to its Trim button when closed.
    expect(await editor.evaluate((e) => (e.getRootNode() as ShadowRoot).activeElement === e)).toBe(
      true,
    );
    await editor.getByRole('button', { name: 'Cancel' }).click();
    const trim = page.getByRole('button', { name: /^Trim / }).last();
    await expect
      .poll(() => trim.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b))
      .toBe(true);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('leaves the waveform out, and never asks for it, where the tenant disables it', async () => {
    const page = await signedInPage(env, 'events', 'events.html');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/waveform')) asked.push(r.url());
    });
    const editor = await openEditor(page);
    await expect.poll(() => editor.locator('[data-part="keyframe"]').count()).toBeGreaterThan(2);
    await expect.poll(() => editor.getByRole('button', { name: 'Play' }).isEnabled()).toBe(true);
    expect(await editor.locator('[data-part="waveform"]').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('stacks the editor under 650 px, with its marks below the video', async () => {
    const page = await signedInPage(env, 'cricket', 'narrow.html');
    const editor = await openEditor(page);
    await expect.poll(() => editor.getAttribute('data-layout')).toBe('narrow');
    const video = await editor.locator('video').boundingBox();
    const apply = await editor.getByRole('button', { name: 'Apply trim' }).boundingBox();
    expect(apply!.y).toBeGreaterThan(video!.y + video!.height);
    // Nothing spills out of the column.
    const width = await editor.evaluate((e) => [e.scrollWidth, e.clientWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1]! + 1);
    await page.screenshot({ path: '/tmp/vs-collection-narrow.png', fullPage: true });
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps an image library’s lightbox of stills, with nothing to trim or play', async () => {
    const page = await signedInPage(env, 'images', 'images.html');
    await page.getByRole('button', { name: 'Broadcast package draft', exact: true }).click();
    const items = page.getByRole('list', { name: 'Items, in playing order' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBeGreaterThan(1);
    expect(await items.filter({ hasText: 'Still image' }).count()).toBe(await items.count());
    expect(await page.getByRole('button', { name: /^Trim / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Play lightbox' }).count()).toBe(0);
    // Still edited and saved like any collection.
    const before = await items.count();
    await items
      .last()
      .getByRole('button', { name: /^Remove / })
      .click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Save changes' }).isDisabled())
      .toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await items.count()).toBe(before - 1);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('warns before editing a window over 8 minutes, and edits it when told to', async () => {
    // A long match: an asset of 20 minutes, and a clip of 6:40 in it.
    const cricket = tenantId('cricket');
    const db = env.server.booted.app.db;
    const [source] = await db.query<{ id: string }>(
      "SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' LIMIT 1",
      [cricket],
    );
    const longId = `long-${source!.id}`;
    await db.query(
      `INSERT INTO assets (tenant_id, id, kind, title, media_key, duration, match_date, metadata)
       SELECT tenant_id, $2, kind, 'Long match', media_key, 1200, match_date, metadata
       FROM assets WHERE tenant_id = $1 AND id = $3`,
      [cricket, longId, source!.id],
    );
    const admin = await env.server.signIn('admin@vidsearch.example', 'cricket');
    const made = await env.server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
      {
        token: admin.token,
        body: {
          title: 'Long one',
          clips: [
            {
              asset_id: longId,
              offset: 100,
              duration: 400,
              stash: JSON.stringify({ payload: [{ category: 'match', value: 'Long match' }] }),
            },
          ],
        },
      },
    );
    expect(made.status).toBe(201);

    const page = await signedInPage(env, 'cricket', 'cricket.html');
    await openEditor(page, 'Long one');
    const warning = page.getByRole('alert').filter({ hasText: 'over the editor’s 8 minutes' });
    await expect.poll(() => warning.count()).toBe(1);
    // 40 s to 9:20: the clip with a minute either side.
    expect(await warning.textContent()).toContain('is 8:40 long');
    await warning.getByRole('button', { name: 'Edit anyway' }).click();
    const editor = page.getByRole('group', { name: /^Trim / });
    await expect.poll(() => editor.getByText(/· window 0:40–9:20$/).count()).toBe(1);
    expect(await editor.getByRole('textbox', { name: 'In time' }).inputValue()).toBe('1:40.00');
    expect(await editor.getByRole('textbox', { name: 'Out time' }).inputValue()).toBe('8:20.00');
    await page.context().close();
  });

  it('marks Delete as destructive, in the tenant’s danger colour, in the list, the view and the confirmation', async () => {
    const page = await signedInPage(env, 'cricket', 'cricket.html');
    const looks = (button: ReturnType<Page['getByRole']>) =>
      button.evaluate((b) => {
        const style = getComputedStyle(b);
        return [style.color, style.borderTopColor, style.backgroundColor];
      });
    const inList = page.getByRole('button', { name: 'Delete Broadcast package draft' });
    await inList.waitFor();
    const danger = await page.evaluate(() => {
      const host = document.querySelector('vs-collection')!;
      const probe = document.createElement('span');
      probe.style.color = 'var(--colorPaletteRedForeground1)';
      host.shadowRoot!.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    const [colour, border] = await looks(inList);
    expect([colour, border]).toEqual([danger, danger]);
    await inList.click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Delete collection?' })
      .getByRole('button', { name: 'Delete', exact: true });
    await confirm.waitFor();
    expect((await looks(confirm))[2]).toBe(danger);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Broadcast package draft', exact: true }).click();
    const inView = page.getByRole('button', { name: 'Delete', exact: true });
    await inView.waitFor();
    expect((await looks(inView)).slice(0, 2)).toEqual([danger, danger]);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
