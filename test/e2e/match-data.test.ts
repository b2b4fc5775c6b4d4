import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMatchFile, type MatchFile } from '../../src/core/domain/match-data';
import { matchDataFixtureText } from '../fixtures/match-data/fixture';
import { violationsInBothThemes } from './axe';
import { appUnderTest, signInAs } from './harness';
import { choose, makeMatch } from './library-helpers';

const EDITOR = 'editor.cricket@vidsearch.example';
const FINAL_FILE = path.join(import.meta.dirname, '../fixtures/match-data/cricsheet/1426312.json');
const FINAL = readMatchFile(
  matchDataFixtureText('cricsheet/1426312.json'),
  '1426312.json',
) as Extract<MatchFile, { format: 'cricsheet' }>;
const FINAL_MATCH = 'Sunrisers Hyderabad v Kolkata Knight Riders';
const LOGGER_FILE = path.join(
  import.meta.dirname,
  '../fixtures/match-data/logger/15986-logger.csv',
);
const CHASE = FINAL.innings[1]!;
/** The final's top scorer: Venkatesh Iyer, 52 not out in the chase. */
const TOP_SCORER = 'VR Iyer';
const TOP_SCORER_BALLS = (
  JSON.parse(matchDataFixtureText('cricsheet/1426312.json')) as {
    innings: Array<{ overs: Array<{ deliveries: Array<{ batter: string }> }> }>;
  }
).innings[1]!.overs.flatMap((o) => o.deliveries).filter((d) => d.batter === TOP_SCORER).length;

/** A batter of the first innings only, to which the import gives no time. */
const FIRST_INNINGS_BATTER = 'AK Markram';
const FIRST_INNINGS_BATTER_BALLS = (
  JSON.parse(matchDataFixtureText('cricsheet/1426312.json')) as {
    innings: Array<{ overs: Array<{ deliveries: Array<{ batter: string }> }> }>;
  }
).innings[0]!.overs.flatMap((o) => o.deliveries).filter(
  (d) => d.batter === FIRST_INNINGS_BATTER,
).length;

/**
 * A match's own footage and its provider's data as a person brings them: upload the chase of
 * the IPL 2024 final, import its Cricsheet file with two sync points, find the top scorer's
 * balls by search and play one at its place, and build the game's highlight packages.
 */
describe('match data, in the standalone app', () => {
  const app = appUnderTest();
  let dir: string;
  let video: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-e2e-match-data-'));
    video = await makeMatch(dir, 'IPL final 2024, the chase.mp4', 120, '320x180');
  }, 60_000);
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('imports the final onto its uploaded video, finds the top scorer’s balls and builds its highlights', async () => {
    const page = await signInAs(app, EDITOR, { width: 1400, mode: 'system' });
    await page.getByRole('link', { name: 'Library' }).click();
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    await choose(page, [video]);
    const row = page.getByRole('row', { name: /IPL final 2024, the chase/ });
    await row.getByText('Ready').waitFor({ timeout: 90_000 });

    await row
      .getByRole('button', { name: 'Import match data for IPL final 2024, the chase' })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Import match data/ });
    await dialog
      .getByLabel('The provider’s file (.json, or a logger’s .csv)')
      .setInputFiles(FINAL_FILE);
    await dialog.getByText(`${FINAL_MATCH}: a Cricsheet file.`).waitFor();
    expect(
      await dialog.getByRole('textbox', { name: 'The provider’s id of the match' }).inputValue(),
    ).toBe('1426312');

    // A logger's table of ball times stands for the sync points; one naming a ball the match
    // did not have is refused in words, and the person gives sync points instead.
    const times = path.join(dir, 'ball times.csv');
    await writeFile(times, 'innings,over,ball,time\n2,0,1,0:05\n2,30,1,0:50\n');
    await dialog
      .getByLabel('Or the logger’s table of ball times (CSV: innings, over, ball, time)')
      .setInputFiles(times);
    await dialog.getByText('Every ball’s time from ball times.csv: 2 balls.').waitFor();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('Row 3 of ball times.csv: Innings 2 has no ball 30.1.').waitFor();
    await dialog.getByRole('button', { name: 'Give sync points instead' }).click();

    // The video is the chase: its first ball where the player shows it, its last typed.
    const first = dialog.getByRole('group', { name: 'Sync point 1' });
    await first.getByRole('combobox', { name: 'Innings' }).selectOption('2');
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
    await dialog.getByText(/^The player is at 0:0[1-9]/).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await first
      .getByRole('button', { name: 'Use the player’s time for innings 2, ball 0.1' })
      .click();
    expect(await first.getByRole('textbox', { name: 'Video time' }).inputValue()).toMatch(/^0:0\d/);
    const last = dialog.getByRole('group', { name: 'Sync point 2' });
    await last.getByRole('textbox', { name: 'Ball' }).fill(CHASE.balls.at(-1)!);
    await last.getByRole('textbox', { name: 'Video time' }).fill('1:50');

    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog
      .getByText(
        `${FINAL_MATCH}, 26/05/2024 (Cricsheet): ${CHASE.balls.length} clips of 184 events.`,
        {
          exact: false,
        },
      )
      .waitFor();
    await dialog.getByText('16 boundaries, 2 wickets, 49 other balls.', { exact: false }).waitFor();
    await dialog.getByText('Not placed (117):').waitFor();
    // The upload has no match date: the file's is offered, and taken.
    const dated = dialog.getByRole('note', { name: 'The match’s date' });
    await dated
      .getByText('This video has no match date; the file’s match was played on 26/05/2024.')
      .waitFor();
    await dated.getByRole('button', { name: 'Date the video 26/05/2024' }).click();
    await page.getByText('The video is now dated 26/05/2024.').first().waitFor();
    await expect.poll(() => dated.count()).toBe(0);
    await dialog
      .getByText(/^Give the video time of a ball of innings 1, its first at least \(117\): 0\.1 /)
      .waitFor();
    const clips = dialog.getByRole('list', { name: 'The first clips, in the match’s order' });
    const firstClip = clips.getByRole('button', { name: /^Play 0\.1 / });
    await firstClip.click();
    await dialog.getByText(/^Playing 0\.1 /).waitFor();
    await expect
      .poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.2);
    await page.screenshot({ path: '/tmp/e2e-match-data-preview-1400.png', fullPage: true });
    expect(await violationsInBothThemes(page)).toEqual([]);
    for (const width of [1000, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/e2e-match-data-preview-${width}.png` });
      // Nothing of the dialog runs off its side.
      expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true);
    }
    await page.setViewportSize({ width: 1400, height: 900 });

    await dialog.getByRole('button', { name: `Import ${CHASE.balls.length} clips` }).click();
    await page
      .getByText(`${CHASE.balls.length} clips imported from ${FINAL_MATCH}.`)
      .first()
      .waitFor();
    await expect
      .poll(() => row.getByRole('cell').nth(5).textContent())
      .toBe(`Clips ${CHASE.balls.length}`);

    // The metadata history has the import as one change, in words.
    await page.getByRole('link', { name: 'Content' }).click();
    const history = page.getByRole('list', { name: 'Changes, newest first' });
    await history
      .getByText(`Match data imported: ${FINAL_MATCH} (Cricsheet): ${CHASE.balls.length} clips`)
      .waitFor();

    // The top scorer's balls, found by search, each played at its place in the video.
    const box = page.getByRole('combobox', { name: 'Search clips' });
    await page.getByRole('link', { name: 'Explore' }).click();
    await box.fill(`batter:"${TOP_SCORER}"`);
    await box.press('Enter');
    const found = page.getByRole('table', { name: 'Clips found' });
    await expect.poll(() => found.getByRole('row').count()).toBe(TOP_SCORER_BALLS + 1);
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${TOP_SCORER_BALLS} clips$`) })
      .waitFor();
    const ranges = await app.server.booted.app.db.query<{ from: number; to: number }>(
      `SELECT start_offset AS from, start_offset + duration AS to FROM clips
        WHERE payload @> '[{"category": "batter", "value": "VR Iyer"}]'`,
    );
    expect(ranges).toHaveLength(TOP_SCORER_BALLS);
    await found
      .getByRole('button', { name: /VR Iyer/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('region', { name: /^Preview: / });
    const playing = () => preview.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(playing, { timeout: 20_000 }).toBeGreaterThan(0.5);
    const at = await playing();
    // The player's time is the video's: the ball plays where the import put it.
    expect(ranges.some((r) => r.from <= at && at <= r.to)).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-match-data-search.png', fullPage: true });
    // A batter of the first innings, which was given no time: no clip, and the search says why.
    await box.fill(`batter:"${FIRST_INNINGS_BATTER}"`);
    await box.press('Enter');
    const none = page.getByRole('status').filter({ hasText: 'No clips match this search.' });
    await none
      .getByText(
        `Batter “${FIRST_INNINGS_BATTER}” is in the match data of ${FINAL_MATCH} (video “IPL final 2024, the chase”), but the ${FIRST_INNINGS_BATTER_BALLS} events with it were not placed on the video`,
        { exact: false },
      )
      .waitFor();
    await page.screenshot({ path: '/tmp/e2e-match-data-unplaced.png', fullPage: true });

    // The game's highlight packages, built from the imported balls.
    await page.getByRole('link', { name: 'Highlights' }).click();
    const element = page.locator('vs-highlights');
    const games = element.getByRole('combobox', { name: 'Game' });
    await games
      .locator('option', { hasText: 'IPL final 2024, the chase' })
      .waitFor({ state: 'attached' });
    await games.selectOption({ label: 'IPL final 2024, the chase' });
    await element.getByRole('button', { name: 'Build packages' }).click();
    await element.getByText('Built 3 packages.').waitFor({ timeout: 30_000 });
    // The chase's 16 fours and sixes and its 2 wickets, as the preview counted them, each
    // moment once: this short video holds a ball every 3 s or so, so a boundary's 15 s clip
    // mostly holds the next ball’s too: 7 boundaries lie mostly inside the clip before.
    const clipsOf = (name: string) =>
      element
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell')
        .nth(1);
    await expect.poll(() => clipsOf('Boundaries').textContent()).toMatch(/(^|\s)9$/);
    await expect.poll(() => clipsOf('Wickets').textContent()).toMatch(/(^|\s)2$/);
    await page.screenshot({ path: '/tmp/e2e-match-data-highlights.png', fullPage: true });

    // The import undone as one step, from the video: its clips go from search.
    await page.getByRole('link', { name: 'Library' }).click();
    await row
      .getByRole('button', { name: 'Import match data for IPL final 2024, the chase' })
      .click();
    const again = page.getByRole('dialog', { name: /^Import match data/ });
    await again
      .getByRole('button', { name: new RegExp(`^Undo the import of ${FINAL_MATCH}`) })
      .click();
    await again.getByRole('button', { name: 'Undo the import' }).click();
    await page
      .getByText(`The import of ${FINAL_MATCH} was undone: ${CHASE.balls.length} clips taken back.`)
      .first()
      .waitFor();
    await again.getByText(/undone by editor\.cricket@vidsearch\.example/).waitFor();
    await again.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toBe('Clips 0');
    expect(page.errors).toEqual([]);
    // The longest journey of the suite (an upload processed, an import, highlights, an undo):
    // a busy 2-core machine took 66 s, past half of two minutes.
  }, 180_000);

  it('imports a logger’s CSV onto a football video: its columns mapped once, and offered again', async () => {
    const soccer = await app.server.signIn('editor.soccer@vidsearch.example', 'soccer');
    const [video] = await app.server.booted.app.db.query<{ id: string; title: string }>(
      `SELECT id, title FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY title LIMIT 1`,
      [soccer.tenantId],
    );
    // The seed's short test pattern stands for the whole match's broadcast.
    await app.server.booted.app.db.query('UPDATE assets SET duration = 7200 WHERE id = $1', [
      video!.id,
    ]);
    const page = await signInAs(app, 'editor.soccer@vidsearch.example', {
      width: 1000,
      mode: 'system',
    });
    await page.getByRole('link', { name: 'Library' }).click();
    const open = async () => {
      await page.getByRole('button', { name: `Import match data for ${video!.title}` }).click();
      const dialog = page.getByRole('dialog', { name: /^Import match data/ });
      await dialog
        .getByLabel('The provider’s file (.json, or a logger’s .csv)')
        .setInputFiles(LOGGER_FILE);
      await dialog.getByText('A CSV of 45 rows.').waitFor();
      return dialog;
    };
    const dialog = await open();
    const columns = dialog.getByRole('group', { name: 'The file’s columns' });
    expect(await columns.getByRole('combobox', { name: 'Time column' }).inputValue()).toBe('Clock');
    expect(await columns.getByRole('combobox', { name: 'What the time counts' }).inputValue()).toBe(
      'clock',
    );
    await columns.getByRole('combobox', { name: '“Event” becomes' }).selectOption('Action');
    await dialog.getByRole('textbox', { name: 'First half: kick-off' }).fill('1:00');
    await dialog.getByRole('textbox', { name: 'Second half: kick-off' }).fill('1:00:00');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText(/: 44 clips of 44 events\./).waitFor();
    await dialog.getByText('Not placed (1):').waitFor();
    await dialog
      .getByText(/^Its time is not a match clock \(m:ss or seconds\): Row 21, 45\+2 /)
      .waitFor();
    expect(await violationsInBothThemes(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-match-data-csv-1000.png' });
    await dialog.getByRole('button', { name: 'Import 44 clips' }).click();
    await page
      .getByText(/^44 clips imported from /)
      .first()
      .waitFor();

    // The next CSV of this tenant is offered the same columns.
    const again = await open();
    expect(await again.getByRole('combobox', { name: '“Event” becomes' }).inputValue()).toBe(
      'action',
    );
    await again.getByRole('button', { name: 'Close' }).click();
    expect(page.errors).toEqual([]);
  });
});
