import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../../src/tenants';
import { PASSWORD } from '../server/helpers';
import { partnerPage, partnerUnderTest, signInThroughLogin } from './harness';

describe('<vs-login> on a partner page, in Chromium, against the real server', () => {
  const env = partnerUnderTest((api) => ({
    '/partner.html': partnerPage(
      api,
      '<h1>Our club video</h1><vs-login heading="Members sign in"></vs-login>',
    ),
    // A rugby union club's page: the tenant named on the loader.
    '/rugby.html': `<!doctype html><html lang="en"><head><title>Rugby club</title></head><body>
      <script src="/vs-elements.js" data-api-base="${api}" data-tenant="rugby-union"></script>
      <vs-login heading="Members sign in"></vs-login></body></html>`,
  }));

  // Each test is a new visitor: its own storage, so no session carries over.
  async function open(path = 'partner.html'): Promise<Page> {
    const page = await (await env.browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    (page as Page & { errors: string[] }).errors = errors;
    await page.goto(`${env.site.url}/${path}`);
    await page.waitForFunction(() => !!customElements.get('vs-login'));
    return page;
  }

  it('renders inside its shadow root, labelled, in the tenant’s theme', async () => {
    const page = await open();
    await expect.poll(() => page.getByRole('heading', { name: 'Members sign in' }).count()).toBe(1);
    const inShadow = await page.evaluate(() => {
      const host = document.querySelector('vs-login')!;
      return {
        shadow: !!host.shadowRoot?.querySelector('form'),
        light: !!document.querySelector('vs-login form'),
      };
    });
    expect(inShadow).toEqual({ shadow: true, light: false });
    const button = page.getByRole('button', { name: 'Sign in' });
    // The default tenant's dark theme: primary #90CAF9 with dark text on it.
    // Fluent fades colours in as the theme arrives: wait for the resting colour.
    await expect
      .poll(() => button.evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe('rgb(144, 202, 249)');
    await expect
      .poll(() => button.evaluate((b) => getComputedStyle(b).color))
      .toBe('rgb(11, 27, 43)');
    await page.screenshot({ path: '/tmp/vs-login.png' });
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('says what is missing, and that a wrong password is wrong, keeping what was typed', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Enter your email.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@vidsearch.example');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The email or password is incorrect.');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(
      'admin@vidsearch.example',
    );
    await page.context().close();
  });

  it('signs in across origins and tells the page with a composed vs-auth-change event', async () => {
    const page = await open();
    await page.evaluate(() => {
      (window as unknown as { seen: unknown[] }).seen = [];
      document.addEventListener('vs-auth-change', (e) =>
        (window as unknown as { seen: unknown[] }).seen.push((e as CustomEvent).detail),
      );
    });
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen.length))
      .toBe(1);
    const [detail] = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
    expect(detail).toMatchObject({ state: 'signed-in', email: 'admin@vidsearch.example' });
    // The session is kept for the next visit (SPEC §3: key root, version 1).
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
    expect(kept).toMatchObject({
      version: 1,
      session: { authenticated: true, email: 'admin@vidsearch.example' },
    });
    await page.context().close();
  });

  it('signs in with one call, into the page’s tenant or else the person’s own, never refused', async () => {
    async function signInOn(email: string) {
      const page = await open('rugby.html');
      const identityCalls: string[] = [];
      const refused: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (/\/v[23]\/iam\/auth\//.test(url.pathname)) identityCalls.push(url.pathname);
        if (response.status() >= 400) refused.push(`${response.status()} ${url.pathname}`);
      });
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      await page.evaluate(() => {
        document.addEventListener('vs-auth-change', (e) => {
          (window as unknown as { detail: unknown }).detail = (e as CustomEvent).detail;
        });
      });
      await signInThroughLogin(page, email);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { detail?: unknown }).detail))
        .toBeTruthy();
      const detail = await page.evaluate(() => (window as unknown as { detail: unknown }).detail);
      await page.context().close();
      return { detail, identityCalls, refused, consoleErrors };
    }
    // A member of the club's tenant and others: straight into the club's.
    const member = await signInOn('analyst@vidsearch.example');
    const rugby = tenantByKey('rugby-union')!.tenantId.production;
    expect(member.detail).toMatchObject({ state: 'signed-in', tenantId: rugby });
    // A person of another tenant only: into their own, with nothing refused on the way.
    const other = await signInOn('editor.cricket@vidsearch.example');
    expect(other.detail).toMatchObject({
      state: 'signed-in',
      tenantId: tenantByKey('cricket')!.tenantId.production,
    });
    for (const visit of [member, other]) {
      expect(visit.identityCalls).toEqual(['/identity/v2/iam/auth/signin']);
      expect(visit.refused).toEqual([]);
      expect(visit.consoleErrors).toEqual([]);
    }
  });

  it('survives the loader being included twice', async () => {
    const page = await open();
    await page.addScriptTag({ url: `${env.site.url}/vs-elements.js` });
    await page.evaluate(() => document.body.append(document.createElement('vs-login')));
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(2);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
