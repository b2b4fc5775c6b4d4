import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ended, exportSession } from '../server/export-helpers';
import { tenantId } from '../server/helpers';
import { partnerPage, partnerUnderTest, signedInPage, type WatchedPage } from './harness';

/**
 * The staff elements on partner pages, each in its shadow root: `<vs-library>`, `<vs-exports>`
 * and `<vs-highlights>`, with the events their contracts name. One server and browser for
 * the three.
 */
describe('<vs-library>, <vs-exports> and <vs-highlights> in Chromium', () => {
  const env = partnerUnderTest((api) => ({
    '/library.html': partnerPage(api, '<vs-library tenant="cricket"></vs-library>'),
    // A partner's column as narrow as a phone.
    '/library-column.html': partnerPage(
      api,
      '<div id="column" style="width: 390px"><vs-library tenant="cricket"></vs-library></div>',
    ),
    '/exports.html': partnerPage(api, '<vs-exports tenant="default"></vs-exports>'),
    '/highlights.html': partnerPage(api, '<vs-highlights tenant="basketball-men"></vs-highlights>'),
    '/cricket-highlights.html': partnerPage(
      api,
      '<vs-highlights tenant="cricket"></vs-highlights>',
    ),
  }));
  const errorsOf = (page: Page) => (page as WatchedPage).errors;

  /** Keeps the details of the element's `name` events in the page, in order. */
  const recordEvents = (page: Page, tag: string, names: string[]) =>
    page.evaluate(
      ({ tag, names }) => {
        const seen: Array<{ name: string; detail: unknown }> = [];
        (window as unknown as { seen: typeof seen }).seen = seen;
        for (const name of names)
          document
            .querySelector(tag)!
            .addEventListener(name, (e) => seen.push({ name, detail: (e as CustomEvent).detail }));
      },
      { tag, names },
    );
  const eventsSeen = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { seen: Array<{ name: string; detail: unknown }> }).seen,
    );

  describe('<vs-library>', () => {
    const videosOf = async (tenant: string) =>
      env.server.booted.app.db.query<{ title: string }>(
        `SELECT title FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY title`,
        [tenantId(tenant)],
      );
    const statusOf = (page: Page) => page.getByRole('status').filter({ hasText: / videos?$/ });

    it('lists the tenant’s videos to an editor, and says so when one is deleted (vs-asset-change)', async () => {
      const page = await signedInPage(env, 'cricket', 'library.html', {
        email: 'editor.cricket@vidsearch.example',
      });
      const titles = (await videosOf('cricket')).map((v) => v.title);
      await statusOf(page).waitFor();
      const add = page.getByRole('group', { name: 'Add videos' });
      expect(await add.getByRole('button', { name: 'Choose video files' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: `Edit ${titles[0]}` }).waitFor();
      await recordEvents(page, 'vs-library', ['vs-asset-change']);
      const gone = titles.at(-1)!;
      await page.getByRole('button', { name: `Delete ${gone}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete ${gone}?` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect
        .poll(() => eventsSeen(page))
        .toMatchObject([
          { name: 'vs-asset-change', detail: { change: 'deleted', asset: { title: gone } } },
        ]);
      await expect.poll(() => page.getByRole('button', { name: `Edit ${gone}` }).count()).toBe(0);
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    });

    it('goes live inside its shadow root: the encoder’s address shown once, then ended by hand', async () => {
      const page = await signedInPage(env, 'cricket', 'library.html', {
        email: 'editor.cricket@vidsearch.example',
      });
      await statusOf(page).waitFor();
      await page.getByRole('button', { name: 'Go live' }).click();
      const form = page.getByRole('dialog', { name: 'Go live with a match' });
      await form.getByRole('textbox', { name: 'Title' }).fill('Live: nets, in a partner’s page');
      await form.getByRole('button', { name: 'Go live' }).click();
      const connection = page.getByRole('dialog', {
        name: 'The encoder for Live: nets, in a partner’s page',
      });
      const address = await connection
        .getByRole('textbox', { name: 'Address with the passphrase (OBS, vMix, ffmpeg)' })
        .inputValue();
      expect(address).toMatch(/^srt:\/\/127\.0\.0\.1:\d+\?passphrase=[\w-]{32}&pbkeylen=16$/);
      await connection.getByRole('button', { name: 'Done' }).click();
      const row = page.getByRole('row', { name: /Live: nets, in a partner’s page/ });
      await row.getByText('Waiting for the signal').waitFor();
      await row.getByRole('button', { name: 'End live: Live: nets, in a partner’s page' }).click();
      await page
        .getByRole('alertdialog', { name: 'End the live match Live: nets, in a partner’s page?' })
        .getByRole('button', { name: 'End live' })
        .click();
      await row.getByText('The match ended before any picture came.').waitFor();

      // An encoder without SRT pushes RTMP: the server and the stream key, as OBS asks.
      await page.getByRole('button', { name: 'Go live' }).click();
      await form.getByRole('textbox', { name: 'Title' }).fill('Live: over RTMP');
      await form.getByRole('radio', { name: 'RTMP: for encoders without SRT' }).check();
      await form.getByRole('button', { name: 'Go live' }).click();
      const rtmp = page.getByRole('dialog', { name: 'The encoder for Live: over RTMP' });
      const server = await rtmp
        .getByRole('textbox', { name: 'RTMP server', exact: true })
        .inputValue();
      expect(server).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
      const key = await rtmp.getByRole('textbox', { name: 'Stream key', exact: true }).inputValue();
      expect(
        await rtmp
          .getByRole('textbox', { name: 'Address with the stream key (ffmpeg, vMix)' })
          .inputValue(),
      ).toBe(`${server}/${key}`);
      await page.screenshot({ path: '/tmp/browser-vs-library-rtmp.png' });
      await rtmp.getByRole('button', { name: 'Done' }).click();
      const rtmpRow = page.getByRole('row', { name: /Live: over RTMP/ });
      await rtmpRow.getByRole('button', { name: 'Encoder connection for Live: over RTMP' }).click();
      const again = page.getByRole('dialog', { name: 'The encoder for Live: over RTMP' });
      expect(await again.getByRole('textbox', { name: 'RTMP server' }).inputValue()).toBe(server);
      await again.getByRole('button', { name: 'Make a new stream key' }).waitFor();
      await again.getByRole('button', { name: 'Done' }).click();
      await rtmpRow.getByRole('button', { name: 'End live: Live: over RTMP' }).click();
      await page
        .getByRole('alertdialog', { name: 'End the live match Live: over RTMP?' })
        .getByRole('button', { name: 'End live' })
        .click();
      await rtmpRow.getByText('The match ended before any picture came.').waitFor();
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    });

    it('tells a viewer in words that the library is not theirs to manage, and lists nothing', async () => {
      const page = await signedInPage(env, 'cricket', 'library.html', {
        email: 'viewer@vidsearch.example',
      });
      await page
        .getByText(
          'Your role does not include managing the library. An administrator can change it.',
        )
        .waitFor();
      expect(await page.getByRole('group', { name: 'Add videos' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    });

    it('lays out in a column as narrow as a phone, nothing past its edge', async () => {
      const page = await signedInPage(env, 'cricket', 'library-column.html', {
        email: 'editor.cricket@vidsearch.example',
      });
      await statusOf(page).waitFor();
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
      const column = await page.locator('#column').boundingBox();
      const element = page.locator('vs-library');
      const spill = await element.evaluate((host) => {
        const root = host.shadowRoot!;
        const edge = host.getBoundingClientRect().right;
        return [...root.querySelectorAll('button, input, th, td, p')]
          .map((e) => e.getBoundingClientRect().right - edge)
          .filter((over) => over > 1).length;
      });
      expect((await element.boundingBox())!.width).toBeLessThanOrEqual(column!.width);
      expect(spill).toBe(0);
      await page.screenshot({ path: '/tmp/browser-vs-library-390.png', fullPage: true });
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    });
  });

  describe('<vs-exports>', () => {
    it('says a person has no exports yet, then lists one made, with its link to copy', async () => {
      const session = await exportSession(env.server, 'default');
      const page = await signedInPage(env, 'default', 'exports.html', {
        email: 'editor.default@vidsearch.example',
      });
      await page
        .getByRole('status')
        .filter({ hasText: /^You have no exports yet\. / })
        .waitFor();

      const collection = await session.createCollection(
        [session.clip(0, 1, 2, 'Kohli')],
        'Shared reel',
      );
      const started = await session.start('url', { playlistId: collection });
      expect(started.status).toBe(202);
      expect(await session.until(started.body.id, ended)).toMatchObject({ status: 'DELIVERED' });
      await page.reload();
      const exports = page.getByRole('region', { name: 'Exports' });
      await exports
        .getByRole('status')
        .filter({ hasText: /^1 export$/ })
        .waitFor();
      const row: Locator = exports.getByRole('row').filter({ hasText: 'Shared reel.m3u8' });
      await row.getByRole('button', { name: 'Copy link: Shared reel.m3u8' }).waitFor();
      await page.screenshot({ path: '/tmp/browser-vs-exports.png', fullPage: true });
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    }, 60_000);
  });

  describe('<vs-highlights>', () => {
    it('opens a package from the list (vs-highlight-select) and goes back (vs-highlight-close)', async () => {
      const { token } = await env.server.signIn('editor.basketball-men@vidsearch.example');
      const [game] = await env.server.booted.app.db.query<{ id: string }>(
        `SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id LIMIT 1`,
        [tenantId('basketball-men')],
      );
      const built = await env.server.call(
        'POST',
        `/highlights/v1/highlights/games/${game!.id}/build`,
        { token },
      );
      expect(built.status).toBeLessThan(300);
      await expect
        .poll(
          async () => {
            const list = await env.server.call<Array<{ status: string }>>(
              'GET',
              '/highlights/v1/highlights',
              { token },
            );
            return list.body.length > 0 && list.body.every((p) => p.status === 'ready');
          },
          { timeout: 30_000 },
        )
        .toBe(true);

      const page = await signedInPage(env, 'basketball-men', 'highlights.html', {
        email: 'editor.basketball-men@vidsearch.example',
      });
      const open = page.getByRole('button', { name: /^Open Game summary \(long\)/ }).first();
      await open.waitFor();
      await recordEvents(page, 'vs-highlights', ['vs-highlight-select', 'vs-highlight-close']);
      await open.click();
      await page.getByRole('heading', { name: 'Game summary (long)' }).waitFor();
      await page
        .getByRole('checkbox', { name: /^Keep / })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'All packages' }).click();
      await open.waitFor();
      expect(await eventsSeen(page)).toMatchObject([
        {
          name: 'vs-highlight-select',
          detail: { highlight: { packageName: 'Game summary (long)' } },
        },
        { name: 'vs-highlight-close', detail: {} },
      ]);
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    }, 60_000);

    it('grows a live match’s package as its clips come, marking the new ones', async () => {
      const { token } = await env.server.signIn('editor.cricket@vidsearch.example');
      const [game] = await env.server.booted.app.db.query<{ id: string }>(
        `SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id LIMIT 1`,
        [tenantId('cricket')],
      );
      // The match is on: its video grows as the stream comes (docs/live.md).
      await env.server.booted.app.db.query(
        `UPDATE assets SET status = 'live', duration = 3600 WHERE id = $1`,
        [game!.id],
      );
      const feed = (id: string, at: number, runs: number) =>
        env.server.call('POST', `/asset/v3/asset/${game!.id}/match-data/feed`, {
          token,
          body: {
            matchId: 'live-browser',
            format: 'events',
            events: [{ id, at, values: { batter: `Live Batter ${id}`, runs } }],
          },
        });
      expect((await feed('b1', 600, 4)).status).toBe(200);
      const boundaries = async () =>
        (
          await env.server.call<Array<{ assetId: string; rule: string; clipCount: number }>>(
            'GET',
            '/highlights/v1/highlights?name=Boundaries',
            { token },
          )
        ).body.find((p) => p.assetId === game!.id && p.rule === 'Boundaries')?.clipCount;
      await expect.poll(boundaries, { timeout: 30_000 }).toBeGreaterThan(0);
      const held = (await boundaries())!;

      const page = await signedInPage(env, 'cricket', 'cricket-highlights.html', {
        email: 'editor.cricket@vidsearch.example',
      });
      await page
        .getByRole('button', { name: /^Open Boundaries/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Boundaries' }).waitFor();
      const words = page.getByRole('status').filter({ hasText: /^The match is live/ });
      await words.waitFor();
      const list = page.getByRole('list', { name: 'Clips of the package, in order' });
      await list.getByText('Live Batter b1').waitFor();
      expect(await list.getByText('New', { exact: true }).count()).toBe(0);

      // A six is bowled: the package takes it while open, marked new, without a reload.
      expect((await feed('b2', 900, 6)).status).toBe(200);
      const six = list.getByRole('listitem').filter({ hasText: 'Live Batter b2' });
      await six.getByText('New', { exact: true }).waitFor({ timeout: 20_000 });
      await expect.poll(() => words.textContent()).toMatch(/1 clip is new since you last looked/);
      expect(await list.getByRole('listitem').count()).toBe(held + 1);
      await page.screenshot({ path: '/tmp/browser-vs-highlights-live.png', fullPage: true });
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
      await env.server.booted.app.db.query(`UPDATE assets SET status = 'ready' WHERE id = $1`, [
        game!.id,
      ]);
    }, 90_000);
  });
});
