import { describe, expect, it } from 'vitest';
import { tenantId } from '../server/helpers';
import { partnerPage, partnerUnderTest, signedInPage, type WatchedPage } from './harness';

/** `<vs-collection>`: items a person can tell apart, the player followed, the list at any width. */
describe('<vs-collection>: telling items and collections apart', () => {
  const env = partnerUnderTest((api) => ({
    '/cricket.html': partnerPage(api, '<vs-collection tenant="cricket"></vs-collection>'),
  }));

  it('names each item by the tenant’s title and subtitle, and marks the one playing', async () => {
    const page = await signedInPage(env, 'cricket', 'cricket.html');
    await page.getByRole('button', { name: 'Broadcast package draft', exact: true }).click();
    const items = page.getByRole('list', { name: 'Items, in playing order' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBeGreaterThan(2);
    // Clips of one match differ by who batted and bowled: each item's name says so.
    const names = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-label')!));
    const clips = names.filter((n) => n.startsWith('Clip '));
    expect(clips.length).toBeGreaterThan(1);
    for (const name of clips) expect(name).toMatch(/^Clip \d+ of \d+: .+, .+ · .+$/);
    expect(new Set(clips.map((n) => n.replace(/^Clip \d+ of \d+: /, ''))).size).toBeGreaterThan(1);

    // Play starts playing, and the item playing is marked and in view.
    await page.getByRole('button', { name: 'Play collection' }).click();
    const player = page.getByRole('region', { name: /collection player$/ });
    await expect
      .poll(() => player.getByRole('button', { name: 'Pause' }).count(), { timeout: 15_000 })
      .toBe(1);
    const current = page.locator('[part="item"][aria-current="true"]');
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.getAttribute('aria-label')).toMatch(/^\w+ 1 of \d+: .*\(playing\)$/);
    expect(await current.getByText('Playing', { exact: true }).count()).toBe(1);
    await player.getByRole('button', { name: 'Next clip' }).click();
    await expect.poll(() => current.getAttribute('aria-label')).toMatch(/^\w+ 2 of \d+: /);
    expect((page as WatchedPage).errors).toEqual([]);
    await page.context().close();
  });

  it.each([390, 1000, 1400])(
    'lists collections with their first frames; a very long name wraps at %i px, actions in view',
    async (width) => {
      const admin = await env.server.signIn('admin@vidsearch.example', 'cricket');
      const longName = `Unbroken${'x'.repeat(180)}${width}`;
      const made = await env.server.call(
        'POST',
        `/middleware/playlists/tenants/${tenantId('cricket')}/users/me/playlists`,
        {
          token: admin.token,
          body: {
            title: longName,
            description: 'd'.repeat(1500),
            visibility: 'private',
            clips: [],
          },
        },
      );
      expect(made.status).toBe(201);
      const page = await signedInPage(env, 'cricket', 'cricket.html', { width });
      const name = page.getByRole('button', { name: longName, exact: true });
      await expect.poll(() => name.count()).toBe(1);
      // Collections with items show their first frame.
      await expect
        .poll(() => page.locator('vs-collection').locator('td img').count())
        .toBeGreaterThan(0);
      // Nothing pushes the page sideways, and the row's actions stay on screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      for (const action of ['Rename', 'Delete']) {
        const box = (await page
          .getByRole('button', { name: `${action} ${longName}`, exact: true })
          .boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await page.context().close();
    },
  );
});
