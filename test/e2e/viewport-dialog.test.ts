import { describe, expect, it } from 'vitest';
import { appUnderTest } from './harness';

const MESSAGE =
  'For an optimal experience, we recommend exploring our content on a desktop or larger screen.';

describe('the small-screen dialog (SPEC §2)', () => {
  const app = appUnderTest();

  it('shows under 1200 px with a Close button, never again once closed', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    const dialog = page.getByRole('dialog', { name: 'A larger screen works best' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toContain(MESSAGE);
    await page.screenshot({ path: '/tmp/e2e-viewport-dialog.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The page under it is back for assistive technology (no aria-hidden left behind).
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('closes itself when the window grows to 1200 px, and is absent on a desktop', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1100, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await page.setViewportSize({ width: 1300, height: 800 });
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await context.close();
    const wide = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await wide.goto(`${app.server.url}/login`);
    await expect.poll(() => wide.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(await wide.getByRole('dialog').count()).toBe(0);
    await wide.close();
  });

  it('cannot be closed on a phone, by button or by clicking outside', async () => {
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    const dialog = page.getByRole('alertdialog', { name: 'A larger screen works best' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(1);
    await context.close();
  });
});
