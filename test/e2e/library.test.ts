import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist } from '../../src/core/api/contract';
import { tenantId } from '../server/helpers';
import { probeExport } from '../server/media-helpers';
import { violationsInBothThemes } from './axe';
import { appUnderTest, signInAs } from './harness';
import { choose, makeMatch } from './library-helpers';

const EDITOR = 'editor.cricket@vidsearch.example';

describe('the library, in the standalone app', () => {
  // Processing reads its source at real time: the journey sees it play before it is done.
  const app = appUnderTest({ ingestReadRate: 1, ingestJobs: { sweepSeconds: 1 } });
  let dir: string;
  let match: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-e2e-library-'));
    match = await makeMatch(dir, 'County final, day 1.mp4', 12);
  }, 60_000);
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('uploads a 1080p match, plays it while it is processed, and exports a collection of its clips', async () => {
    const page = await signInAs(app, EDITOR, { width: 1400, acceptDownloads: true });
    await page.getByRole('link', { name: 'Library' }).click();
    await page.waitForURL(`${app.server.url}/library`);
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();

    // The form is filled from the file's name; the person gives its match and day.
    await choose(page, [match], async (form) => {
      expect(
        await form.getByRole('textbox', { name: 'Title of County final, day 1.mp4' }).inputValue(),
      ).toBe('County final, day 1');
      await form.getByRole('textbox', { name: 'Match date' }).fill('31/02/2026');
      await form.getByRole('button', { name: 'Upload 1 video' }).click();
      await form.getByText('Write the day as dd/MM/yyyy, like 26/05/2024.').waitFor();
      await page.screenshot({ path: '/tmp/e2e-library-add-form.png' });
      await form
        .getByRole('textbox', { name: 'Match', exact: true })
        .fill('Southern Stars v Coastal Kings');
      await form.getByRole('textbox', { name: 'Match date' }).fill('14/01/2026');
    });
    const sent = page.getByRole('list', { name: 'Uploads from this page' });
    await sent
      .getByText('Uploaded. Its row below shows its processing.')
      .waitFor({ timeout: 30_000 });
    const row = page.getByRole('row', { name: /County final, day 1/ });
    await row.getByText(/^Processing \d+%$/).waitFor({ timeout: 30_000 });
    // It carries what was given as it was added.
    await row.getByText('Southern Stars v Coastal Kings').waitFor();
    await row.getByText('14/01/2026').waitFor();
    await page.screenshot({ path: '/tmp/e2e-library-processing.png', fullPage: true });

    // Its first segments are in: it plays while the rest is made.
    await row.getByRole('button', { name: 'Play County final, day 1' }).click({ timeout: 30_000 });
    const player = page.getByRole('dialog', { name: 'County final, day 1' });
    await player.getByText(/still being processed: more follows$/).waitFor();
    await player.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.5);
    expect(await row.getByText(/^Processing \d+%$/).count()).toBe(1);
    await page.screenshot({ path: '/tmp/e2e-library-playing.png' });
    await player.getByRole('button', { name: 'Close' }).click();

    await page.getByText('County final, day 1 is ready.').first().waitFor({ timeout: 60_000 });
    await row.getByText('Ready').waitFor();
    const assetId = (
      await app.server.booted.app.db.query<{ id: string }>(
        `SELECT id FROM assets WHERE title = 'County final, day 1'`,
      )
    )[0]!.id;

    // Its clips arrive with its event data; a collection of two of them is exported.
    const { token } = await app.server.signIn(EDITOR);
    const clip = (id: string, offset: number) => ({
      id,
      assetId,
      offset,
      duration: 2,
      payload: [{ category: 'batter', value: 'County Opener' }],
    });
    const data = await app.server.call('PUT', '/middleware/search/data', {
      token,
      body: { clips: [clip('county-final-1', 2), clip('county-final-2', 7)] },
    });
    expect(data.status).toBe(200);
    const made = await app.server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${tenantId('cricket')}/users/me/playlists`,
      {
        token,
        body: {
          title: 'County final wickets',
          clips: [
            { asset_id: assetId, offset: 2, duration: 2, stash: '{}' },
            { asset_id: assetId, offset: 7, duration: 2, stash: '{}' },
          ],
        },
      },
    );
    await page.reload();
    // The count of its clips (a card's label is in the cell, hidden in a table).
    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toBe('Clips 2');

    await page.goto(`${app.server.url}/collection?id=${made.body.id}`);
    await page.getByRole('heading', { name: 'County final wickets' }).waitFor();
    // The clip editor works on it as on a seeded match: its keyframes and its sound's waveform.
    await page
      .getByRole('button', { name: /^Trim / })
      .nth(1)
      .click();
    const editor = page.getByRole('group', { name: /^Trim / });
    await expect.poll(() => editor.locator('[data-part="waveform"]').count()).toBe(1);
    await expect.poll(() => editor.locator('[data-part="keyframe"]').count()).toBeGreaterThan(1);
    await page.screenshot({ path: '/tmp/e2e-library-editor.png', fullPage: true });
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'File name' }).fill('County final wickets');
    await dialog.getByRole('button', { name: 'Export MP4' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Exports' }).click();
    const exported = page.getByRole('row', { name: /County final wickets\.mp4/ });
    await expect.poll(() => exported.getByText('Completed').count(), { timeout: 90_000 }).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exported.getByRole('link', { name: 'Download County final wickets.mp4' }).click(),
    ]);
    const file = path.join(dir, 'export.mp4');
    await download.saveAs(file);
    const probe = await probeExport(file);
    expect(Math.abs(probe.duration - 4)).toBeLessThanOrEqual(0.1);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('refuses in words, edits and deletes, and holds up in both themes and at 390 px', async () => {
    const page = await signInAs(app, EDITOR, { width: 1000, mode: 'system' });
    await page.goto(`${app.server.url}/library`);
    await page
      .getByRole('status')
      .filter({ hasText: / videos$/ })
      .waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);

    // What the library does not take is refused before anything is sent.
    const notes = path.join(dir, 'match notes.pdf');
    await writeFile(notes, 'not a video');
    // Refused at once: no form to fill for it.
    const [picker] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose video files' }).click(),
    ]);
    await picker.setFiles([notes]);
    await page
      .getByText(
        'match notes.pdf is not a kind of video the library takes. Send MP4, MOV, MXF, MKV or MPEG-TS.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Dismiss match notes.pdf' }).click();

    // An address: checked on the field, then refused by the server in words.
    await page.getByRole('button', { name: 'Add from an address' }).click();
    const address = page.getByRole('dialog', { name: 'Add a video from an address' });
    // Cricket's library also adds from its own bucket folder, and says which.
    const field = address.getByRole('textbox', { name: 'Address (https, or your bucket)' });
    await address.getByText(/or a file in s3:\/\/scc-broadcast-archive\/footage\/\.$/).waitFor();
    await field.fill('http://example.com/final.mp4');
    await address.getByRole('button', { name: 'Add' }).click();
    await address
      .getByText('Give an https address, or one in your organisation’s bucket (s3://).')
      .waitFor();
    await field.fill('s3://scc-broadcast-archive/exports/final.mp4');
    await address.getByText('Give one file in s3://scc-broadcast-archive/footage/.').waitFor();
    // This server was started without S3 access: said in words, not in the server's.
    await field.fill('s3://scc-broadcast-archive/footage/final.mp4');
    await address.getByRole('button', { name: 'Add' }).click();
    await address
      .getByText(
        'This server cannot read buckets yet: ask your administrator, or give an https address.',
      )
      .waitFor();
    await page.screenshot({ path: '/tmp/e2e-library-import.png' });
    await field.fill('https://127.0.0.1/final.mp4');
    await address.getByRole('button', { name: 'Add' }).click();
    await address
      .getByText(
        'That address cannot be fetched: use an https address on the internet that anyone can open.',
      )
      .waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);
    await address.getByRole('button', { name: 'Cancel' }).click();

    // Edit: the title is needed; the match and series are the tenant's own categories.
    const seeded = 'Desert Dingoes v Southern Stars, Test 1';
    await page.getByRole('button', { name: `Edit ${seeded}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${seeded}` });
    const title = edit.getByRole('textbox', { name: 'Title' });
    await title.fill(' ');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Give the video a title.').waitFor();
    const long = `${seeded} at the Kingsmead Oval, day four of five, the whole broadcast feed`;
    await title.fill(long);
    await edit.getByRole('textbox', { name: 'Series' }).fill('Southern Test series 2026');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${long} is saved.`).first().waitFor();
    const row = page.getByRole('row', { name: new RegExp(long) });
    await row.waitFor();

    // Delete says first what it takes with it.
    await row.getByRole('button', { name: `Delete ${long}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${long}?` });
    await confirm
      .getByText(/^Its \d+ clips go with it, from search and from \d+ collections? that/)
      .waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/e2e-library-delete-390.png' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${long} was deleted.`).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // A phone: cards, nothing wider than the screen.
    await page.screenshot({ path: '/tmp/e2e-library-390.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The refused address answered 400 and the bucket 503, which the browser notes; nothing else.
    expect(page.errors.filter((e) => !/status of (400|503)/.test(e))).toEqual([]);
    await page.context().close();
  }, 120_000);
});
