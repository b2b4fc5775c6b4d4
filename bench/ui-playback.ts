/**
 * Playback as a person sees it, in Chromium against the local server and its demo media:
 * from pressing Play on a collection to its first frame, and the pause between items (the
 * wall time from one item's last frame on screen to the next item's first), over a
 * collection of a bumper and clips of different matches, played through several times.
 * Needs `npm run build`.
 *   npm run bench:ui-playback [-- --rounds 3 --format HLS|MP4]
 * `--smoke`: one round of a bumper and three 2 s clips, on the small demo (bench/smoke.ts).
 * Last line: first_frame_p50_ms=.. first_frame_max_ms=.. item_gap_p50_ms=..
 * item_gap_p95_ms=.. item_gap_max_ms=.. transitions=.. format=..
 */
import { parseArgs } from 'node:util';
import type { Playlist } from '../src/core/api/contract';
import { tenantByKey } from '../src/tenants';
import { launchChromium } from '../test/browser/browser';
import { benchSignIn, keptSession } from './sign-in';
import { bootBenchServer, SMOKE_OPTION } from './smoke';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string' },
    format: { type: 'string', default: 'HLS' },
    ...SMOKE_OPTION,
  },
});
const smoke = values.smoke;
const rounds = Number(values.rounds ?? (smoke ? 1 : 3));
// A bumper, then clips of this length, each of a different match than the one before.
const CLIPS = smoke ? 3 : 6;
const CLIP_SECONDS = smoke ? 2 : 4;
// cricket plays HLS; cricket-test plays MP4.
const tenant = tenantByKey(values.format === 'MP4' ? 'cricket-test' : 'cricket')!;
const started = Date.now();
const say = (m: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);

const server = await bootBenchServer(smoke, 'playback', say);
const browser = await launchChromium({ fullBrowser: true });
try {
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const tenantId = tenant.tenantId.production;
  const session = await benchSignIn(url, tenantId);
  const auth = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };

  // A bumper, then the clips, each of a different match than the one before.
  const rows = await server.app.db.query<{ id: string; kind: string; duration: number }>(
    `SELECT id, kind, duration FROM assets WHERE tenant_id = $1 AND kind IN ('video', 'bumper')
     ORDER BY kind, id`,
    [tenantId],
  );
  const bumper = rows.find((a) => a.kind === 'bumper');
  const matches = rows.filter((a) => a.kind === 'video' && a.duration >= 5 + CLIPS * 2).slice(0, 3);
  if (matches.length < 2 || !bumper) throw new Error('the demo media is missing');
  const clip = (assetId: string, offset: number, duration: number) => ({
    asset_id: assetId,
    offset,
    duration,
    stash: JSON.stringify({ payload: [{ category: 'match', value: `Bench clip at ${offset} s` }] }),
  });
  const made = await fetch(`${url}/middleware/playlists/tenants/${tenantId}/users/me/playlists`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      title: `Playback bench ${Date.now()}`,
      clips: [
        clip(bumper.id, 0, Math.min(3, bumper.duration)),
        ...Array.from({ length: CLIPS }, (_, i) =>
          clip(matches[i % matches.length]!.id, 5 + i * 2, CLIP_SECONDS),
        ),
      ],
    }),
  });
  if (!made.ok) throw new Error(`making the collection answered ${made.status}`);
  const collection = (await made.json()) as Playlist;

  const kept = keptSession(session, { id: tenantId, name: tenant.name });
  const firstFrames: number[] = [];
  const gaps: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript((root) => localStorage.setItem('root', root), JSON.stringify(kept));
    // The player may autoplay while the click that opened it still counts as a gesture, and
    // pressing Play then would pause it: playing is refused (as autoplay without a gesture is)
    // until the benchmark presses Play, so the press always starts playback.
    await page.addInitScript(`(() => {
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function () {
        if (window.benchMayPlay) return play.call(this);
        return Promise.reject(new DOMException('refused until Play is pressed', 'NotAllowedError'));
      };
    })()`);
    await page.goto(`${url}/collection?id=${collection.id}`);
    await page
      .getByRole('button', { name: /^Play / })
      .click()
      .catch(async (error: Error) => {
        // What the page showed instead, for whoever reads the failure.
        const shown = await page
          .locator('body')
          .innerText()
          .catch(() => '(nothing)');
        throw new Error(`${error.message}\n${page.url()} showed: ${shown.slice(0, 600)}`);
      });
    const player = page.getByRole('region', { name: /player$/ });
    const play = player.getByRole('button', { name: 'Play' });
    await play.waitFor();
    await page.waitForFunction(() => {
      const v = document.querySelector('vs-collection')?.shadowRoot?.querySelector('video');
      return !!v && v.readyState >= 2;
    });
    // Every presented frame, with the item playing then, recorded in the page.
    await page.evaluate(`(() => {
      const host = document.querySelector('vs-collection');
      const video = host.shadowRoot.querySelector('video');
      const region = host.shadowRoot.querySelector('[role="region"][aria-label$="player"]');
      const frames = (window.benchFrames = []);
      const onFrame = (now) => {
        // The item on screen, from the player's "Clip 2 of 7 · …" line.
        const shown = /(\\d+) of \\d+ ·/.exec(region.textContent);
        frames.push([now, shown ? Number(shown[1]) - 1 : 0]);
        video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
      window.benchMayPlay = true;
      window.benchPressed = performance.now();
    })()`);

    await play.click();
    await page
      .waitForFunction(
        (n) =>
          (window as unknown as { benchFrames: Array<[number, number]> }).benchFrames.some(
            ([, item]) => item === n - 1,
          ),
        collection.clips.length,
        { timeout: 120_000 },
      )
      .catch(async (error: Error) => {
        // Where playback stopped, for whoever reads the failure.
        const state = await page.evaluate(`(() => {
          const host = document.querySelector('vs-collection');
          const video = host.shadowRoot.querySelector('video');
          const region = host.shadowRoot.querySelector('[role="region"][aria-label$="player"]');
          const frames = window.benchFrames;
          return JSON.stringify({
            items: [...new Set(frames.map(([, item]) => item))],
            frames: frames.length,
            shown: region && region.textContent.slice(0, 200),
            video: video && { t: video.currentTime, ready: video.readyState, paused: video.paused,
              ended: video.ended, network: video.networkState, error: video.error && video.error.code,
              src: (video.currentSrc || '').replace(/[?].*$/, '') },
          });
        })()`);
        throw new Error(`${error.message}\nplayback stopped at: ${String(state)}`);
      });
    await player.getByRole('button', { name: 'Play' }).waitFor({ timeout: 30_000 });
    const { frames, pressed } = (await page.evaluate(
      '({ frames: window.benchFrames, pressed: window.benchPressed })',
    )) as { frames: Array<[number, number]>; pressed: number };
    // Frames from the press on: the paused video may present a frame just before it.
    const played = frames.filter(([at]) => at >= pressed);
    if (played.length === 0) throw new Error('no frame was presented after Play was pressed');
    firstFrames.push(played[0]![0] - pressed);
    for (let i = 1; i < played.length; i++)
      if (played[i]![1] !== played[i - 1]![1]) gaps.push(played[i]![0] - played[i - 1]![0]);
    say(
      `round ${round + 1}: first frame ${(played[0]![0] - pressed).toFixed(0)} ms, ` +
        `gaps ${gaps
          .slice(-(collection.clips.length - 1))
          .map((g) => g.toFixed(0))
          .join(', ')} ms`,
    );
    await context.close();
  }
  await fetch(`${url}/middleware/playlists/tenants/${tenantId}/playlists/${collection.id}`, {
    method: 'DELETE',
    headers: auth,
  });
  const pct = (xs: number[], p: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
  };
  console.log(
    [
      `first_frame_p50_ms=${pct(firstFrames, 0.5).toFixed(0)}`,
      `first_frame_max_ms=${Math.max(...firstFrames).toFixed(0)}`,
      `item_gap_p50_ms=${pct(gaps, 0.5).toFixed(0)}`,
      `item_gap_p95_ms=${pct(gaps, 0.95).toFixed(0)}`,
      `item_gap_max_ms=${Math.max(...gaps).toFixed(0)}`,
      `transitions=${gaps.length}`,
      `format=${values.format}`,
    ].join(' '),
  );
} finally {
  await browser.close();
  await server.close();
}
