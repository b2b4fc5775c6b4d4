import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cricket } from '../../src/tenants/families/cricket';
import type { Playlist } from '../../src/core/api/contract';
import { tenantId } from '../server/helpers';
import { appUnderTest, signInAs } from './harness';

/** Markup that runs if anything renders it as HTML: it counts into window.__xss or asks for /x. */
const hostile = (where: string) =>
  `Quill ${where} <img src=x onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=1</script>"><svg onload="window.__xss=1">`;

/**
 * Hostile markup in every metadata category, a collection's title and description, a user's
 * name and an export's name, shown by every page that shows them: it is text, and nothing runs.
 */
describe('an XSS sweep of the app', () => {
  const app = appUnderTest();
  let collectionId: string;

  beforeAll(async () => {
    const categories = cricket.clipCategories.filter((c) => !c.valueType);
    await app.server.addCricketClips((assetId) => [
      {
        id: 'xss-sweep-1',
        assetId,
        offset: 2,
        duration: 3,
        payload: categories.map((c) => ({ category: c.name, value: hostile(c.name) })),
      },
    ]);
    const admin = await app.server.signIn('admin.cricket@vidsearch.example', 'cricket');
    const made = await app.server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${tenantId('cricket')}/users/me/playlists`,
      {
        token: admin.token,
        body: {
          title: hostile('title'),
          description: hostile('description'),
          visibility: 'tenant',
          clips: [
            {
              asset_id: (await firstAsset(admin.token))!,
              offset: 2,
              duration: 3,
              stash: JSON.stringify({ id: 'xss-sweep-1', assetTitle: hostile('stash') }),
            },
          ],
        },
      },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    collectionId = made.body.id;
    const exported = await app.server.call(
      'POST',
      `/middleware/publication/${tenantId('cricket')}/export/video`,
      {
        token: admin.token,
        body: {
          playlistId: collectionId,
          fileName: 'Quill export <img src=x onerror="window.__xss=1">',
        },
      },
    );
    expect(exported.status, JSON.stringify(exported.body)).toBe(202);
    const invited = await app.server.call('POST', '/identity/v2/iam/user', {
      token: admin.token,
      body: {
        email: 'quill.hostile@club.example',
        firstName: 'Quill first name <img src=x onerror="window.__xss=1">',
        lastName: '<script>window.__xss=1</script>',
        userRole: ['EDITOR'],
        tenantId: tenantId('cricket'),
      },
    });
    expect(invited.status).toBe(201);
  });

  async function firstAsset(token: string): Promise<string | undefined> {
    const found = await app.server.call<{ results: Array<{ assetId: string }> }>(
      'POST',
      '/middleware/search/search',
      { token, body: { query: 'Quill', pageSize: 1 } },
    );
    return found.body.results[0]?.assetId;
  }

  /** Visits a page, waits for the hostile text to show as text, and checks nothing ran. */
  async function sweep(page: Page & { errors: string[] }, path: string, shown: string) {
    await page.goto(`${app.server.url}${path}`);
    await page.getByText(shown).first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss), path).toBeUndefined();
  }

  it('shows every hostile value as text, on every page, and runs none of it', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example');
    const asked: string[] = [];
    const dialogs: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/x' && asked.push(r.url()));
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    // Search: results, facets and chips, then the preview with every value.
    await sweep(page, '/explore?q=Quill', 'Quill batter <img');
    await page
      .getByRole('table', { name: 'Clips found' })
      .locator('[role=cell] button[title]')
      .first()
      .click();
    const preview = page.getByRole('region', { name: /^Preview: / });
    await preview.getByText('Quill shot <img').first().waitFor();
    await sweep(page, '/collections', 'Quill title <img');
    await sweep(page, `/collection?id=${collectionId}`, 'Quill description <img');
    await sweep(page, '/exports', 'Quill export');
    await sweep(page, '/settings/users', 'Quill first name <img');
    // The metadata editor's search, then the clip's values in its editor.
    await page.goto(`${app.server.url}/settings/content`);
    await page.getByRole('combobox', { name: 'Search clips' }).fill('Quill');
    await page.getByRole('combobox', { name: 'Search clips' }).press('Enter');
    await page.getByText('Quill batter <img').first().waitFor();

    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(asked).toEqual([]);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
