import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { resultCount } from '../browser/harness';
import { appUnderTest } from './harness';

/** demo/partner.html: a plain HTML page that signs people in through the loader script. */
describe('the partner example page', () => {
  const app = appUnderTest();

  it('signs in through the loader script and hears the element’s event', async () => {
    const page = await (
      await app.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.server.url}/partner.html`);
    await expect.poll(() => page.getByRole('heading', { name: 'Members sign in' }).count()).toBe(1);
    // The element's code came from beside the loader, not with the page.
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((r) => new URL(r.name).pathname === '/elements/vs-login.js'),
      ),
    ).toBe(true);
    await page.getByRole('textbox', { name: 'Email' }).fill('viewer@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Welcome back, viewer@vidsearch.example.');
    // A chosen clip plays in a player the page makes then; only then does the engine load.
    const engineLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/shaka-/.test(r.name)),
      );
    await expect.poll(() => resultCount(page).count()).toBe(1);
    expect(await engineLoaded()).toBe(false);
    await page.getByRole('row').nth(1).getByRole('button').first().click();
    const player = page.getByRole('region', { name: 'Video player' });
    await expect.poll(() => player.count()).toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: 'Pause' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await engineLoaded()).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-partner.png', fullPage: true });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('You are signed out. Sign in to watch members’ video.');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /**
   * Cumulative layout shift as browsers and Lighthouse count it while a page's elements arrive
   * and draw: the shifts the person did not cause, in session windows (a window closes after 1 s
   * without a shift, or 5 s long), the largest window's sum; at most 0.1, Lighthouse's "good"
   * (issue 36). It was 0.91 on the cricket news page at 390 px before the loader held the
   * elements' room and a result's still waited in a box of its own size.
   */
  it.each(['cricket-news', 'league-home', 'rugby-club'])(
    'holds %s still as its elements arrive, at 390 and 1400 px',
    async (name) => {
      // Both widths at once: each in a context of its own.
      const shiftAt = async (width: number) => {
        const context = await app.browser.newContext({ viewport: { width, height: 800 } });
        await context.addInitScript(() => {
          const counted = window as unknown as { shifted: number };
          counted.shifted = 0;
          let burst = { sum: 0, first: -Infinity, last: -Infinity };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{
              value: number;
              hadRecentInput: boolean;
              startTime: number;
            }>) {
              if (entry.hadRecentInput) continue;
              const at = entry.startTime;
              if (at - burst.last > 1000 || at - burst.first > 5000)
                burst = { sum: 0, first: at, last: at };
              burst.sum += entry.value;
              burst.last = at;
              counted.shifted = Math.max(counted.shifted, burst.sum);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        await page.goto(`${app.server.url}/partners/${name}.html`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const shifted = await page.evaluate(
          () => (window as unknown as { shifted: number }).shifted,
        );
        await context.close();
        return shifted;
      };
      const [narrow, wide] = await Promise.all([shiftAt(390), shiftAt(1400)]);
      expect(narrow, `${name} at 390 px`).toBeLessThanOrEqual(0.1);
      expect(wide, `${name} at 1400 px`).toBeLessThanOrEqual(0.1);
    },
  );
});
