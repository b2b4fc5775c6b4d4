import { describe, expect, it } from 'vitest';
import { policyWatchedPage, type PolicyWatchedPage } from './browser';
import { partnerUnderTest, resultCount, signInThroughLogin } from './harness';

const NONCE = 'c3RyaWN0LXBhcnRuZXI';

/**
 * A partner page on another origin under a strict Content Security Policy: scripts only from
 * itself and the product's host, no eval, and styles only with the page's nonce. The loader
 * carries the nonce (`data-nonce`), and every style the elements, Fluent and the player add
 * must carry it too (docs/integrators.md "A strict Content Security Policy").
 */
describe('the elements under a strict Content Security Policy', () => {
  const env = partnerUnderTest((api) => {
    const policy = [
      "default-src 'none'",
      `script-src 'self' ${api}`,
      `style-src 'self' 'nonce-${NONCE}'`,
      `connect-src ${api}`,
      // Stills are fetched with the caller's credentials and shown from blob: URLs.
      `img-src ${api} data: blob:`,
      `media-src ${api} blob:`,
      `font-src ${api}`,
      'worker-src blob:',
    ].join('; ');
    return {
      '/strict.html': `<!doctype html><html lang="en"><head><title>Strict partner</title>
        <meta http-equiv="Content-Security-Policy" content="${policy}">
        <link rel="icon" href="data:,">
        <style nonce="${NONCE}">body { font-family: serif; margin: 1rem; }</style></head><body>
        <h1>Club video</h1>
        <script src="${api}/vs-elements.js" data-api-base="${api}" data-tenant="cricket"
          data-nonce="${NONCE}"></script>
        <vs-login heading="Members sign in"></vs-login>
        <vs-search page-size="10"></vs-search>
        </body></html>`,
    };
  });

  async function visit(): Promise<PolicyWatchedPage> {
    const page = await policyWatchedPage(env.browser, 1400);
    page.setDefaultTimeout(10_000);
    await page.goto(`${env.site.url}/strict.html`);
    return page;
  }

  it('signs in, searches and plays with no violation and nothing in the console', async () => {
    const page = await visit();
    await expect.poll(() => page.getByRole('heading', { name: 'Members sign in' }).count()).toBe(1);
    // A visitor's search first, with the tenant's public key.
    await expect.poll(() => resultCount(page).count()).toBe(1);
    await signInThroughLogin(page, 'editor.cricket@vidsearch.example');
    await expect
      .poll(() => page.getByRole('button', { name: /^Add to / }).count())
      .toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Clips found' });
    await table.getByRole('row').locator('[role=cell] button[title]').first().click();
    const player = page
      .getByRole('region', { name: /^Preview: / })
      .getByRole('region', { name: 'Clip player' });
    await expect
      .poll(() => player.getByRole('button', { name: 'Pause' }).count(), { timeout: 20_000 })
      .toBe(1);
    // A dialog (portalled inside the shadow root) adds its own styles too.
    await page
      .getByRole('button', { name: /^Add to / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '/tmp/strict-csp.png' });
    expect(page.violations).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
