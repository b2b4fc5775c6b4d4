import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  partnerPage,
  partnerUnderTest,
  resultCount,
  signedInPage,
  type WatchedPage,
} from './harness';

/** The styling hooks a host page has: the elements' --vs-* custom properties and parts. */
describe('restyling an element from the host page, in Chromium', () => {
  const env = partnerUnderTest((api) => ({
    '/cricket.html': partnerPage(api, '<vs-search tenant="cricket"></vs-search>', 'Clips'),
    // The host page restyles the element through its --vs-* properties and ::part().
    '/restyled.html': partnerPage(
      api,
      `<style>
        vs-search { --vs-color-primary: rgb(200, 16, 46); --vs-radius: 0px; --vs-font-family: Georgia, serif; }
        vs-search::part(search-box) { background-color: rgb(255, 255, 0); }
        vs-search::part(row) { outline: 3px solid rgb(0, 128, 0); }
        vs-search::part(facets) { border-left: 4px solid rgb(0, 0, 255); }
      </style>
      <vs-search tenant="cricket"></vs-search>`,
      'Restyled',
    ),
  }));

  async function open(path: string): Promise<Page> {
    const page = await signedInPage(env, 'cricket', path);
    await expect.poll(() => resultCount(page).count()).toBe(1);
    return page;
  }
  const errorsOf = (page: Page) => (page as WatchedPage).errors;

  it('takes the host page’s colours, corners and font (--vs-*) and styles for its parts (::part)', async () => {
    const styleOf = (page: Page, button: string) =>
      page.getByRole('button', { name: button, exact: true }).evaluate((b) => {
        const style = getComputedStyle(b);
        return [style.backgroundColor, style.borderTopLeftRadius, style.fontFamily];
      });
    // Unstyled, the tenant's theme: cricket's dark primary and Fluent's corners.
    const plain = await open('cricket.html');
    const [tenantColour, tenantRadius] = await styleOf(plain, 'Clips');
    expect(tenantColour).toBe('rgb(144, 202, 249)');
    expect(tenantRadius).not.toBe('0px');
    await plain.close();

    const page = await open('restyled.html');
    expect(await styleOf(page, 'Clips')).toEqual(['rgb(200, 16, 46)', '0px', 'Georgia, serif']);
    const inShadow = (selector: string, property: string) =>
      page.evaluate(
        ([s, p]) => {
          const el = document.querySelector('vs-search')!.shadowRoot!.querySelector(s)!;
          return getComputedStyle(el).getPropertyValue(p);
        },
        [selector, property] as const,
      );
    expect(await inShadow('[part~="search-box"]', 'background-color')).toBe('rgb(255, 255, 0)');
    expect(await inShadow('[part~="row"]', 'outline-color')).toBe('rgb(0, 128, 0)');
    expect(await inShadow('[part~="facets"]', 'border-left-color')).toBe('rgb(0, 0, 255)');
    await page.screenshot({ path: '/tmp/vs-search-restyled.png' });
    expect(errorsOf(page)).toEqual([]);
    await page.close();
  });
});
