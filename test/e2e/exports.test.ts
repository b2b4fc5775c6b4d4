import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportStatusItem, Playlist, PlaylistClip } from '../../src/core/api/contract';
import { tenantId } from '../server/helpers';
import { grayFrame, probeExport } from '../server/media-helpers';
import { violations } from './axe';
import { appUnderTest, signInAs } from './harness';
import { DRAFT_MP4_ENCODING } from '../../server/exports/renderers/mp4-command';

/** What the test server's exports are encoded at (test/server/helpers.ts). */
const DRAFT_VIDEO = {
  width: DRAFT_MP4_ENCODING.width,
  height: DRAFT_MP4_ENCODING.height,
  fps: DRAFT_MP4_ENCODING.fps,
};

/**
 * The end of the main journey: a collection exported from its page, followed on /exports,
 * downloaded and checked; an EDL read strictly; a running export cancelled; and the tenants
 * whose exports differ (rugby hides duration, the image library has no /exports).
 */
describe('exports, in the standalone app', () => {
  // Renders read their sources at real time: one still runs when the journey reaches it.
  const app = appUnderTest({ exportEncoding: { ...DRAFT_MP4_ENCODING, readRate: 1 } });
  let downloads: string;
  afterAll(() => (downloads ? rm(downloads, { recursive: true, force: true }) : undefined));

  const signedIn = (email: string, width: number, mode: 'dark' | 'light' = 'dark') =>
    signInAs(app, email, { width, mode, acceptDownloads: true });

  /** A collection of the person's, made through the API: `clips` from the tenant's matches. */
  async function collection(
    email: string,
    tenantKey: string,
    title: string,
    clips: number,
    seconds: number,
    withBumper = false,
  ): Promise<string> {
    const { token } = await app.server.signIn(email);
    const tenant = tenantId(tenantKey);
    const assets = await app.server.booted.app.db.query<{ id: string; kind: string }>(
      'SELECT id, kind FROM assets WHERE tenant_id = $1 ORDER BY id',
      [tenant],
    );
    const matches = assets.filter((a) => a.kind === 'video');
    const items: PlaylistClip[] = Array.from({ length: clips }, (_, i) => ({
      asset_id: matches[i % matches.length]!.id,
      offset: i,
      duration: seconds,
      stash: '{}',
    }));
    const bumper = assets.find((a) => a.kind === 'bumper');
    if (withBumper && bumper)
      items.splice(1, 0, { asset_id: bumper.id, offset: 0, duration: 1, stash: '{}' });
    const made = await app.server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${tenant}/users/me/playlists`,
      { token, body: { title, clips: items } },
    );
    expect(made.status).toBe(201);
    return made.body.id;
  }

  /** An export made through the API, waited for, and its file saved at `file`. */
  async function exportThroughApi(token: string, playlistId: string, body: object, file: string) {
    const publication = `/middleware/publication/${tenantId('cricket')}`;
    const started = await app.server.call<ExportStatusItem>('POST', `${publication}/export/video`, {
      token,
      body: { playlistId, ...body },
    });
    expect(started.status).toBe(202);
    let item = started.body;
    while (!['SUCCESS', 'FAILURE'].includes(item.status)) {
      await new Promise((r) => setTimeout(r, 300));
      item = (
        await app.server.call<ExportStatusItem>('GET', `${publication}/exports/${item.id}`, {
          token,
        })
      ).body;
    }
    expect(item.status).toBe('SUCCESS');
    await writeFile(file, Buffer.from(await (await fetch(item.downloadURL!)).arrayBuffer()));
  }

  async function exportFromDialog(page: Page, option: string, fileName: string) {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: option, exact: true }).check();
    await dialog.getByRole('textbox', { name: 'File name' }).fill(fileName);
    await dialog.getByRole('button', { name: `Export ${option}` }).click();
    return dialog;
  }

  it('exports a collection of three clips and a bumper as MP4, followed on /exports and downloaded', async () => {
    const id = await collection(
      'editor.cricket@vidsearch.example',
      'cricket',
      'Final overs',
      3,
      1,
      true,
    );
    const page = await signedIn('editor.cricket@vidsearch.example', 1400);
    await page.goto(`${app.server.url}/collection?id=${id}`);
    await page.getByRole('heading', { name: 'Final overs' }).waitFor();
    await page.evaluate(() => {
      document.querySelector('vs-collection')!.addEventListener('vs-export-start', (e) => {
        (window as unknown as { started: unknown }).started = (e as CustomEvent).detail;
      });
    });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export “Final overs”' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'MP4', exact: true }).isChecked()).toBe(true);
    expect(await violations(page)).toEqual([]);
    // A name with nothing to call a file is refused on the field, before any call.
    await dialog.getByRole('textbox', { name: 'File name' }).fill('///');
    await dialog.getByRole('button', { name: 'Export MP4' }).click();
    await dialog.getByText('Give the file a name with letters or digits.').waitFor();
    await dialog.getByRole('textbox', { name: 'File name' }).fill('Final overs cut');
    await dialog.getByRole('button', { name: 'Export MP4' }).click();
    await page
      .getByRole('dialog')
      .getByRole('progressbar')
      .or(page.getByText('is ready'))
      .first()
      .waitFor();
    const started = await page.evaluate(
      () => (window as unknown as { started: { export: { fileName: string } } }).started,
    );
    expect(started.export.fileName).toBe('Final overs cut.mp4');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Exports' }).click();
    await page.waitForURL(`${app.server.url}/exports`);
    const row = page.getByRole('row', { name: /Final overs cut\.mp4/ });
    await row.waitFor();
    await expect.poll(() => row.getByText('Completed').count(), { timeout: 90_000 }).toBe(1);
    // Every link's name holds its visible words (WCAG 2.5.3: speech users say what they see).
    const links = await page.getByRole('table').getByRole('link').all();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const shown = (await link.innerText()).trim().toLowerCase();
      const name = ((await link.getAttribute('aria-label')) ?? shown).toLowerCase();
      expect(name, shown).toContain(shown);
    }
    downloads = await mkdtemp(path.join(os.tmpdir(), 'vs-e2e-exports-'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download Final overs cut.mp4' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Final overs cut.mp4');
    // A finished export's collection can be shared for review from its row.
    await row.getByRole('button', { name: /^Share for review: / }).click();
    const sharing = page.getByRole('dialog', { name: /^Share “.+” for review$/ });
    await sharing.getByRole('button', { name: 'Make the link' }).click();
    const made = page.getByRole('dialog', { name: 'The review link' });
    expect(await made.getByRole('textbox', { name: 'Review link' }).inputValue()).toMatch(
      /\/review#/,
    );
    await made.getByRole('button', { name: 'Done' }).click();
    const file = path.join(downloads, 'export.mp4');
    await download.saveAs(file);
    const probe = await probeExport(file);
    expect(probe).toMatchObject({
      video: { codec: 'h264', ...DRAFT_VIDEO },
      audio: { codec: 'aac', sampleRate: 44_100, channels: 2 },
      moovBeforeMdat: true,
    });
    // Three clips of 1 s and a bumper of 1 s, each trimmed by 0.01 s (HLS, SPEC §9).
    expect(Math.abs(probe.duration - 3.96)).toBeLessThanOrEqual(0.05);
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('vs-theme-mode', m), mode);
      await page.reload();
      await row.waitFor();
      // The dark theme is checked whole, the light for what a theme changes: its colours.
      expect(await violations(page, { coloursOnly: mode === 'light' }), mode).toEqual([]);
    }
    expect(page.errors).toEqual([]);
  }, 180_000);

  it('exports a vertical MP4 with captions, previewed first, and the download holds both', async () => {
    const { token } = await app.server.signIn('editor.cricket@vidsearch.example');
    const tenant = tenantId('cricket');
    const [match] = await app.server.booted.app.db.query<{ id: string }>(
      `SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id LIMIT 1`,
      [tenant],
    );
    const payload = [
      { category: 'batter', value: 'VR Iyer', startTime: 0, endTime: 0 },
      { category: 'runs', value: '6', startTime: 0, endTime: 0 },
    ];
    const made = await app.server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${tenant}/users/me/playlists`,
      {
        token,
        body: {
          title: 'Socials',
          clips: [
            { asset_id: match!.id, offset: 2, duration: 4, stash: JSON.stringify({ payload }) },
          ],
        },
      },
    );
    const page = await signedIn('editor.cricket@vidsearch.example', 390, 'light');
    await page.goto(`${app.server.url}/collection?id=${made.body.id}`);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export “Socials”' });
    await dialog.getByRole('radio', { name: 'Vertical 9:16' }).check();
    await dialog
      .getByRole('checkbox', { name: /^Captions from each clip’s details, such as “SIX! Batter”$/ })
      .check();
    const still = dialog.getByRole('img', { name: /captioned “SIX! VR Iyer”$/ });
    await still.waitFor({ timeout: 30_000 });
    expect(
      await still.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth),
    ).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-export-vertical-390-light.png', fullPage: true });
    await dialog.getByRole('textbox', { name: 'File name' }).fill('Socials vertical');
    await dialog.getByRole('button', { name: 'Export MP4' }).click();
    const download = page.getByRole('link', { name: 'Download Socials vertical.mp4' });
    await download.waitFor({ timeout: 90_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    downloads ??= await mkdtemp(path.join(os.tmpdir(), 'vs-e2e-exports-'));
    const saved = path.join(downloads, 'vertical.mp4');
    await file.saveAs(saved);
    const probe = await probeExport(saved);
    expect(probe.video).toMatchObject({ codec: 'h264', width: 180, height: 320 });
    // The same export without captions, made through the API, differs from the download where
    // the caption is (near the top: the tenant's mark is at the bottom), and hardly elsewhere.
    const plain = path.join(downloads, 'plain.mp4');
    await exportThroughApi(token, made.body.id, { aspect: '9:16' }, plain);
    const [captioned, bare] = await Promise.all([
      grayFrame(saved, 1, true),
      grayFrame(plain, 1, true),
    ]);
    const difference = (from: number, to: number) => {
      let sum = 0;
      let n = 0;
      for (let y = Math.floor(320 * from); y < Math.floor(320 * to); y++)
        for (let x = 0; x < 180; x++, n++)
          sum += Math.abs(captioned[y * 180 + x]! - bare[y * 180 + x]!);
      return sum / n;
    };
    expect(difference(0.08, 0.2)).toBeGreaterThan(10);
    expect(difference(0.3, 1)).toBeLessThan(difference(0.08, 0.2) / 5);
    // The shape, captions and preview in the dark theme too (the light one was checked above).
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Square 1:1' }).check();
    await dialog.getByRole('checkbox', { name: /^Captions from each clip’s details/ }).check();
    await dialog.getByRole('img', { name: /captioned “SIX! VR Iyer”$/ }).waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(page.errors).toEqual([]);
  }, 180_000);

  it('exports an EDL whose events read strictly as CMX 3600', async () => {
    const id = await collection('editor.cricket@vidsearch.example', 'cricket', 'Edit list', 3, 2);
    const page = await signedIn('editor.cricket@vidsearch.example', 1000);
    await page.goto(`${app.server.url}/collection?id=${id}`);
    await page.getByRole('heading', { name: 'Edit list' }).waitFor();
    const dialog = await exportFromDialog(page, 'EDL', 'Edit list');
    await dialog
      .getByRole('heading', { name: 'Your export is ready' })
      .waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download Edit list.edl' }).click(),
    ]);
    downloads ??= await mkdtemp(path.join(os.tmpdir(), 'vs-e2e-exports-'));
    const file = path.join(downloads, 'list.edl');
    await download.saveAs(file);
    const lines = (await readFile(file, 'utf8')).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['TITLE: Edit list', 'FCM: NON-DROP FRAME']);
    const events = lines.filter((l) => /^\d{3} /.test(l));
    expect(events).toHaveLength(3);
    const TC = String.raw`\d\d:\d\d:\d\d:\d\d`;
    const strict = new RegExp(
      `^\\d{3}  [A-Z0-9]{1,8} *AA/V  C {8}(${TC}) (${TC}) (${TC}) (${TC})$`,
    );
    let record = '01:00:00:00';
    for (const line of events) {
      const [, , , recordIn, recordOut] = strict.exec(line) ?? [];
      expect(recordIn, line).toBe(record);
      record = recordOut!;
    }
    expect(record).toBe('01:00:06:00');
    expect(await dialog.getByRole('link', { name: 'Download OTIO' }).count()).toBe(1);
    expect(page.errors).toEqual([]);
  }, 90_000);

  it('cancels a running export from /exports, and offers to try it again', async () => {
    const id = await collection('editor.cricket@vidsearch.example', 'cricket', 'Long reel', 8, 10);
    const page = await signedIn('editor.cricket@vidsearch.example', 390);
    await page.goto(`${app.server.url}/collection?id=${id}`);
    await page.getByRole('heading', { name: 'Long reel' }).waitFor();
    await exportFromDialog(page, 'MP4', 'Long reel');
    await page.getByRole('dialog').getByRole('progressbar').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.goto(`${app.server.url}/exports`);
    const row = page.getByRole('row', { name: /Long reel\.mp4/ });
    await row.getByRole('progressbar').waitFor();
    await row.getByRole('button', { name: 'Cancel Long reel.mp4' }).click();
    // The SPEC's status, and in the same words that it was cancelled.
    await row.getByText('Failed: cancelled').waitFor();
    await row.getByRole('button', { name: 'Try again: Long reel.mp4' }).waitFor();
    // At 390 px the rows are cards: nothing runs off the side.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(page.errors).toEqual([]);
  }, 90_000);

  it('hides duration for the rugby tenant that masks it', async () => {
    const id = await collection(
      'editor.rugby-union@vidsearch.example',
      'rugby-union',
      'Tries',
      1,
      1,
    );
    const { token } = await app.server.signIn('editor.rugby-union@vidsearch.example');
    const started = await app.server.call(
      'POST',
      `/middleware/publication/${tenantId('rugby-union')}/export/video`,
      { token, body: { playlistId: id } },
    );
    expect(started.status).toBe(202);
    const page = await signedIn('editor.rugby-union@vidsearch.example', 1400);
    await page.goto(`${app.server.url}/exports`);
    const headers = page.locator('vs-exports').getByRole('columnheader');
    await headers.first().waitFor();
    expect(await headers.allTextContents()).toEqual([
      'File name',
      'Type',
      'Status',
      'Created',
      'Expires',
      'Actions',
    ]);
    expect(page.errors).toEqual([]);
  });

  it('has no /exports for the image library', async () => {
    const page = await signedIn('editor.images@vidsearch.example', 1400);
    expect(await page.getByRole('link', { name: 'Exports' }).count()).toBe(0);
    await page.goto(`${app.server.url}/exports`);
    await page.getByRole('heading', { name: 'Exports is not available' }).waitFor();
    expect(page.errors).toEqual([]);
  });
});
