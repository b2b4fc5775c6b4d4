import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { violations } from './axe';
import { appUnderTest } from './harness';

/** Sign-in and sign-up through the identity provider's page and back via /oauth/callback. */
describe('provider sign-in in the standalone app', () => {
  const app = appUnderTest();

  it('signs in on the provider’s page and comes back signed in', async () => {
    const page = await (await app.browser.newContext()).newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Continue with VidSearch ID' }).click();
    await page.waitForURL('**/identity/oauth/authorize?**');
    await page.getByLabel('Email').fill('editor.default@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to VidSearch', level: 1 }).count())
      .toBe(1);
    await page.context().close();
  });

  it('creates an account there, joining this tenant', async () => {
    const page = await (await app.browser.newContext()).newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.waitForURL('**/identity/oauth/authorize?**');
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill('nia.okafor@club.example');
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to VidSearch', level: 1 }).count())
      .toBe(1);
    await page.context().close();
  });

  it('refuses a callback this tab did not start, and one whose code is spent', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${app.server.url}/oauth/callback?code=forged-code-from-elsewhere&state=abc`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This sign-in did not start in this browser tab, or was used already. Start again.');

    // A real round trip, then the same callback URL replayed.
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Continue with VidSearch ID' }).click();
    await page.waitForURL('**/identity/oauth/authorize?**');
    await page.getByLabel('Email').fill('editor.default@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    const callbacks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/oauth/callback?')) callbacks.push(r.url());
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/`);
    expect(callbacks).toHaveLength(1);
    // Signed out the way a person would (clearing storage by hand races the home page's own writes).
    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login(\?|$)/);
    await page.goto(callbacks[0]!);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This sign-in did not start in this browser tab, or was used already. Start again.');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(/\/login(\?|$)/);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'shows the provider’s page in the product’s %s theme, keeps what was typed, and passes axe',
    async (mode) => {
      const context = await app.browser.newContext({ viewport: { width: 390, height: 800 } });
      await context.addInitScript((m) => {
        localStorage.setItem('vs-theme-mode', m);
        localStorage.setItem('vs-viewport-dialog-closed', '1');
      }, mode);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${app.server.url}/login`);
      await page.getByRole('button', { name: 'Continue with VidSearch ID' }).click();
      await page.waitForURL('**/identity/oauth/authorize?**');
      // The tenant's page colour (SPEC §9's default theme), in the theme chosen in the app.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(18, 18, 18)',
      );
      await page.getByLabel('Email').fill('editor.default@vidsearch.example');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('The email or password is incorrect.');
      expect(await page.getByLabel('Email').inputValue()).toBe('editor.default@vidsearch.example');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to sign-in options' }).click();
      await page.waitForURL(/\/login(\?|$)/);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
