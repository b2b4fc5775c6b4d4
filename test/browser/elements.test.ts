import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { choose, makeMatch } from '../e2e/library-helpers';
import { partnerPage, partnerUnderTest, signedInPage } from './harness';
import { runOutToast, toastTitled } from './toasts';

/** What every element gets from defineElement and ElementRoot, seen in a real page. */
describe('element infrastructure, in Chromium', () => {
  const env = partnerUnderTest((api) => ({
    '/two.html': partnerPage(
      api,
      '<vs-login id="first" heading="First"></vs-login><vs-login id="second" heading="Second"></vs-login>',
    ),
    '/flags.html': partnerPage(api, '<vs-login id="login" hide-password-reset></vs-login>'),
    '/images.html': partnerPage(api, '<vs-login tenant="images"></vs-login>'),
    '/library.html': partnerPage(api, '<vs-library tenant="cricket"></vs-library>', 'Library'),
    // Properties set by the page's own script before the element's code has loaded.
    '/early.html': partnerPage(
      api,
      `<script>
        const login = document.createElement('vs-login');
        login.hidePasswordReset = true;
        login.heading = 'Early';
        document.body.append(login);
      </script>`,
    ),
  }));

  async function open(path: string): Promise<Page> {
    const page = await (await env.browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    (page as Page & { errors: string[] }).errors = errors;
    await page.goto(`${env.site.url}${path}`);
    await page.waitForFunction(() => !!customElements.get('vs-login'));
    return page;
  }
  const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;

  it('shares one store between two elements: signing in or out in one shows in both', async () => {
    const page = await open('/two.html');
    await page.evaluate(() => {
      (window as unknown as { seen: string[] }).seen = [];
      document.addEventListener('vs-auth-change', (e) =>
        (window as unknown as { seen: string[] }).seen.push(
          `${(e.target as Element).id}:${(e as CustomEvent).detail.state}`,
        ),
      );
    });
    const first = page.locator('#first');
    const second = page.locator('#second');
    await first.getByRole('textbox', { name: 'Email' }).fill('viewer@vidsearch.example');
    await first.getByLabel('Password').fill(PASSWORD);
    await first.getByRole('button', { name: 'Sign in' }).click();
    const signedInAs = 'Signed in as viewer@vidsearch.example · Southern Cross Cricket';
    await expect.poll(() => second.getByText(signedInAs).count()).toBe(1);
    await expect.poll(() => first.getByText(signedInAs).count()).toBe(1);

    await second.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => first.getByRole('heading', { name: 'First' }).count()).toBe(1);
    await expect.poll(() => second.getByRole('heading', { name: 'Second' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'first:signed-in',
      'second:signed-out',
    ]);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('follows HTML boolean attributes: present (even empty) is true, removed is false', async () => {
    const page = await open('/flags.html');
    const login = page.locator('#login');
    const reset = login.getByRole('button', { name: 'Forgot your password?' });
    await expect.poll(() => login.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(await reset.count()).toBe(0);
    await login.evaluate((el) => el.removeAttribute('hide-password-reset'));
    await expect.poll(() => reset.count()).toBe(1);
    // The property reflects the attribute, both ways.
    expect(
      await login.evaluate((el) => (el as unknown as Record<string, unknown>).hidePasswordReset),
    ).toBe(false);
    await login.evaluate(
      (el) => ((el as unknown as Record<string, unknown>).hidePasswordReset = true),
    );
    await expect.poll(() => reset.count()).toBe(0);
    expect(await login.evaluate((el) => el.getAttribute('hide-password-reset'))).toBe('');
    await login.evaluate(
      (el) => ((el as unknown as Record<string, unknown>).hidePasswordReset = false),
    );
    await expect.poll(() => reset.count()).toBe(1);
    expect(await login.evaluate((el) => el.hasAttribute('hide-password-reset'))).toBe(false);
    // A removed text attribute falls back to its default.
    await login.evaluate((el) => el.setAttribute('heading', 'Members'));
    await expect.poll(() => login.getByRole('heading', { name: 'Members' }).count()).toBe(1);
    await login.evaluate((el) => el.removeAttribute('heading'));
    await expect.poll(() => login.getByRole('heading', { name: 'Sign in' }).count()).toBe(1);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps properties a page set before the element’s code loaded', async () => {
    const page = await open('/early.html');
    const login = page.locator('vs-login');
    await expect.poll(() => login.getByRole('heading', { name: 'Early' }).count()).toBe(1);
    expect(await login.getByRole('button', { name: 'Forgot your password?' }).count()).toBe(0);
    // They went through the element's accessors: the boolean reflects as its attribute.
    expect(await login.evaluate((el) => el.hasAttribute('hide-password-reset'))).toBe(true);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('opens its dialog inside its own shadow root, styled by the tenant theme', async () => {
    const page = await open('/two.html');
    const first = page.locator('#first');
    await first.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect.poll(() => dialog.count()).toBe(1);
    const where = await dialog.evaluate((d) => {
      const root = d.getRootNode() as ShadowRoot;
      return { inShadow: root instanceof ShadowRoot, host: root.host?.id ?? null };
    });
    expect(where).toEqual({ inShadow: true, host: 'first' });
    // The default tenant's dark surface, #1E1E1E, from the theme on :host.
    await expect
      .poll(() => dialog.evaluate((d) => getComputedStyle(d).backgroundColor))
      .toBe('rgb(30, 30, 30)');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => dialog.getByText('Enter your email.').count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('viewer@vidsearch.example');
    await page.screenshot({ path: '/tmp/vs-login-dialog.png' });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The answer arrives as a toast at the top centre, inside the same shadow root.
    const toast = toastTitled(first, 'If an account exists for that email');
    await expect.poll(() => toast.count()).toBe(1);
    const box = (await toast.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(60);
    expect(box.y).toBeLessThan(100);
    expect(env.server.mail.some((m) => m.to === 'viewer@vidsearch.example')).toBe(true);
    // A toast without an action hides itself after 6000 ms (SPEC §2, §9), never the 10000 ms
    // of a toast with an action.
    expect(await runOutToast(toast)).toBe(6000);
    await expect.poll(() => toast.count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('registers the shipped font on the document, loading a face only when text needs it', async () => {
    const page = await open('/flags.html');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((f) => `${f.family}:${f.weight}:${f.status}`);
    });
    // Roboto is one variable file for every weight, loaded for the text on screen; the
    // licensed faces are looked for on the computer only when a tenant's text names them.
    expect(fonts.filter((f) => f.startsWith('Roboto:'))).toEqual(['Roboto:100 900:loaded']);
    expect(fonts).toContain('"Proxima Nova":normal:unloaded');
    const family = await page
      .getByRole('button', { name: 'Sign in' })
      .evaluate((b) => getComputedStyle(b).fontFamily);
    expect(family.startsWith('Roboto')).toBe(true);
    // No request left the partner's and the platform's own origins.
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => new URL(r.name).hostname)
          .filter((h) => h !== '127.0.0.1'),
      ),
    ).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('takes the page’s tenant from its tenant attribute: colours and button font', async () => {
    const page = await open('/images.html');
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect.poll(() => button.count()).toBe(1);
    // The image library: primary #55F48E, Approach Mono for button text (SPEC §3, §9).
    await expect
      .poll(() => button.evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe('rgb(85, 244, 142)');
    expect(await button.evaluate((b) => getComputedStyle(b).fontFamily)).toMatch(
      /^"Approach Mono"/,
    );
    // The attribute chose for this page only; nothing was stored for the next visit.
    expect(await page.evaluate(() => localStorage.getItem('vs-tenant'))).toBe(null);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });

  // Its resumable upload's headers pass the preflight, and the answers' (Location,
  // Upload-Offset, Asset-Id) can be read by the page (docs/ingest.md).
  it('uploads from <vs-library> on a page of another origin, and lists the video', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vs-cross-origin-'));
    try {
      const match = await makeMatch(dir, 'Partner final.mp4', 2, '320x180');
      const page = await signedInPage(env, 'cricket', 'library.html', {
        email: 'editor.cricket@vidsearch.example',
      });
      expect(new URL(env.site.url).origin).not.toBe(new URL(env.server.url).origin);
      const refused: string[] = [];
      page.on('requestfailed', (r) => refused.push(`${r.method()} ${r.url()}`));
      page.on('console', (m) => m.type() === 'error' && page.errors.push(m.text()));
      await choose(page, [match]);
      const sent = page.getByRole('list', { name: 'Uploads from this page' });
      await sent
        .getByText('Uploaded. Its row below shows its processing.')
        .waitFor({ timeout: 30_000 });
      await page.getByRole('row', { name: /Partner final/ }).waitFor();
      expect(refused).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
