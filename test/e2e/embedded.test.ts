import type { FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSite } from '../browser/browser';
import { PASSWORD } from '../server/helpers';
import { appUnderTest } from './harness';

/** The app in a partner's iframe tells its parent who is signed in, and only that parent. */
describe('the app embedded in another page', () => {
  const app = appUnderTest();
  let site: Awaited<ReturnType<typeof partnerSite>>;

  beforeAll(async () => {
    const page = (
      embedOrigin: string,
      next = '',
      width = 1300,
    ) => `<!doctype html><html lang="en"><head><title>Partner</title></head><body>
      <script>window.seen = []; addEventListener('message', (e) => seen.push({ origin: e.origin, data: e.data }));</script>
      <iframe title="VidSearch" width="${width}" height="700" src="${app.server.url}/login?embedOrigin=${encodeURIComponent(embedOrigin)}${next ? `&embedNext=${encodeURIComponent(next)}` : ''}"></iframe>
    </body></html>`;
    site = await partnerSite((url) => ({
      '/embed.html': page(url),
      // Names a loopback origin that is not this page's: the browser must not deliver to us.
      '/elsewhere.html': page('http://127.0.0.1:9'),
      '/members-login.html': page(url, '/members.html'),
      '/column.html': page(url, '', 900),
      '/members.html':
        '<!doctype html><html lang="en"><head><title>Members</title></head><body><h1>Members’ area</h1></body></html>',
    }));
  });
  afterAll(() => site?.close());

  /** Signs the viewer in through the framed app's own form. */
  async function signInThrough(frame: FrameLocator) {
    await frame.getByRole('textbox', { name: 'Email' }).fill('viewer@vidsearch.example');
    await frame.getByLabel('Password').fill(PASSWORD);
    await frame.getByRole('button', { name: 'Sign in' }).click();
  }

  it('posts logged-out, then logged-in with the email, to its parent', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1400, height: 800 } });
    await page.goto(`${site.url}/embed.html`);
    const frame = page.frameLocator('iframe[title="VidSearch"]');
    await expect.poll(() => frame.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await signInThrough(frame);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { seen: Array<{ data: { state: string } }> }).seen.map(
            (m) => m.data.state,
          ),
        ),
      )
      .toEqual(['logged-out', 'logged-in']);
    const seen = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
    expect(seen[1]).toEqual({
      origin: app.server.url,
      data: { type: 'vs-login-state', state: 'logged-in', email: 'viewer@vidsearch.example' },
    });
    await page.close();
  });

  it('leaves the larger-screen dialog out of a 900 px frame: its sign-in stays usable', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1400, height: 800 } });
    await page.goto(`${site.url}/column.html`);
    const frame = page.frameLocator('iframe[title="VidSearch"]');
    await expect.poll(() => frame.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await page.waitForTimeout(500);
    expect(await frame.getByRole('dialog').count()).toBe(0);
    await signInThrough(frame);
    await expect.poll(() => frame.getByRole('banner').count()).toBe(1);
    expect(await frame.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('tells a person whose browser keeps the frame’s storage apart how to stay signed in', async () => {
    const note = (frame: FrameLocator) =>
      frame.getByRole('note').filter({ hasText: 'you may be asked to sign in again' });
    // This Chromium gives a frame its storage (hasStorageAccess() is true): nothing is said.
    const page = await app.browser.newPage({ viewport: { width: 1400, height: 800 } });
    await page.goto(`${site.url}/embed.html`);
    const frame = page.frameLocator('iframe[title="VidSearch"]');
    await expect.poll(() => frame.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await page.waitForTimeout(300);
    expect(await note(frame).count()).toBe(0);
    await page.close();
    // As Safari, Firefox or a private window answer in a frame of another site.
    const context = await app.browser.newContext({ viewport: { width: 1400, height: 800 } });
    await context.addInitScript(() => {
      if (window.top !== window) Document.prototype.hasStorageAccess = async () => false;
    });
    const apart = await context.newPage();
    await apart.goto(`${site.url}/embed.html`);
    const apartFrame = apart.frameLocator('iframe[title="VidSearch"]');
    await note(apartFrame).waitFor();
    const open = apartFrame.getByRole('link', { name: 'open VidSearch in a tab of its own' });
    expect(await open.getAttribute('href')).toBe(`${app.server.url}/login`);
    expect(await open.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('asks, as the person signs in, to keep the sign-in where the browser can, and finds it next visit', async () => {
    // As Chromium answers a frame of another site whose storage is kept apart: the frame's own
    // storage is lost with each visit, and the site's own (behind a prefix here) is handed over,
    // with the person's leave, in a Storage Access handle.
    const context = await app.browser.newContext({ viewport: { width: 1400, height: 800 } });
    await context.addInitScript(() => {
      if (window.top === window) return;
      const SITE = 'site-storage:';
      for (const key of Object.keys(localStorage))
        if (!key.startsWith(SITE)) localStorage.removeItem(key);
      const site = {
        getItem: (key: string) => localStorage.getItem(SITE + key),
        setItem: (key: string, value: string) => localStorage.setItem(SITE + key, value),
        removeItem: (key: string) => localStorage.removeItem(SITE + key),
      };
      const granted = () => localStorage.getItem(`${SITE}granted`) === 'yes';
      (window as unknown as { asked: unknown[] }).asked = [];
      Object.assign(window, { StorageAccessHandle: function StorageAccessHandle() {} });
      Document.prototype.hasStorageAccess = async () => false;
      Document.prototype.requestStorageAccess = async function (types?: unknown) {
        // The browser asks only in a gesture, unless the person allowed it before.
        const inGesture = navigator.userActivation.isActive;
        (window as unknown as { asked: unknown[] }).asked.push({ types, inGesture });
        if (!inGesture && !granted()) throw new DOMException('not allowed', 'NotAllowedError');
        localStorage.setItem(`${SITE}granted`, 'yes');
        return { localStorage: site } as never;
      };
      const query = navigator.permissions.query.bind(navigator.permissions);
      navigator.permissions.query = (async (descriptor: { name: string }) =>
        descriptor.name === 'storage-access'
          ? { state: granted() ? 'granted' : 'prompt' }
          : query(descriptor as PermissionDescriptor)) as typeof navigator.permissions.query;
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/embed.html`);
    const frame = page.frameLocator('iframe[title="VidSearch"]');
    await frame
      .getByRole('note')
      .filter({ hasText: 'this browser may ask whether VidSearch can keep your sign-in' })
      .waitFor();
    await signInThrough(frame);
    await expect.poll(() => frame.getByRole('link', { name: 'Explore' }).count()).toBe(1);
    const asked = () =>
      page.frames()[1]!.evaluate(() => (window as unknown as { asked: unknown[] }).asked);
    expect(await asked()).toEqual([{ types: { localStorage: true }, inGesture: true }]);
    // The next visit: the frame's own storage is gone, the site's gives the sign-in back.
    await page.reload();
    await expect.poll(() => frame.getByRole('link', { name: 'Explore' }).count()).toBe(1);
    expect(await frame.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    expect(await asked()).toEqual([{ types: { localStorage: true }, inGesture: false }]);
    await context.close();
  });

  it('tells nothing to a parent that is not the origin it was given', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1400, height: 800 } });
    await page.goto(`${site.url}/elsewhere.html`);
    const frame = page.frameLocator('iframe[title="VidSearch"]');
    await expect.poll(() => frame.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([]);
    await page.close();
  });

  it('sends the person, once signed in, to the parent page it was given', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1400, height: 800 } });
    await page.goto(`${site.url}/members-login.html`);
    const frame = page.frameLocator('iframe[title="VidSearch"]');
    await expect.poll(() => frame.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await signInThrough(frame);
    await page.waitForURL(`${site.url}/members.html`);
    await expect.poll(() => page.getByRole('heading', { name: 'Members’ area' }).count()).toBe(1);
    await page.close();
  });
});
