/**
 * The search as a person feels it, in Chromium against the local server over a large corpus:
 * from the Enter keystroke of a new search to its results rendered (p50/p95), and the
 * longest main-thread task while scrolling a long result list. Needs `npm run build`.
 *   npm run bench:ui-search -- --clips 200000 [--searches 60]
 * The corpus is kept in data/bench/pglite-<clips>/ between runs (as bench:search does).
 * Last line: keystroke_p50_ms=.. keystroke_p95_ms=.. scroll_longest_task_ms=.. scroll_rows=..
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bootServer } from '../server/boot';
import { configFromEnvironment } from '../server/config';
import { DEMO_MEDIA } from '../server/media/catalogue';
import { seedCorpus } from '../server/seed/corpus';
import { DEMO_SEED } from '../server/seed/seed';
import { tenantByKey } from '../src/tenants';
import { benchSignIn } from './sign-in';
import { launchChromium } from '../test/browser/browser';

const { values } = parseArgs({
  options: {
    clips: { type: 'string', default: '200000' },
    searches: { type: 'string', default: '60' },
  },
});
const clips = Number(values.clips);
const searches = Number(values.searches);
const tenant = tenantByKey('cricket')!;
const started = Date.now();
const say = (m: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);

const config = await configFromEnvironment({
  ...process.env,
  DATA_DIR: path.resolve('data', 'bench', `pglite-${clips}`),
  MEDIA_DIR: path.resolve(process.env.MEDIA_DIR ?? 'data/media'),
});
const server = await bootServer(config, { media: DEMO_MEDIA, seed: DEMO_SEED, progress: say });
const browser = await launchChromium();
try {
  await seedCorpus(server.ctx.db, { tenant, clips, clipsPerAsset: 200 }, say);
  await server.ctx.search.tenant(tenant.tenantId.production);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await benchSignIn(url, tenant.tenantId.production);
  const kept = {
    version: 1,
    auth: { accessToken: session.token, refreshToken: session.refreshToken },
    session: { email: 'admin@vidsearch.example', authenticated: true },
    user: {
      email: 'admin@vidsearch.example',
      tenantId: tenant.tenantId.production,
      apiKey: null,
      tenancies: [{ id: tenant.tenantId.production, name: tenant.name }],
      userId: session.userId,
      userRole: session.userRole,
    },
  };
  const page = await (
    await browser.newContext({ viewport: { width: 1400, height: 900 } })
  ).newPage();
  await page.addInitScript((root) => localStorage.setItem('root', root), JSON.stringify(kept));
  await page.goto(`${url}/explore`);
  const box = page.getByRole('combobox', { name: 'Search clips' });
  const status = page.getByRole('status').filter({ hasText: / clips?( · updating…)?$/ });
  await status.waitFor({ timeout: 60_000 });

  // Surnames to search for, from the corpus's own facet.
  const names = (await page
    .getByRole('region', { name: 'Batter' })
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((b) => b.parentElement!.textContent!.replace(/\s*\(\d+\)$/, '')),
    )) as string[];
  const terms = names.flatMap((n) => [n.split(' ').pop()!, `${n.split(' ').pop()!.slice(0, 3)}*`]);

  // Time from the Enter keydown to the commit that shows the new results, measured in the page.
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await page.evaluate(`
    window.vsBench = { start: 0, done: null };
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      window.vsBench.start = performance.now();
      const root = document.querySelector('vs-search').shadowRoot;
      window.vsBench.done = new Promise((resolve) => {
        let updating = false;
        const observer = new MutationObserver(() => {
          const text = [...root.querySelectorAll('[role=status]')].map((s) => s.textContent).join(' ');
          if (text.includes('updating') || text.includes('Searching')) updating = true;
          else if (updating && / clips?/.test(text)) {
            observer.disconnect();
            resolve(performance.now() - window.vsBench.start);
          }
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true });
      });
    }, true);
  `);
  const times: number[] = [];
  for (let i = 0; i < searches; i++) {
    // Each search differs (a clip id no clip has), so that none is answered from the cache.
    await box.fill(`${terms[i % terms.length]!} NOT id:bench-${i}`);
    await box.press('Enter');
    times.push(
      await page.evaluate(
        () => (window as unknown as { vsBench: { done: Promise<number> } }).vsBench.done,
      ),
    );
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  say(
    `${searches} searches: Enter to results p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms`,
  );

  // The longest list a page may hold, scrolled top to bottom and back.
  await page.goto(`${url}/explore`);
  await page.waitForFunction(() => !!document.querySelector('vs-search'));
  await page.evaluate(() => document.querySelector('vs-search')!.setAttribute('page-size', '200'));
  await page.waitForFunction(
    () =>
      document
        .querySelector('vs-search')!
        .shadowRoot!.querySelector('[role=table]')
        ?.getAttribute('aria-rowcount') === '201',
    undefined,
    { timeout: 60_000 },
  );
  const table = page.getByRole('table', { name: 'Clips found' });
  const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
  const scroll = await table.evaluate(async (t) => {
    let longest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    let frameGap = 0;
    let last = performance.now();
    for (const target of [t.scrollHeight, 0, t.scrollHeight]) {
      const step = (target - t.scrollTop) / 60;
      for (let i = 0; i < 60; i++) {
        t.scrollTop += step;
        await new Promise(requestAnimationFrame);
        const now = performance.now();
        frameGap = Math.max(frameGap, now - last);
        last = now;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
    observer.disconnect();
    return { longest, frameGap };
  });
  say(
    `scrolled ${rows} rows: longest task ${scroll.longest.toFixed(0)} ms (0: none over 50 ms), longest frame ${scroll.frameGap.toFixed(0)} ms`,
  );
  console.log(
    `keystroke_p50_ms=${pct(50).toFixed(1)} keystroke_p95_ms=${pct(95).toFixed(1)} scroll_longest_task_ms=${scroll.longest.toFixed(0)} scroll_longest_frame_ms=${scroll.frameGap.toFixed(0)} scroll_rows=${rows}`,
  );
} finally {
  await browser.close();
  await server.close();
}
