import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportStatusItem } from '../../src/core/api/contract';
import { ended, exportSession } from '../server/export-helpers';
import { startTestServer, type TestServer } from '../server/helpers';
import { launchChromium, partnerSite } from './browser';

/**
 * A playback link plays in shaka-player, the engine partners and the product use, from a page
 * on another origin that knows nothing of the platform: no headers, no sign-in.
 */
describe('a playback link in shaka-player', () => {
  let server: TestServer;
  let site: Awaited<ReturnType<typeof partnerSite>>;
  let browser: Browser;
  let link: ExportStatusItem;
  /** The collection's length: the two clips and the bumper. */
  let length: number;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const session = await exportSession(server, 'default');
    const bumper = session.bumper!;
    const collection = await session.createCollection([
      session.clip(0, 1, 2, 'Kohli'),
      { asset_id: bumper.id, offset: 0, duration: bumper.duration, stash: '{}' },
      session.clip(1, 3, 1.6, 'Smith'),
    ]);
    length = 2 + bumper.duration + 1.6;
    const started = await session.start('url', { playlistId: collection });
    link = await session.until(started.body.id, ended);
    // shaka's own build, served beside a bare page.
    site = await partnerSite(
      {
        '/watch.html': `<!doctype html><html lang="en"><head><title>Watch</title></head><body>
          <video muted playsinline width="640" height="360"></video>
          <script src="/shaka-player.compiled.js"></script></body></html>`,
      },
      'node_modules/shaka-player/dist',
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await server?.close();
  });

  it('plays through every item, across their discontinuities, to the end', async () => {
    expect(link.status).toBe('DELIVERED');
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}/watch.html`);
    const result = await page.evaluate(async (url) => {
      const w = window as unknown as { shaka: any };
      w.shaka.polyfill.installAll();
      const video = document.querySelector('video')!;
      const player = new w.shaka.Player();
      const failures: string[] = [];
      player.addEventListener('error', (e: any) => failures.push(String(e.detail?.code)));
      await player.attach(video);
      await player.load(url);
      const duration = video.duration;
      video.playbackRate = 4;
      await video.play();
      await new Promise<void>((resolve, reject) => {
        video.addEventListener('ended', () => resolve(), { once: true });
        setTimeout(() => reject(new Error(`stuck at ${video.currentTime} of ${duration}`)), 25_000);
      });
      return {
        duration,
        currentTime: video.currentTime,
        frames: video.getVideoPlaybackQuality().totalVideoFrames,
        failures,
      };
    }, link.deliveredTo!);
    expect(result.failures).toEqual([]);
    // Exactly the collection, to the frame: no footage outside the items' in and out points.
    expect(Math.abs(result.duration - length)).toBeLessThanOrEqual(0.04);
    expect(result.currentTime).toBeGreaterThan(result.duration - 0.5);
    // Frames were decoded across the whole stream, not only the first item's.
    expect(result.frames).toBeGreaterThan(result.duration * 10);
    expect(errors).toEqual([]);
  }, 60_000);
});
