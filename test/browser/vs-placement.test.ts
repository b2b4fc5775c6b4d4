import { describe, expect, it } from 'vitest';
import type { PublicPlacement } from '../../src/core/api/contract';
import { tenantApiKeys } from '../../server/seed/seed';
import { tenantByKey } from '../../src/tenants';
import { violations } from '../e2e/axe';
import { tenantId } from '../server/helpers';
import { publishCollections } from '../server/publishing-helpers';
import { partnerUnderTest, type WatchedPage } from './harness';

/** A partner's public page for cricket: the loader, then one placement. */
const publicPage = (apiBase: string, location: string) =>
  `<!doctype html><html lang="en"><head><title>Club videos</title></head><body>
    <script src="/vs-elements.js" data-api-base="${apiBase}" data-tenant="cricket"></script>
    <h1>Club videos</h1><vs-placement location="${location}"></vs-placement></body></html>`;

describe('<vs-placement> on a partner page, signed out, against the real server', () => {
  const env = partnerUnderTest((api) => ({
    '/videos.html': publicPage(api, 'cricket'),
    '/nowhere.html': publicPage(api, 'nowhere'),
  }));
  const cricket = tenantId('cricket');

  /** As an administrator would through the API: a public and a private collection, grouped and featured. */
  async function publish(suffix: string) {
    const admin = await env.server.signIn('admin.cricket@vidsearch.example');
    const [open, hidden] = await publishCollections(env.server, admin.token, {
      tenant: 'cricket',
      location: 'cricket',
      collections: [
        { title: `Weekend boundaries ${suffix}`, visibility: 'public' },
        { title: `Selectors’ private notes ${suffix}`, visibility: 'private' },
      ],
      groupTitle: `Round ${suffix}`,
      carousels: [{ title: 'Every ball of the reel', collection: 0, maxItems: 6 }],
    });
    return { open: open!, hidden: hidden! };
  }

  async function visit(path: string, width = 1000): Promise<WatchedPage> {
    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    const page = (await context.newPage()) as WatchedPage;
    page.setDefaultTimeout(10_000);
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    await page.goto(`${env.site.url}/${path}`);
    return page;
  }

  it('shows the published collections to a visitor, never the private one, and plays one in place', async () => {
    const { open, hidden } = await publish('A');
    const page = await visit('videos.html');
    const featured = page.getByRole('region', { name: 'Featured' });
    await featured.getByRole('button', { name: `Play ${open.title}` }).waitFor();
    expect(await page.getByText(hidden.title).count()).toBe(0);
    const rail = page.getByRole('region', { name: 'Every ball of the reel' });
    await expect.poll(() => rail.getByRole('button', { name: /^Play / }).count()).toBe(3);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/vs-placement-1000.png', fullPage: true });

    await featured.getByRole('button', { name: `Play ${open.title}` }).click();
    const now = page.getByRole('region', { name: `Now playing: ${open.title}` });
    await now.waitFor();
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const video = document
              .querySelector('vs-placement')!
              .shadowRoot!.querySelector('video');
            return !!video && video.currentTime > 0;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.screenshot({ path: '/tmp/vs-placement-playing.png' });
    await now.getByRole('button', { name: 'Close the player' }).click();
    await expect.poll(() => now.count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('holds up in a phone-wide column', async () => {
    const page = await visit('videos.html', 390);
    await page.getByRole('region', { name: 'Featured' }).getByRole('button').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/vs-placement-390.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('says so, in words, for a location the tenant does not have', async () => {
    const page = await visit('nowhere.html');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('There is no location called “nowhere” to show.');
    await page.context().close();
  });

  it('marks a rail following a live match LIVE, and shows its new clips without a reload', async () => {
    const admin = await env.server.signIn('admin.cricket@vidsearch.example');
    const call = <T>(method: string, url: string, body?: unknown) =>
      env.server.call<T>(method, url, { token: admin.token, ...(body ? { body } : {}) });
    const match = await call<{ id: string }>('POST', '/asset/v3/live', {
      title: 'Live: on the partner page',
    });
    const feed = (id: string, at: number) =>
      call('POST', `/asset/v3/asset/${match.body.id}/match-data/feed`, {
        matchId: 'partner',
        format: 'events',
        events: [{ id, at, values: { batter: 'Partner Batter' } }],
      });
    expect((await feed('p1', 30)).status).toBe(200);
    const saved = await call<{ id: string }>('POST', '/middleware/search/saved', {
      name: 'The partner’s live batter',
      query: 'batter:"Partner Batter"',
      sort: 'newest',
    });
    const layoutUrl = '/middleware/placements/locations/cricket';
    const { version } = (await call<{ version: number }>('GET', layoutUrl)).body;
    const saving = await call('PUT', layoutUrl, {
      version,
      featured: [],
      carousels: [
        { title: 'Live now', source: { kind: 'saved-search', id: saved.body.id }, maxItems: 6 },
      ],
    });
    expect(saving.status).toBe(200);

    // What a visitor's page is answered: the rail, marked live, with the match's clip.
    const publicKey = tenantApiKeys(tenantByKey('cricket')!)[0]!.value;
    const answer = async () =>
      (
        await env.server.call<PublicPlacement>('GET', '/middleware/placements/public/cricket', {
          apiKey: publicKey,
        })
      ).body;
    await expect
      .poll(async () => JSON.stringify((await answer()).rails), { timeout: 20_000 })
      .toMatch(/"title":"Live now".*"live":true/);
    const page = await visit('videos.html');
    const rail = page.getByRole('region', { name: /^Live now/ });
    await rail.getByText('LIVE', { exact: true }).waitFor({ timeout: 20_000 });
    const plays = () => rail.getByRole('button', { name: /^Play / }).count();
    expect(await plays()).toBe(1);
    // The next clip of the match: on the page within the 5 s the rail is asked again in.
    expect((await feed('p2', 90)).status).toBe(200);
    await expect.poll(plays, { timeout: 15_000 }).toBe(2);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/vs-placement-live.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
    expect((await call('POST', `/asset/v3/asset/${match.body.id}/live/end`)).status).toBe(202);
  }, 60_000);

  it('tells a visitor when the site has no public access, without a trace of the server’s words', async () => {
    await env.server.booted.app.db.query(
      'DELETE FROM tenant_api_keys WHERE tenant_id = $1 AND free',
      [cricket],
    );
    const page = await visit('videos.html');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(
        'The videos cannot be shown here: this site has no public access. Its owner can turn it on.',
      );
    await page.context().close();
  });
});
