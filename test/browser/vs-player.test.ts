import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantId } from '../server/helpers';
import { partnerPage, partnerUnderTest, resultCount, signedInPage } from './harness';

interface SeededAsset {
  id: string;
  title: string;
  duration: number;
}

/** What the page's video element is doing, read through the player's shadow root. */
const videoState = (page: Page, selector = 'vs-player') =>
  page.evaluate(`(() => {
    const video = document.querySelector('${selector}').shadowRoot.querySelector('video');
    return {
      currentTime: video.currentTime,
      paused: video.paused,
      muted: video.muted,
      src: video.currentSrc,
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
    };
  })()`) as Promise<{
    currentTime: number;
    paused: boolean;
    muted: boolean;
    src: string;
    frames: number;
  }>;

/** Collects an element's events of a type into window.__events[type]. */
const recordEvents = (page: Page, type: string) =>
  page.evaluate(`(() => {
    window.__events = window.__events || {};
    window.__events['${type}'] = [];
    document.addEventListener('${type}', (e) => window.__events['${type}'].push(e.detail));
  })()`);
const eventsOf = <T>(page: Page, type: string) =>
  page.evaluate(`window.__events['${type}']`) as Promise<T[]>;

/** `<vs-player>` on partner pages against the real server, its media and its tenants. */
describe('<vs-player> in Chromium', () => {
  const assets: Record<string, SeededAsset> = {};
  const collectionIds: Record<string, string> = {};
  const env = partnerUnderTest((api) => {
    // Pages are made on request, once the seeded asset ids are known.
    const page = (tenant: string, attributes: string) =>
      partnerPage(api, `<vs-player tenant="${tenant}" ${attributes}></vs-player>`, 'Player');
    const searchOnly = partnerPage(api, '<vs-search tenant="cricket"></vs-search>', 'Clips');
    return new Proxy({} as Record<string, string>, {
      get: (_, key: string) => {
        if (key === '/search-only.html') return searchOnly;
        const match = /^\/(\w[\w-]*)\.html$/.exec(key);
        const spec = match && pageSpecs[match[1]!];
        return spec ? page(spec.tenant, spec.attributes()) : undefined;
      },
    });
  });
  const pageSpecs: Record<string, { tenant: string; attributes: () => string }> = {
    'cricket-range': {
      tenant: 'cricket',
      attributes: () => `asset-id="${assets.cricket!.id}" start="2" end="5" autoplay muted`,
    },
    'cricket-still': {
      tenant: 'cricket',
      attributes: () => `asset-id="${assets.cricket!.id}" start="1" end="0:09"`,
    },
    'mp4-range': {
      tenant: 'cricket-test',
      attributes: () => `asset-id="${assets['cricket-test']!.id}" start="1" end="4" autoplay muted`,
    },
    'rugby-still': {
      tenant: 'rugby-union',
      attributes: () => `asset-id="${assets['rugby-union']!.id}"`,
    },
    ...Object.fromEntries(
      ['cricket', 'cricket-test'].map((tenant) => [
        `collection-${tenant}`,
        { tenant, attributes: () => `collection-id="${collectionIds[tenant]}" muted` },
      ]),
    ),
    'bad-range': {
      tenant: 'cricket',
      attributes: () => `asset-id="${assets.cricket!.id}" start="9" end="3"`,
    },
  };

  beforeAll(async () => {
    for (const tenant of ['cricket', 'cricket-test', 'rugby-union']) {
      const [row] = await env.server.booted.app.db.query<SeededAsset>(
        `SELECT id, title, duration FROM assets WHERE tenant_id = $1 AND kind = 'video'
         ORDER BY id LIMIT 1`,
        [tenantId(tenant)],
      );
      if (!row) throw new Error(`no seeded video for ${tenant}`);
      assets[tenant] = row;
    }
  });

  it('plays a range of HLS media to its end, decoding frames, and says so', async () => {
    const page = await signedInPage(env, 'cricket', 'cricket-range.html');
    await recordEvents(page, 'vs-playback-end');
    await recordEvents(page, 'vs-time-update');
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(2.5);
    const playing = await videoState(page);
    expect(playing.frames).toBeGreaterThan(0);
    // HLS plays through media source extensions, not a file URL.
    expect(playing.src).toMatch(/^blob:/);
    await expect.poll(() => eventsOf(page, 'vs-playback-end'), { timeout: 15_000 }).toHaveLength(1);
    const ended = await videoState(page);
    expect(ended.paused).toBe(true);
    // Stopped at the range's end, to within a few frames.
    expect(ended.currentTime).toBeGreaterThan(4.8);
    expect(ended.currentTime).toBeLessThan(5.25);
    const [end] = await eventsOf<{ duration: number }>(page, 'vs-playback-end');
    expect(end!.duration).toBeCloseTo(3, 5);
    const updates = await eventsOf<{ currentTime: number; assetId: string; assetTime: number }>(
      page,
      'vs-time-update',
    );
    expect(updates.length).toBeGreaterThan(3);
    expect(updates.every((u) => u.assetId === assets.cricket!.id)).toBe(true);
    expect(updates.at(-1)!.assetTime).toBeGreaterThan(4);
    await expect
      .poll(() => page.getByRole('button', { name: 'Play', exact: true }).isEnabled())
      .toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('plays MP4 media for a tenant whose player format is MP4', async () => {
    const page = await signedInPage(env, 'cricket-test', 'mp4-range.html', {
      email: 'editor.cricket-test@vidsearch.example',
    });
    await recordEvents(page, 'vs-playback-end');
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(1.5);
    const state = await videoState(page);
    expect(state.src).toContain('/video.mp4?');
    expect(state.frames).toBeGreaterThan(0);
    await expect.poll(() => eventsOf(page, 'vs-playback-end'), { timeout: 15_000 }).toHaveLength(1);
    expect((await videoState(page)).currentTime).toBeLessThan(4.25);
    expect(page.errors).toEqual([]);
  });

  it('loads its video engine only once a person reaches for it, and plays the press that did', async () => {
    const page = await signedInPage(env, 'rugby-union', 'rugby-still.html');
    const player = page.getByRole('region', { name: 'Video player' });
    const play = player.getByRole('button', { name: 'Play', exact: true });
    await expect.poll(() => play.isEnabled()).toBe(true);
    // What will play is said before: its whole length, and no spinner over the stage.
    const seek = player.getByRole('slider', { name: 'Seek' });
    const length = assets['rugby-union']!.duration;
    expect(await seek.getAttribute('aria-valuetext')).toMatch(/^0 seconds of \d+ seconds$/);
    expect(Number(await seek.getAttribute('max'))).toBeCloseTo(length, 0);
    expect(await player.getByRole('progressbar').count()).toBe(0);
    const engineLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/shaka-/.test(r.name)),
      );
    // Settled, and still nothing of shaka fetched.
    await page.waitForTimeout(500);
    expect(await engineLoaded()).toBe(false);
    // One press, by keyboard (no pointer passes over it first): the engine loads, and it plays.
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await videoState(page)).paused, { timeout: 15_000 }).toBe(false);
    await expect.poll(async () => (await videoState(page)).frames).toBeGreaterThan(0);
    expect(await engineLoaded()).toBe(true);
    await expect.poll(() => player.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('is worked from the keyboard inside its shadow root: play, seek, mute', async () => {
    const page = await signedInPage(env, 'cricket', 'cricket-still.html');
    const player = page.getByRole('region', { name: 'Video player' });
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect.poll(() => play.isEnabled()).toBe(true);
    // Focus reaches for the player: its engine loads, and its range's first frame shows.
    await player.focus();
    await expect.poll(async () => (await videoState(page)).currentTime).toBeCloseTo(1, 1);
    await page.keyboard.press('m');
    await expect.poll(async () => (await videoState(page)).muted).toBe(true);
    expect(await page.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await videoState(page)).currentTime).toBeCloseTo(6, 1);
    const seek = page.getByRole('slider', { name: 'Seek' });
    expect(await seek.getAttribute('aria-valuetext')).toBe('5 seconds of 8 seconds');
    await page.keyboard.press(' ');
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    await page.keyboard.press('k');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    // Home goes back to the range's start, not the asset's.
    await page.keyboard.press('Home');
    await expect.poll(async () => (await videoState(page)).currentTime).toBeCloseTo(1, 1);
    // The buttons are reachable with Tab, in order.
    await play.focus();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        `document.activeElement.shadowRoot.activeElement.getAttribute('aria-label')`,
      ),
    ).toBe('Seek');
    expect(page.errors).toEqual([]);
  });

  /** The mark's box against the video stage's, from computed styles. */
  const watermark = (page: Page) =>
    page.evaluate(`(() => {
      const root = document.querySelector('vs-player').shadowRoot;
      const mark = root.querySelector('[data-part="watermark"]');
      const stage = mark.parentElement.getBoundingClientRect();
      const box = mark.getBoundingClientRect();
      const style = getComputedStyle(mark);
      return {
        opacity: Number(style.opacity),
        pointerEvents: style.pointerEvents,
        alt: mark.getAttribute('alt'),
        width: box.width / stage.width,
        right: (stage.right - box.right) / stage.width,
        bottom: (stage.bottom - box.bottom) / stage.height,
        centreX: (box.left + box.width / 2 - stage.left) / stage.width,
        centreY: (box.top + box.height / 2 - stage.top) / stage.height,
      };
    })()`) as Promise<Record<string, number | string>>;

  it('lays the tenant’s watermark over the video: cricket’s defaults, rugby’s centred mark', async () => {
    const cricket = await signedInPage(env, 'cricket', 'cricket-still.html');
    await expect.poll(() => cricket.locator('[data-part="watermark"]').count()).toBe(1);
    const small = await watermark(cricket);
    expect(small.opacity).toBeCloseTo(0.5, 5);
    expect(small.pointerEvents).toBe('none');
    expect(small.alt).toBe('');
    expect(small.width).toBeCloseTo(0.05, 2);
    expect(small.right).toBeCloseTo(0.02, 2);
    expect(small.bottom).toBeCloseTo(0.02, 2);

    const rugby = await signedInPage(env, 'rugby-union', 'rugby-still.html');
    await expect.poll(() => rugby.locator('[data-part="watermark"]').count()).toBe(1);
    const wide = await watermark(rugby);
    expect(wide.width).toBeCloseTo(1, 2);
    expect(wide.centreX).toBeCloseTo(0.5, 2);
    expect(wide.centreY).toBeCloseTo(0.5, 2);
    expect(wide.opacity).toBeGreaterThan(0);
  });

  it('says what is wrong with its attributes', async () => {
    const page = await signedInPage(env, 'cricket', 'bad-range.html');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('end (3) must be after start (9).');
  });

  it.each([
    ['HLS', 'cricket'],
    ['MP4', 'cricket-test'],
  ])('plays a whole %s collection in order, bumper first, as one timeline', async (_, tenant) => {
    const [bumper] = await env.server.booted.app.db.query<SeededAsset>(
      `SELECT id, title, duration FROM assets WHERE tenant_id = $1 AND kind = 'bumper'
       ORDER BY id LIMIT 1`,
      [tenantId(tenant)],
    );
    const [second] = await env.server.booted.app.db.query<SeededAsset>(
      `SELECT id, title, duration FROM assets WHERE tenant_id = $1 AND kind = 'video'
       ORDER BY id OFFSET 1 LIMIT 1`,
      [tenantId(tenant)],
    );
    const { token } = await env.server.signIn('admin@vidsearch.example', tenant);
    const created = await env.server.call<{ id: string }>(
      'POST',
      `/middleware/playlists/tenants/${tenantId(tenant)}/users/me/playlists`,
      {
        token,
        body: {
          title: 'Player reel',
          clips: [
            {
              asset_id: bumper!.id,
              offset: 0,
              duration: bumper!.duration,
              stash: JSON.stringify({ payload: [{ category: 'INTERSTITIAL', value: 'Intro' }] }),
            },
            { asset_id: assets[tenant]!.id, offset: 3, duration: 1.5, stash: '{"payload":[]}' },
            { asset_id: second!.id, offset: 2, duration: 1.5, stash: '{"payload":[]}' },
          ],
        },
      },
    );
    expect(created.status).toBe(201);
    collectionIds[tenant] = created.body.id;
    const page = await signedInPage(env, tenant, `collection-${tenant}.html`);
    await recordEvents(page, 'vs-playback-end');
    await recordEvents(page, 'vs-time-update');
    const player = page.getByRole('region', { name: 'Player reel: collection player' });
    await expect.poll(() => player.getByText(/^Bumper 1 of 3 · /).count()).toBe(1);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => player.getByText(/^Clip 2 of 3 · /).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => eventsOf(page, 'vs-playback-end'), { timeout: 20_000 }).toHaveLength(1);
    expect(await player.getByText(/^Clip 3 of 3 · /).count()).toBe(1);
    const updates = await eventsOf<{ index: number; currentTime: number; assetId: string }>(
      page,
      'vs-time-update',
    );
    // Every item played, in order, on one timeline that only moves forward.
    expect([...new Set(updates.map((u) => u.index))]).toEqual([0, 1, 2]);
    expect(updates.find((u) => u.index === 2)!.assetId).toBe(second!.id);
    const times = updates.map((u) => u.currentTime);
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]! - 0.05)).toBe(true);
    expect(times.at(-1)!).toBeGreaterThan(bumper!.duration + 2.5);
    expect(page.errors).toEqual([]);
  });

  it('never downloads the video engine on a page with only <vs-search>', async () => {
    const page = await signedInPage(env, 'cricket', 'search-only.html');
    await expect.poll(() => resultCount(page).count()).toBe(1);
    const requested = (await page.evaluate(
      `performance.getEntriesByType('resource').map((e) => e.name)`,
    )) as string[];
    expect(requested.some((url) => url.includes('/elements/vs-search.js'))).toBe(true);
    expect(requested.filter((url) => /shaka|vs-player/.test(url))).toEqual([]);
  });
});
