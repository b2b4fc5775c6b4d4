import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../server/helpers';
import { violations } from './axe';
import { appUnderTest } from './harness';

/**
 * The route table's rules in the app, on today's pages: the Cricket Test Lab tenant hides
 * its collections list and turns Explore off; an unknown address gets the app's own page.
 */
describe('routes of the standalone app', () => {
  const app = appUnderTest();

  async function signedIn(email: string): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    (page as Page & { errors: string[] }).errors = errors;
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/`);
    return page;
  }
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const header = (page: Page) => page.getByRole('banner');

  it('leaves out a hidden page’s link, and says a direct visit is not available here', async () => {
    const page = await signedIn('editor.cricket-test@vidsearch.example');
    await expect.poll(() => header(page).getByRole('link', { name: 'Home' }).count()).toBe(1);
    expect(await header(page).getByRole('link', { name: 'Collections' }).count()).toBe(0);
    await page.goto(`${app.server.url}/collections`);
    await expect.poll(() => heading(page).textContent()).toBe('Collections is not available');
    expect(await page.getByText('Collections is not available for Cricket Test Lab.').count()).toBe(
      1,
    );
    expect(await page.locator('vs-collection').count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-route-hidden.png' });
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('shows a disabled page’s link disabled, with the reason, and the reason on a direct visit', async () => {
    const page = await signedIn('editor.cricket-test@vidsearch.example');
    const explore = header(page).getByRole('link', { name: 'Explore' });
    await expect.poll(() => explore.getAttribute('aria-disabled')).toBe('true');
    expect(await explore.getAttribute('href')).toBeNull();
    // The reason is its accessible description, and the mouse's tooltip.
    const reason = 'Explore is turned off for Cricket Test Lab.';
    const described = await explore.evaluate(
      (link) => document.getElementById(link.getAttribute('aria-describedby')!)?.textContent,
    );
    expect(described).toBe(reason);
    expect(await explore.getAttribute('title')).toBe(reason);
    await explore.dispatchEvent('click');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${app.server.url}/explore?q=kohli`);
    await expect.poll(() => heading(page).textContent()).toBe('Explore is not available');
    expect(await page.getByRole('main').getByText(reason).count()).toBe(1);
    expect(await page.locator('vs-search').count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-route-disabled.png' });
    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('vs-theme-mode', 'light'));
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe('Explore is not available');
    expect(await violations(page, { coloursOnly: true }), 'light theme').toEqual([]);
    await page.context().close();
  });

  it('keeps every page for a tenant that hides none of today’s', async () => {
    const page = await signedIn('editor.cricket@vidsearch.example');
    for (const name of ['Home', 'Explore', 'Collections']) {
      await expect.poll(() => header(page).getByRole('link', { name }).count()).toBe(1);
      expect(
        await header(page).getByRole('link', { name }).getAttribute('aria-disabled'),
      ).toBeNull();
    }
    await header(page).getByRole('link', { name: 'Collections' }).click();
    await page.waitForURL(`${app.server.url}/collections`);
    await expect.poll(() => heading(page).textContent()).toBe('Collections');
    expect(
      await header(page).getByRole('link', { name: 'Collections' }).getAttribute('aria-current'),
    ).toBe('page');
    await page.context().close();
  });

  it('answers an unknown address with the app’s not-found page for a browser, JSON for a client', async () => {
    const page = await app.browser.newPage();
    const response = await page.goto(`${app.server.url}/no-such-page/here`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => heading(page).textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    // Signed out, home sends the visitor on to sign in.
    await page.waitForURL(/\/login(\?|$)/);
    await page.context().close();

    const api = await app.server.call('GET', '/no-such-page/here');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'route_not_found' });
    const service = await app.server.call('GET', '/middleware/nothing', {
      headers: { accept: 'text/html' },
    });
    expect(service.status).toBe(404);
    expect(service.body).toMatchObject({ code: 'route_not_found' });
  });

  it('has a favicon, named by the app and found where browsers look without one', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/login`);
    const href = await page.locator('link[rel=icon]').getAttribute('href');
    expect(href).toBe('/app/favicon.svg');
    for (const path of [href!, '/favicon.ico']) {
      const icon = await app.server.call('GET', path);
      expect(icon.status, path).toBe(200);
      expect(icon.headers.get('content-type')).toContain('image/svg+xml');
      expect(icon.bytes.toString()).toContain('<svg');
    }
    await page.context().close();
  });

  it('returns to the page a signed-out visit asked for, once signed in', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${app.server.url}/explore?q=kohli&sort=oldest`);
    await page.waitForURL('**/login?next=*');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/explore?q=kohli&sort=oldest');
    await page.getByRole('textbox', { name: 'Email' }).fill('viewer@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/explore?q=kohli&sort=oldest`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Search clips' }).inputValue())
      .toBe('kohli');
    // Signing in on the product's own host asks no tenant the person is not in: no 403.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a person of several organisations through the choice, then on to the page', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/collections`);
    await page.waitForURL('**/login?next=*');
    await page.getByRole('textbox', { name: 'Email' }).fill('analyst@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/select-tenancy?*');
    await page.getByRole('button', { name: 'Highland Rugby Union' }).click();
    await page.waitForURL(`${app.server.url}/collections`);
    // The first choice after signing in offers nothing to switch back to.
    await expect
      .poll(() => page.getByText('You are now working in Highland Rugby Union.').count())
      .toBe(1);
    expect(await page.getByRole('button', { name: /^Switch back/ }).count()).toBe(0);
    await context.close();
  });

  it('never sends anyone on to another site after signing in', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login?next=//evil.example/x`);
    await page.getByRole('textbox', { name: 'Email' }).fill('viewer@vidsearch.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await context.close();
  });
});
