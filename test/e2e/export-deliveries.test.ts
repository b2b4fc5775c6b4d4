import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { startLocalArchive, type LocalArchive } from '../../server/exports/renderers/local-archive';
import type { Playlist, PlaylistClip } from '../../src/core/api/contract';
import { tenantId } from '../server/helpers';
import { violations } from './axe';
import { appUnderTest, signInAs } from './harness';

/**
 * Exports that leave the platform, as a person asks for them from a collection: a playback
 * link to share, a footage request mailed to the desk that releases it, and an order handed
 * to the tenant's cart; each found again on /exports.
 */
describe('delivered exports, in the standalone app', () => {
  // The archive store starts first: the server is given its address as it boots.
  const overrides: Partial<ServerConfig> = {};
  let archive: LocalArchive | undefined;
  let archiveDir: string | undefined;
  beforeAll(async () => {
    archiveDir = await mkdtemp(path.join(os.tmpdir(), 'vs-e2e-archive-'));
    archive = await startLocalArchive(archiveDir);
    overrides.s3 = archive.settings;
  });
  afterAll(async () => {
    await archive?.close();
    if (archiveDir) await rm(archiveDir, { recursive: true, force: true });
  });
  const app = appUnderTest(overrides);

  const signedIn = (tenantKey: string, width: number, mode: 'dark' | 'light' = 'dark') =>
    signInAs(app, `editor.${tenantKey}@vidsearch.example`, { width, mode, clipboard: true });

  /** A collection of two clips of the tenant's matches, made through the API, opened. */
  async function openCollection(
    page: Awaited<ReturnType<typeof signedIn>>,
    tenantKey: string,
    title: string,
  ) {
    const { token } = await app.server.signIn(`editor.${tenantKey}@vidsearch.example`);
    const tenant = tenantId(tenantKey);
    const assets = await app.server.booted.app.db.query<{ id: string }>(
      `SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id`,
      [tenant],
    );
    const clips: PlaylistClip[] = [0, 1].map((i) => ({
      asset_id: assets[i % assets.length]!.id,
      offset: 1 + i,
      duration: 1.5,
      stash: '{}',
    }));
    const made = await app.server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${tenant}/users/me/playlists`,
      { token, body: { title, clips } },
    );
    expect(made.status).toBe(201);
    await page.goto(`${app.server.url}/collection?id=${made.body.id}`);
    await page.getByRole('heading', { name: title }).waitFor();
  }

  it('shares a playback link: copied from the dialog, and again from /exports', async () => {
    for (const width of [390, 1000, 1400]) {
      const page = await signedIn('racing', width, width === 1000 ? 'light' : 'dark');
      const title = `Winners’ enclosure, every race of the afternoon at ${width}`;
      await openCollection(page, 'racing', title);
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Playback link' }).check();
      await dialog.getByRole('button', { name: 'Make playback link' }).click();
      await dialog.getByRole('heading', { name: 'Your playback link is ready' }).waitFor();
      const link = await dialog.getByRole('textbox', { name: 'Playback link' }).inputValue();
      expect(link).toMatch(/\/files\/0\/.+\.m3u8\?tenant=.+&exp=\d+&sig=/);
      // Nothing to download: the link is the thing.
      expect(await dialog.getByRole('link', { name: /Download/ }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await dialog.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/e2e-export-link-${width}.png` });
      // Any HLS player opens it, with no headers.
      const stream = await fetch(link);
      expect(stream.status).toBe(200);
      expect(await stream.text()).toMatch(/^#EXTM3U/);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.goto(`${app.server.url}/exports`);
      const row = page.getByRole('row', { name: new RegExp(`${width}\\.m3u8`) });
      await row.getByText('Playback link', { exact: true }).waitFor();
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await row.getByRole('button', { name: /^Copy link: / }).click();
      await page
        .getByText(/The link to .+ is copied\./)
        .first()
        .waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/e2e-exports-link-${width}.png`, fullPage: true });
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  }, 180_000);

  it('sends a footage request to the desk that releases it, with the person’s notes', async () => {
    const page = await signedIn('events', 1000);
    await openCollection(page, 'events', 'Incident 2291');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Request a copy' }).check();
    // Nothing of the person's to name: the request is what it is.
    expect(await dialog.getByRole('textbox', { name: 'File name' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Choose an output type.').waitFor();
    await dialog.getByRole('radio', { name: 'Original camera files' }).check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Choose who receives the request.').waitFor();
    await dialog.getByRole('radio', { name: /^Evidence desk/ }).check();
    const notes = dialog.getByRole('textbox', { name: 'Notes for the person who releases it' });
    await notes.fill('x'.repeat(2001));
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Keep the notes to 2000 characters.').waitFor();
    await notes.fill('For the hearing on 3 December.');
    // Put right, the field no longer says it is wrong.
    expect(await dialog.getByText('Keep the notes to 2000 characters.').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-export-request-form.png' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByRole('heading', { name: 'Request sent' }).waitFor({ timeout: 30_000 });
    await dialog
      .getByText('Your request was sent to evidence.desk@sentinelevents.example')
      .waitFor();
    const mail = app.server.mail.find((m) => m.to === 'evidence.desk@sentinelevents.example');
    expect(mail?.text).toContain('as Original camera files');
    expect(mail?.text).toContain('For the hearing on 3 December.');
    await page.screenshot({ path: '/tmp/e2e-export-request-sent.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${app.server.url}/exports`);
    const row = page.getByRole('row', { name: /Incident 2291\.txt/ });
    await row.getByText('Sent to evidence.desk@sentinelevents.example').waitFor();
    await row.getByText('Request a copy', { exact: true }).waitFor();
    expect(page.errors).toEqual([]);
  }, 90_000);

  it('hands an order to the tenant’s cart, which shows what it received', async () => {
    const page = await signedIn('rugby-union', 1400);
    await openCollection(page, 'rugby-union', 'Round 7 tries');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Order broadcast copy' }).check();
    await dialog.getByRole('button', { name: 'Continue to cart' }).click();
    await dialog.getByText('Choose an output type.').waitFor();
    await dialog.getByRole('radio', { name: 'MP4 1080p' }).check();
    await dialog.getByRole('button', { name: 'Continue to cart' }).click();
    // This server stands in for the tenant's cart.
    await page.waitForURL(`${app.server.url}/cart/callback`);
    await page.getByRole('heading', { name: 'Your order' }).waitFor();
    await page.getByText('Round 7 tries').waitFor();
    await page.getByText('MP4 1080p').waitFor();
    expect(await page.getByRole('row').count()).toBe(3);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-cart.png', fullPage: true });
    await page.getByRole('link', { name: 'Back to your exports' }).click();
    const row = page.getByRole('row', { name: /Round 7 tries/ });
    await row.getByText('Sent to the cart at').waitFor();
    expect(await row.getByText('Completed').count()).toBe(1);
    expect(page.errors).toEqual([]);
  }, 90_000);

  it('sends an MP4 to the tenant’s archive, and says where it went', async () => {
    const page = await signedIn('cricket', 390, 'light');
    await openCollection(page, 'cricket', 'Archive reel');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'MP4 to archive' }).check();
    await dialog.getByRole('button', { name: 'Send to archive' }).click();
    await dialog.getByRole('heading', { name: 'Delivered' }).waitFor({ timeout: 60_000 });
    const where = dialog.getByText(
      /^Archive reel\.mp4 was delivered to s3:\/\/scc-broadcast-archive\/exports\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\/Archive reel\.mp4\.$/,
    );
    await where.waitFor();
    // Nothing is kept here to download.
    expect(await dialog.getByRole('link', { name: /Download/ }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-export-archive-390.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(`${app.server.url}/exports`);
    const row = page.getByRole('row', { name: /Archive reel\.mp4/ });
    await row.getByText(/^Sent to s3:\/\/scc-broadcast-archive\//).waitFor();
    await row.getByText('MP4 to archive', { exact: true }).waitFor();
    // Delivered elsewhere, it does not expire here.
    await row.getByText('Expires —').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/e2e-exports-archive-390.png', fullPage: true });
    expect(page.errors).toEqual([]);
  }, 120_000);

  it('makes a MediaConvert job to download, with how to submit it', async () => {
    const page = await signedIn('cricket', 1000);
    await openCollection(page, 'cricket', 'Cloud reel');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'MediaConvert job' }).check();
    await dialog.getByRole('button', { name: 'Make job document' }).click();
    await dialog
      .getByRole('heading', { name: 'Your export is ready' })
      .waitFor({ timeout: 30_000 });
    await dialog
      .getByText('aws mediaconvert create-job --cli-input-json file://Cloud reel.json')
      .waitFor();
    const json = dialog.getByRole('link', { name: 'Download Cloud reel.json' });
    const job = (await (await fetch((await json.getAttribute('href'))!)).json()) as {
      Settings: { Inputs: unknown[] };
    };
    expect(job.Settings.Inputs).toHaveLength(2);
    await page.screenshot({ path: '/tmp/e2e-export-mediaconvert.png' });
    expect(page.errors).toEqual([]);
  }, 90_000);
});
