import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist, PlaylistGroup, SearchHit } from '../../src/core/api/contract';
import { partnerSite } from '../browser/browser';
import { tenantId } from '../server/helpers';
import { violations } from './axe';
import { appUnderTest, signInAs } from './harness';

const two = (n: number) => String(n).padStart(2, '0');
/** A time as a datetime-local field takes it, in the browser's (and this process's) zone. */
const local = (ms: number) => {
  const d = new Date(Date.now() + ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};
const HOUR = 3_600_000;

/**
 * Publishing as an administrator does it: a group with a window, featured, a carousel with its
 * preview; then a partner page's `<vs-placement>` shows it to a visitor who is not signed in.
 */
describe('publishing, in the standalone app', () => {
  const app = appUnderTest();
  let partner: Awaited<ReturnType<typeof partnerSite>>;
  const reel = 'Boundaries of the final day';
  const hidden = 'Selectors’ notes, not for the public';

  beforeAll(async () => {
    partner = await partnerSite({
      '/videos.html': `<!doctype html><html lang="en"><head><title>Club videos</title></head><body>
        <script src="/vs-elements.js" data-api-base="${app.server.url}" data-tenant="cricket"></script>
        <h1>Club videos</h1><vs-placement location="cricket"></vs-placement></body></html>`,
    });
    // The collections to publish, made as the administrator would have made them.
    const admin = await app.server.signIn('admin.cricket@vidsearch.example');
    const hits = (
      await app.server.call<{ results: SearchHit[] }>('POST', '/middleware/search/search', {
        token: admin.token,
        body: { query: '*', pageSize: 2 },
      })
    ).body.results;
    for (const [title, visibility] of [
      [reel, 'public'],
      [hidden, 'private'],
    ] as const) {
      await app.server.call<Playlist>(
        'POST',
        `/middleware/playlists/tenants/${tenantId('cricket')}/users/me/playlists`,
        {
          token: admin.token,
          body: {
            title,
            visibility,
            clips: hits.map((h) => ({
              asset_id: h.assetId,
              offset: h.offset,
              duration: Math.min(3, h.duration),
              stash: JSON.stringify(h),
            })),
          },
        },
      );
    }
  });
  afterAll(() => partner?.close());

  it('publishes a group with a window, features it, adds a carousel, and a visitor sees them', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example', {
      width: 1000,
      mode: 'light',
    });
    await page.getByRole('link', { name: 'Publishing' }).click();
    await page.waitForURL(`${app.server.url}/publish/content`);
    await page.getByRole('status').filter({ hasText: 'No groups yet' }).waitFor();

    // A group: its title forgotten first, then put right.
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New playlist group' });
    await dialog.getByRole('button', { name: 'Save the group' }).click();
    await dialog.getByText('Give the group a title.').waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Round 7 highlights');
    await dialog.getByRole('radio', { name: /^Published/ }).check();
    await dialog.getByLabel('Shows from').fill(local(-HOUR));
    await dialog.getByLabel('Shows until').fill(local(24 * HOUR));
    // The private collection is never offered.
    const picker = dialog.getByRole('combobox', { name: 'A public collection to add' });
    expect(await picker.locator('option', { hasText: hidden }).count()).toBe(0);
    await picker.selectOption({ label: reel });
    await dialog.getByRole('button', { name: 'Add the collection' }).click();
    await dialog.getByRole('listitem').filter({ hasText: reel }).waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save the group' }).click();
    await page.getByText('“Round 7 highlights” is saved and published.').first().waitFor();
    const group = page.getByRole('listitem', { name: 'Round 7 highlights' });
    await expect.poll(() => group.textContent()).toContain('Published, showing now');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-publish-groups.png', fullPage: true });

    // Featured at the top of the location.
    await page
      .getByRole('navigation', { name: 'Publishing' })
      .getByRole('link', { name: 'Featured' })
      .click();
    await page.waitForURL(`${app.server.url}/publish/featured`);
    await page
      .getByRole('combobox', { name: 'Feature a group or a public collection' })
      .selectOption({ label: 'Round 7 highlights' });
    await page.getByRole('button', { name: 'Add to featured' }).click();
    await page.getByRole('button', { name: 'Save the featured items' }).click();
    await page.getByText('The featured items of cricket are saved.').first().waitFor();
    expect(await violations(page)).toEqual([]);

    // A carousel, seen in the preview once saved.
    await page
      .getByRole('navigation', { name: 'Publishing' })
      .getByRole('link', { name: 'Carousels' })
      .click();
    await page.waitForURL(`${app.server.url}/settings/carousels`);
    await page.getByRole('button', { name: 'Add a carousel' }).click();
    await page.getByRole('textbox', { name: 'Title of rail 1' }).fill('Every ball');
    await page.getByRole('combobox', { name: 'What feeds rail 1' }).selectOption({ label: reel });
    await page.getByRole('button', { name: 'Save the carousels' }).click();
    await page.getByText('The carousels of cricket are saved.').first().waitFor();
    const preview = page.getByRole('region', { name: 'Preview: cricket as a visitor sees it' });
    await preview.getByRole('region', { name: 'Every ball' }).waitFor();
    await preview
      .getByRole('region', { name: 'Featured' })
      .getByRole('button', { name: `Play ${reel}` })
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-publish-carousels.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();

    // A visitor of the partner's page, not signed in.
    const visitor = await (
      await app.browser.newContext({ viewport: { width: 1000, height: 900 } })
    ).newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (e) => errors.push(e.message));
    await visitor.goto(`${partner.url}/videos.html`);
    const featured = visitor.getByRole('region', { name: 'Featured' });
    await featured.getByRole('button', { name: `Play ${reel}` }).waitFor();
    await visitor.getByRole('region', { name: 'Every ball' }).waitFor();
    expect(await visitor.getByText(hidden).count()).toBe(0);
    await featured.getByRole('button', { name: `Play ${reel}` }).click();
    await visitor.getByRole('region', { name: `Now playing: ${reel}` }).waitFor();
    await visitor.screenshot({ path: '/tmp/e2e-publish-visitor.png', fullPage: true });
    expect(errors).toEqual([]);
    await visitor.context().close();
  }, 120_000);

  it('shows the publishing pages in the dark theme and a narrow window, and none to an editor', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example', {
      width: 390,
      mode: 'dark',
    });
    for (const path of ['/publish/content', '/publish/featured', '/settings/carousels']) {
      await page.goto(`${app.server.url}${path}`);
      await page.getByRole('navigation', { name: 'Publishing' }).waitFor();
      await page.getByRole('status').or(page.getByRole('list')).first().waitFor();
      expect(await violations(page), path).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: '/tmp/e2e-publish-390-dark.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();

    const editor = await signInAs(app, 'editor.cricket@vidsearch.example');
    expect(await editor.getByRole('link', { name: 'Publishing' }).count()).toBe(0);
    await editor.goto(`${app.server.url}/publish/content`);
    await editor.getByText(/Publishing is for administrators of/).waitFor();
    await editor.context().close();
  }, 90_000);

  it('catches a save over someone else’s newer one, and saves over it when asked', async () => {
    const admin = await app.server.signIn('admin.cricket@vidsearch.example');
    const made = await app.server.call<PlaylistGroup>('POST', '/middleware/placements/content', {
      token: admin.token,
      body: {
        title: 'Draft for the weekend',
        placements: ['cricket'],
        playlists: [],
        status: 'draft',
      },
    });
    const page = await signInAs(app, 'admin.cricket@vidsearch.example', { width: 1000 });
    await page.goto(`${app.server.url}/publish/content`);
    await page.getByRole('button', { name: 'Edit Draft for the weekend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit “Draft for the weekend”' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Mine for the weekend');
    // Meanwhile, another administrator saves it.
    const theirs = await app.server.call('PUT', `/middleware/placements/content/${made.body.id}`, {
      token: admin.token,
      body: {
        title: 'Theirs for the weekend',
        placements: ['cricket'],
        playlists: [],
        status: 'draft',
        version: made.body.version,
      },
    });
    expect(theirs.status).toBe(200);
    await dialog.getByRole('button', { name: 'Save the group' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'was saved by someone else since you opened it' })
      .waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Mine for the weekend',
    );
    await dialog.getByRole('button', { name: 'Save the group' }).click();
    await page.getByText('“Mine for the weekend” is saved as a draft.').first().waitFor();
    await page
      .getByRole('list', { name: 'Playlist groups' })
      .getByRole('listitem', { name: 'Mine for the weekend' })
      .waitFor();
    expect(page.errors).toEqual([expect.stringContaining('409')]);
    await page.context().close();
  });
});
