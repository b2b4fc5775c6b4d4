import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementsManifest } from '../../src/core/api/elements';
import { launchChromium, partnerSite } from './browser';

type Declaration = NonNullable<ElementsManifest['modules'][number]['declarations']>[number] & {
  cssParts?: Array<{ name: string }>;
  cssProperties?: Array<{ name: string }>;
};

/** What an element's Docs page must name: from the custom-elements.json the package ships. */
function documentedNames(tag: string): string[] {
  const manifest = JSON.parse(
    readFileSync('dist/custom-elements.json', 'utf8'),
  ) as ElementsManifest;
  const declaration = manifest.modules
    .flatMap((m) => (m.declarations ?? []) as Declaration[])
    .find((d) => d.tagName === tag)!;
  return [
    ...(declaration.attributes ?? []).map((a) => a.name),
    ...(declaration.events ?? []).map((e) => e.name),
    ...(declaration.cssParts ?? []).map((p) => `::part(${p.name})`),
    ...(declaration.cssProperties ?? []).map((p) => p.name),
  ];
}

/** Every title of the catalogue; a new one is added here, and so is rendered below. */
const CATALOGUE = [
  'Getting started',
  'Elements/vs-login',
  'Elements/vs-search',
  'Elements/vs-player',
  'Elements/vs-collection',
  'Elements/vs-exports',
  'Elements/vs-highlights',
  'Elements/vs-placement',
  'Elements/vs-library',
  'Library/Match data dialog',
  'Pages/Review',
  'Shell/Toast',
  'Shell/Header',
  'Shell/Viewport dialog',
  'Shell/Alert banner',
];

/**
 * Renders a story in the preview already open, through Storybook's channel, as the catalogue's
 * sidebar does; resolves to the event that answered (`storyRendered`, or the error's).
 */
function showStory(page: Page, storyId: string): Promise<string> {
  return page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              once(event: string, listener: (detail: unknown) => void): void;
              emit(event: string, detail: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        for (const event of [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'storyMissing',
        ])
          channel.once(event, (detail) =>
            resolve(event === 'storyRendered' ? event : `${event}: ${JSON.stringify(detail)}`),
          );
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/** The static catalogue that `npm test` builds: every story renders, without errors or calls out. */
describe('the Storybook catalogue', () => {
  let site: Awaited<ReturnType<typeof partnerSite>>;
  let browser: Browser;
  const index = () =>
    JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
      entries: Record<string, { id: string; type: 'story' | 'docs'; title: string }>;
    };

  /**
   * One preview for every story of the catalogue, as a person clicking through its sidebar
   * has (and Storybook's own test runner): each story is rendered in it in turn. Docs pages
   * load anew in a page of their own: leaving a docs page whose inline stories are still
   * rendering makes Storybook reload its preview.
   */
  let stories: Page;
  let docs: Page;
  /** Errors the pages threw, and requests that tried to leave the machine. */
  const errors: string[] = [];
  const outside: string[] = [];

  beforeAll(async () => {
    if (!existsSync('storybook-static/index.json'))
      throw new Error('storybook-static/ is missing: run npm run build-storybook first');
    site = await partnerSite({}, 'storybook-static');
    browser = await launchChromium();
    // Each in a context of its own: a page behind another in one window has its timers slowed.
    const open = async () => {
      const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
      await context.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) => {
          outside.push(route.request().url());
          return route.abort();
        },
      );
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      return page;
    };
    [stories, docs] = [await open(), await open()];
    const first = Object.values(index().entries).find((e) => e.type === 'story')!;
    await stories.goto(`${site.url}/iframe.html?id=${first.id}&viewMode=story`);
    await stories.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  });
  afterAll(async () => {
    await stories?.context().close();
    await docs?.context().close();
    await browser?.close();
    await site?.close();
  });

  it('has stories for every element and the shell pieces, under several tenants', () => {
    const titles = new Set(Object.values(index().entries).map((e) => e.title));
    expect([...titles].sort()).toEqual([...CATALOGUE].sort());
  });

  // One test per title: the whole catalogue in one would outgrow any timeout on a busy machine.
  for (const title of CATALOGUE) {
    it(`renders every story and docs page of ${title} without errors or requests leaving the machine`, async () => {
      const entries = Object.values(index().entries).filter((e) => e.title === title);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        errors.length = 0;
        const mode = entry.type === 'docs' ? 'docs' : 'story';
        const shown = mode === 'docs' ? docs : stories;
        if (mode === 'docs')
          await docs.goto(`${site.url}/iframe.html?id=${entry.id}&viewMode=docs`);
        else await expect(showStory(stories, entry.id), entry.id).resolves.toBe('storyRendered');
        const root = mode === 'docs' ? '#storybook-docs' : '#storybook-root';
        await expect
          .poll(
            () => shown.evaluate((r) => document.querySelector(r)?.innerHTML.length ?? 0, root),
            { message: entry.id, timeout: 15_000 },
          )
          .toBeGreaterThan(0);
        expect(errors, entry.id).toEqual([]);
        if (mode === 'docs' && title.startsWith('Elements/')) {
          // Its table: every attribute, event, CSS part and custom property of the manifest.
          const text = await shown.locator('#storybook-docs').innerText();
          const names = documentedNames(title.slice('Elements/'.length));
          expect(names.length).toBeGreaterThan(5);
          expect(
            names.filter((name) => !text.includes(name)),
            entry.id,
          ).toEqual([]);
        }
        if (entry.id === 'elements-vs-login--image-library-dark') {
          await shown.screenshot({ path: '/tmp/story-vs-login-images.png' });
        }
        if (entry.id === 'elements-vs-placement--narrow-column-long-name') {
          await shown
            .getByRole('button', { name: /^Play / })
            .first()
            .waitFor();
          await shown.screenshot({ path: '/tmp/story-vs-placement-narrow.png', fullPage: true });
        }
        if (entry.id === 'shell-header--signed-in-cricket-light') {
          await shown.screenshot({ path: '/tmp/story-header-cricket-light.png' });
        }
      }
      expect(outside).toEqual([]);
    }, 180_000);
  }

  it('plays the catalogue’s video in the player stories, and trims it in the editor', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`${site.url}/iframe.html?id=elements-vs-player--collection&viewMode=story`);
    const player = page.getByRole('region', { name: /collection player$/ });
    await player.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => player.getByText(/^Clip 2 of 5 · /).count(), { timeout: 15_000 })
      .toBe(1);
    // The second item may be loading its media as its label shows: wait for its frames.
    await expect
      .poll(() =>
        page.locator('vs-player').evaluate((p) => {
          const video = p.shadowRoot!.querySelector('video')!;
          return video.currentTime > 0 && video.getVideoPlaybackQuality().totalVideoFrames > 0;
        }),
      )
      .toBe(true);
    await page.screenshot({ path: '/tmp/story-vs-player-collection.png' });

    await page.goto(
      `${site.url}/iframe.html?id=elements-vs-collection--one-collection&viewMode=story`,
    );
    await page
      .getByRole('button', { name: /^Trim / })
      .nth(1)
      .click();
    const editor = page.getByRole('group', { name: /^Trim Clip 2/ });
    await expect.poll(() => editor.locator('[data-part="waveform"]').count()).toBe(1);
    await expect.poll(() => editor.locator('[data-part="keyframe"]').count()).toBe(4);
    await page.screenshot({ path: '/tmp/story-vs-collection-editor.png', fullPage: true });
    await page.close();
  });

  it('shows a highlight package under review, grouped by a value, in a narrow column', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(
      `${site.url}/iframe.html?id=elements-vs-highlights--narrow-column&viewMode=story`,
    );
    const element = page.locator('vs-highlights');
    await element.getByRole('heading', { name: 'Boundaries' }).waitFor();
    const keep = element.getByRole('checkbox', { name: /^Keep / });
    await expect.poll(() => keep.count()).toBe(6);
    // The fixture's third clip was left out.
    expect(await keep.nth(2).isChecked()).toBe(false);
    await element.getByRole('tab', { name: 'Actions' }).click();
    await element.getByRole('button', { name: 'Four (4)' }).click();
    await expect.poll(() => keep.count()).toBe(3);
    await page.screenshot({ path: '/tmp/story-vs-highlights-narrow.png', fullPage: true });
    await page.goto(
      `${site.url}/iframe.html?id=elements-vs-highlights--every-state&viewMode=story`,
    );
    await element
      .getByText('The highlight rule “reel” is wrong: its search no longer reads.')
      .waitFor();
    await page.screenshot({ path: '/tmp/story-vs-highlights-list.png', fullPage: true });
    await page.close();
  });
});
