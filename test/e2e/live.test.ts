import { describe, expect, it } from 'vitest';
import { violationsInBothThemes } from './axe';
import { appUnderTest, signInAs } from './harness';
import { sendTestPicture } from '../server/srt-encoder';
import { startHlsSource } from '../server/hls-source';

const EDITOR = 'editor.cricket@vidsearch.example';

/** This file's listeners on ports of their own, away from the server tests' and the OS's. */
const firstPort = 24_000 + Math.floor(Math.random() * 100) * 10;

describe('live matches, in the standalone app', () => {
  const app = appUnderTest({
    liveSrtPorts: { first: firstPort, last: firstPort + 4 },
    liveGraceSeconds: 60,
    livePreset: 'ultrafast',
    // The pulled source below is on loopback, over http: an operator's lab.
    allowPrivateImports: true,
  });

  it('goes live from the library, plays at the live edge and back, makes a new passphrase and ends', async () => {
    const page = await signInAs(app, EDITOR, { width: 1400, mode: 'system', clipboard: true });
    await page.goto(`${app.server.url}/library`);
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Go live' }).click();
    const form = page.getByRole('dialog', { name: 'Go live with a match' });
    // Today's match by default; the title is needed, said in words.
    expect(await form.getByRole('textbox', { name: 'Date' }).inputValue()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await form.getByRole('button', { name: 'Go live' }).click();
    await form.getByText('Give the video a title.').waitFor();
    await form.getByRole('textbox', { name: 'Title' }).fill('Live: Kings v Royals');
    await form
      .getByRole('textbox', { name: 'Match', exact: true })
      .fill('Kolkata Knight Riders v Rajasthan Royals');
    expect(await violationsInBothThemes(page)).toEqual([]);
    await form.getByRole('button', { name: 'Go live' }).click();

    // The encoder's address and passphrase, shown this once, to copy.
    const connection = page.getByRole('dialog', { name: 'The encoder for Live: Kings v Royals' });
    await connection
      .getByText('Copy the passphrase now: it is not shown again.', { exact: false })
      .waitFor();
    const addressField = connection.getByRole('textbox', {
      name: 'Address with the passphrase (OBS, vMix, ffmpeg)',
    });
    const address = await addressField.inputValue();
    expect(address).toMatch(
      new RegExp(`^srt://127\\.0\\.0\\.1:${firstPort}\\?passphrase=[\\w-]{32}&pbkeylen=16$`),
    );
    const passphrase = await connection
      .getByRole('textbox', { name: 'Passphrase', exact: true })
      .inputValue();
    expect(address).toContain(passphrase);
    await connection.getByRole('button', { name: 'Copy the address with the passphrase' }).click();
    await connection
      .getByRole('button', { name: 'Copied the address with the passphrase' })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    expect(await violationsInBothThemes(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-live-connection.png' });
    await connection.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row', { name: /Live: Kings v Royals/ });
    await row.getByText('Waiting for the signal').waitFor();
    // The passphrase is never in the list.
    expect(await page.content()).not.toContain(passphrase);

    // The encoder connects with what was copied: the row says it is live, and how it is heard.
    const sending = sendTestPicture(address, 150).catch((error: Error) => error);
    await row.getByText('Live', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByText('h264, 320×180, 25 fps').waitFor({ timeout: 15_000 });
    await row.getByText(/behind real time$/).waitFor();
    await page.screenshot({ path: '/tmp/e2e-live-row.png' });

    // It plays at its live edge, marked LIVE; back to its start, then to live again.
    await row.getByRole('button', { name: 'Play Live: Kings v Royals' }).click({ timeout: 30_000 });
    const player = page.getByRole('dialog', { name: 'Live: Kings v Royals' });
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByText('LIVE', { exact: true }).waitFor({ timeout: 20_000 });
    const video = player.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        timeout: 20_000,
      })
      .toBe(true);
    await player.getByText(/^\d+ s behind real time$/).waitFor();
    await page.screenshot({ path: '/tmp/e2e-live-playing.png' });
    // Seekable from the match's first second (DVR): Home goes there, and it is behind live.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(10);
    await player.getByRole('region', { name: 'Video player' }).press('Home');
    await player.getByRole('button', { name: 'Go to live' }).waitFor();
    await player.getByText(/behind live$/).waitFor();
    const back = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    expect(back).toBeLessThan(8);
    await page.screenshot({ path: '/tmp/e2e-live-behind.png' });
    // To the edge shaka plays from (a few segments behind the newest), marked LIVE again.
    await player.getByRole('button', { name: 'Go to live' }).click();
    await player.getByText('LIVE', { exact: true }).waitFor();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(back + 4);
    await player.getByRole('button', { name: 'Close' }).click();

    // The live feed sends a play as it happens: its clip is found at once, and its preview says
    // it is still being recorded until its end is in the stream, then plays.
    const { token } = await app.server.signIn(EDITOR);
    const assetId = (
      await app.server.booted.app.db.query<{ id: string }>(
        `SELECT id FROM assets WHERE title = 'Live: Kings v Royals'`,
      )
    )[0]!.id;
    /** The live feed sends a play of the Streamed Batter as it happens. */
    const play = async (id: string, runs: number) => {
      const fed = await app.server.call<{ clips: number }>(
        'POST',
        `/asset/v3/asset/${assetId}/match-data/feed`,
        {
          token,
          body: {
            matchId: 'kings-royals',
            format: 'events',
            events: [
              { id, at: new Date().toISOString(), values: { batter: 'Streamed Batter', runs } },
            ],
          },
        },
      );
      expect(fed.body.clips).toBe(1);
    };
    await play('six', 6);
    await page.goto(`${app.server.url}/explore?q=${encodeURIComponent('Streamed Batter')}`);
    const table = page.getByRole('table', { name: 'Clips found' });
    await table.getByRole('row').nth(1).getByRole('button').first().click();
    const preview = page.getByRole('region', { name: /^Preview: / });
    await preview
      .getByText('This clip is still being recorded. It plays in a few seconds.')
      .waitFor();
    await page.screenshot({ path: '/tmp/e2e-live-clip-coming.png' });
    await preview.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    expect(
      await preview
        .getByText('This clip is still being recorded. It plays in a few seconds.')
        .count(),
    ).toBe(0);
    // Another play of the live match: the results say so without moving, and show it on asking.
    const fourSent = Date.now();
    await play('four', 4);
    const notice = page.getByRole('button', { name: '1 new clip: show them' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await table.getByRole('row').count()).toBe(2);
    await page.screenshot({ path: '/tmp/e2e-live-new-clips.png' });
    await notice.click();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await notice.count()).toBe(0);

    // Its boundaries package grows as the match goes: another six while it is open, marked new.
    await page.goto(`${app.server.url}/highlights`);
    const open = page.getByRole('button', { name: 'Open Boundaries, Live: Kings v Royals' });
    await open.click({ timeout: 30_000 });
    await page
      .getByRole('status')
      .filter({ hasText: /^The match is live: its new clips join this package/ })
      .waitFor();
    const review = page.getByRole('list', { name: 'Clips of the package, in order' });
    const streamed = review.getByRole('listitem').filter({ hasText: 'Streamed Batter' });
    await expect.poll(() => streamed.count(), { timeout: 20_000 }).toBe(2);
    // Far enough after the four that its clip is not half inside the four's (a package plays
    // a moment once).
    await page.waitForTimeout(Math.max(0, fourSent + 10_000 - Date.now()));
    await play('another-six', 6);
    await expect.poll(() => streamed.count(), { timeout: 30_000 }).toBe(3);
    await review.getByText('New', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await review.getByText('New', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/e2e-live-highlights.png' });
    await page.goto(`${app.server.url}/library`);

    // A new passphrase: the old one stops, the new one is shown once; the encoder is let go.
    await row.getByRole('button', { name: 'Encoder connection for Live: Kings v Royals' }).click();
    const details = page.getByRole('dialog', { name: 'The encoder for Live: Kings v Royals' });
    await details.getByRole('textbox', { name: 'SRT address' }).waitFor();
    expect(await details.getByRole('textbox', { name: 'Passphrase', exact: true }).count()).toBe(0);
    await details.getByRole('button', { name: 'Make a new passphrase' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Make a new passphrase for Live: Kings v Royals?',
    });
    await confirm.getByRole('button', { name: 'Make a new passphrase' }).click();
    const renewed = page.getByRole('dialog', { name: 'The encoder for Live: Kings v Royals' });
    const next = await renewed
      .getByRole('textbox', { name: 'Passphrase', exact: true })
      .inputValue();
    expect(next).toMatch(/^[\w-]{32}$/);
    expect(next).not.toBe(passphrase);
    await renewed.getByRole('button', { name: 'Done' }).click();
    await row
      .getByText('A new passphrase was made: the encoder must connect with it.', { exact: false })
      .waitFor({ timeout: 15_000 });
    expect(await sending).toBeInstanceOf(Error);

    // Ended by hand: it becomes a normal video.
    await row.getByRole('button', { name: 'End live: Live: Kings v Royals' }).click();
    const end = page.getByRole('alertdialog', { name: 'End the live match Live: Kings v Royals?' });
    await end.getByRole('button', { name: 'End live' }).click();
    await page
      .getByText('Live: Kings v Royals has ended: it is being made into a video, with its clips.')
      .first()
      .waitFor();
    await row.getByText('Ready').waitFor({ timeout: 60_000 });
    expect(await row.getByRole('button', { name: /^End live/ }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  }, 240_000);

  it('lays out going live at 390 px, and refuses in words', async () => {
    const page = await signInAs(app, EDITOR, { width: 390, mode: 'light' });
    await page.goto(`${app.server.url}/library`);
    await page.getByRole('button', { name: 'Go live' }).click();
    const form = page.getByRole('dialog', { name: 'Go live with a match' });
    await form.getByRole('textbox', { name: 'Title' }).fill('A'.repeat(201));
    await form.getByRole('textbox', { name: 'Date' }).fill('31/02/2026');
    await form.getByRole('button', { name: 'Go live' }).click();
    await form.getByText('A title has at most 200 characters.').waitFor();
    await form.getByText('Enter a day as dd/mm/yyyy, such as 26/05/2024, or none.').waitFor();
    await form
      .getByRole('textbox', { name: 'Title' })
      .fill(
        'Live: a match with a very long name, Southern Stars Women v Coastal Kings Women, final',
      );
    await form.getByRole('textbox', { name: 'Date' }).fill('');
    await form.getByRole('button', { name: 'Go live' }).click();
    const connection = page.getByRole('dialog', { name: /^The encoder for Live: a match/ });
    await connection.getByRole('textbox', { name: 'Passphrase', exact: true }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await page.screenshot({ path: '/tmp/e2e-live-390.png', fullPage: true });
    await connection.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Live: a match with a very long name/ });
    await row.getByRole('button', { name: /^End live/ }).click();
    await page
      .getByRole('alertdialog', { name: /^End the live match/ })
      .getByRole('button', { name: 'End live' })
      .click();
    // Nothing came: it ends as a failed video, saying so.
    await row.getByText('The match ended before any picture came.').waitFor({ timeout: 20_000 });
    expect(await row.getByRole('button', { name: /^Try again/ }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  }, 120_000);

  it('pulls a match from a live HLS address at 1000 px: refuses a page in words, then takes the stream', async () => {
    const source = await startHlsSource();
    try {
      const page = await signInAs(app, EDITOR, { width: 1000, mode: 'system' });
      await page.goto(`${app.server.url}/library`);
      await page.getByRole('button', { name: 'Go live' }).click();
      const form = page.getByRole('dialog', { name: 'Go live with a match' });
      await form.getByRole('textbox', { name: 'Title' }).fill('Live: pulled from the broadcaster');
      await form
        .getByRole('radio', {
          name: 'HLS address: the server pulls a stream that is already HLS',
        })
        .check();
      await form.getByRole('button', { name: 'Go live' }).click();
      await form.getByText('Enter the address of the live stream’s playlist (.m3u8).').waitFor();
      const address = form.getByRole('textbox', { name: 'Live HLS address' });
      await address.fill(`${source.base}/page.html`);
      await form.getByRole('button', { name: 'Go live' }).click();
      await form
        .getByRole('alert')
        .getByText(
          'The live match could not be made. That address could not be read as a live HLS stream',
          { exact: false },
        )
        .waitFor();
      expect(await violationsInBothThemes(page)).toEqual([]);
      await address.fill(`${source.base}/master.m3u8?token=the-source-secret`);
      await form.getByRole('button', { name: 'Go live' }).click();
      const from = page.getByRole('dialog', {
        name: 'Where Live: pulled from the broadcaster comes from',
      });
      expect(await from.getByRole('textbox', { name: 'HLS address' }).inputValue()).toBe(
        `${source.base}/master.m3u8`,
      );
      await page.screenshot({ path: '/tmp/e2e-live-pulled-source.png' });
      await from.getByRole('button', { name: 'Done' }).click();

      const row = page.getByRole('row', { name: /Live: pulled from the broadcaster/ });
      await row.getByText('h264, 320×180, 25 fps').waitFor({ timeout: 30_000 });
      await row.getByText('Live', { exact: true }).waitFor();
      await page.screenshot({ path: '/tmp/e2e-live-pulled-row.png' });
      expect(await page.content()).not.toContain('the-source-secret');
      // The source closes its stream: the match waits for it, saying so, then is ended.
      await source.stop();
      await row
        .getByText('The stream at the address has ended.', { exact: false })
        .waitFor({ timeout: 30_000 });
      await row.getByText('if no new video comes within 1 minute', { exact: false }).waitFor();
      await row
        .getByRole('button', { name: 'End live: Live: pulled from the broadcaster' })
        .click();
      await page
        .getByRole('alertdialog', { name: 'End the live match Live: pulled from the broadcaster?' })
        .getByRole('button', { name: 'End live' })
        .click();
      await row.getByText('Ready').waitFor({ timeout: 60_000 });
      // The browser's own line for the refused page's answer; nothing of the app's.
      expect(page.errors).toEqual([expect.stringContaining('400')]);
    } finally {
      await source.close();
    }
  }, 150_000);
});
