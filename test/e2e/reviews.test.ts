import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Playlist, SearchHit } from '../../src/core/api/contract';
import { tenantId } from '../server/helpers';
import { violations } from './axe';
import { appUnderTest, signInAs, visitorPage } from './harness';

/** What the player's line under it says the frame is. */
const timecodeOf = (page: Page) => page.locator('[data-part="timecode"]').innerText();

/** The frame a comment being written is pinned to, as its button says. */
const commentAt = async (page: Page) =>
  (await page.getByRole('button', { name: /^Comment at / }).innerText()).replace('Comment at ', '');

/**
 * An editor shares a collection for review with a password; a reviewer with no account opens
 * it on a phone, comments at two frames of two items and asks for changes; the editor sees
 * both comments marked on the items, plays from one, reads the decision and resolves them.
 */
describe('review links, in the standalone app', () => {
  const app = appUnderTest();

  it('shares a collection, takes a reviewer’s comments at frames, and shows them to the editor', async () => {
    const editorApi = await app.server.signIn('editor.cricket@vidsearch.example');
    const hits = (
      await app.server.call<{ results: SearchHit[] }>('POST', '/middleware/search/search', {
        token: editorApi.token,
        body: { pageSize: 20 },
      })
    ).body.results;
    // Two matches: each comment's mark falls on its own item only.
    const two = [hits[0]!, hits.find((h) => h.assetId !== hits[0]!.assetId)!];
    const collection = (
      await app.server.call<Playlist>(
        'POST',
        `/middleware/playlists/tenants/${tenantId('cricket')}/users/me/playlists`,
        {
          token: editorApi.token,
          body: {
            title: 'Sponsor cut',
            clips: two.map((h) => ({
              asset_id: h.assetId,
              offset: h.offset,
              duration: 4,
              stash: JSON.stringify(h),
            })),
          },
        },
      )
    ).body;

    // The editor shares it, with a password.
    const editor = await signInAs(app, 'editor.cricket@vidsearch.example', {
      width: 1000,
      mode: 'light',
    });
    await editor.goto(`${app.server.url}/collection?id=${collection.id}`);
    await editor.getByRole('button', { name: 'Share for review' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Share “Sponsor cut” for review' });
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Make the link' }).click();
    await dialog.getByText('Use at least 8 characters, or none.').waitFor();
    await dialog.getByLabel('Password').fill('sponsor-2026');
    expect(await violations(editor)).toEqual([]);
    await dialog.getByRole('button', { name: 'Make the link' }).click();
    const linkBox = editor.getByRole('textbox', { name: 'Review link' });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/review#[A-Za-z0-9_-]{43}$/);
    await editor.screenshot({ path: '/tmp/e2e-review-share-1000-light.png', fullPage: true });
    await editor.getByRole('button', { name: 'Done' }).click();
    const reviews = editor.getByRole('region', { name: 'Reviews' });
    await reviews.getByText(/Works until .* · with a password/).waitFor();
    await reviews.getByText(/not opened yet/).waitFor();

    // The reviewer, on a phone in the dark: the password, then the review and nothing else.
    const reviewer = await visitorPage(app, { width: 390, mode: 'dark' });
    await reviewer.goto(link);
    await reviewer.getByRole('heading', { name: 'This review has a password' }).waitFor();
    await reviewer.getByLabel('Password').fill('not-it');
    await reviewer.getByRole('button', { name: 'Open the review' }).click();
    await reviewer.getByText('That password is not right. Try again.').waitFor();
    await reviewer.getByLabel('Password').fill('sponsor-2026');
    await reviewer.getByRole('button', { name: 'Open the review' }).click();
    await reviewer.getByRole('heading', { name: 'Sponsor cut' }).waitFor();
    expect(await reviewer.getByRole('link').count()).toBe(0);
    const player = reviewer.getByRole('region', { name: 'Sponsor cut: review player' });
    await player.getByRole('button', { name: 'Play' }).and(reviewer.locator(':enabled')).waitFor();
    await reviewer.getByLabel('Your name').fill('Sam Sponsor');

    // A comment at a frame a few steps in, with the frame keys.
    await player.focus();
    for (let i = 0; i < 5; i++) await reviewer.keyboard.press('.');
    await expect.poll(() => timecodeOf(reviewer)).not.toBe('00:00:00:00');
    // The frame is pinned when the writing starts (the steps may still be landing before it):
    // the button says which.
    await reviewer
      .getByRole('textbox', { name: /^Comment at item 1/ })
      .fill('Cut before the replay');
    const first = await commentAt(reviewer);
    expect(first).not.toBe('00:00:00:00');
    await reviewer.getByRole('button', { name: `Comment at ${first}` }).click();
    const comments = reviewer.getByRole('list', { name: 'Comments' });
    await comments.getByText('Cut before the replay').waitFor();
    await comments.getByRole('button', { name: `Clip 1 at ${first}` }).waitFor();

    // Another on the second item.
    await player.focus();
    await reviewer.keyboard.press('Shift+N');
    await player.getByText(/^Clip 2 of 2 ·/).waitFor();
    await player.focus();
    await reviewer.keyboard.press('K');
    for (let i = 0; i < 3; i++) await reviewer.keyboard.press('.');
    await expect.poll(() => timecodeOf(reviewer)).not.toBe('00:00:00:00');
    await reviewer.getByRole('textbox', { name: /^Comment at item 2/ }).fill('Logo too small');
    const second = await commentAt(reviewer);
    await reviewer.getByRole('button', { name: `Comment at ${second}` }).click();
    await comments.getByText('Logo too small').waitFor();

    await reviewer.getByRole('radio', { name: 'Changes asked' }).check();
    await reviewer.getByLabel('Note').fill('Two fixes, then yes');
    await reviewer.getByRole('button', { name: 'Send decision' }).click();
    await reviewer.getByText(/^Changes asked by Sam Sponsor/).waitFor();
    expect(await violations(reviewer)).toEqual([]);
    const width = await reviewer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await reviewer.screenshot({ path: '/tmp/e2e-review-room-390-dark.png', fullPage: true });
    // Wider, the player and the comments stand side by side, nothing past the edge.
    for (const wide of [1000, 1400]) {
      await reviewer.setViewportSize({ width: wide, height: 900 });
      expect(
        await reviewer.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(wide);
      await reviewer.screenshot({ path: `/tmp/e2e-review-room-${wide}-dark.png`, fullPage: true });
    }
    // The one wrong password was refused (401), as a sign-in refuses one; nothing else.
    expect(reviewer.errors).toEqual([expect.stringMatching(/status of 401/)]);

    // The editor: both comments marked on their items, played from, read and resolved.
    await editor.reload();
    await editor.getByRole('button', { name: 'Reviews (2 comments to resolve)' }).click();
    const marks = editor.getByRole('group', { name: 'Comments', exact: true }).getByRole('button');
    await expect.poll(() => marks.count()).toBe(2);
    await editor
      .getByRole('button', {
        name: `Play from ${first}: Sam Sponsor, “Cut before the replay”`,
        exact: true,
      })
      .click();
    await editor.getByRole('region', { name: 'Sponsor cut: collection player' }).waitFor();
    const panel = editor.getByRole('region', { name: 'Reviews' });
    await panel.getByText(/Changes asked by Sam Sponsor/).waitFor();
    await panel.getByText('“Two fixes, then yes”').waitFor();
    const threads = panel.getByRole('list', { name: 'Reviewers’ comments' });
    await threads
      .getByRole('button', { name: `Play from ${first}` })
      .first()
      .waitFor();
    // Each resolved in turn: the list reads its comments again after each.
    for (let resolved = 1; resolved <= 2; resolved++) {
      await threads.getByRole('button', { name: 'Resolve' }).first().click();
      await expect
        .poll(() => threads.getByRole('button', { name: 'Open again' }).count())
        .toBe(resolved);
    }
    await editor.getByRole('button', { name: 'Reviews', exact: true }).waitFor();
    expect(await violations(editor)).toEqual([]);
    await editor.setViewportSize({ width: 1400, height: 900 });
    await editor.screenshot({ path: '/tmp/e2e-review-owner-1400-light.png', fullPage: true });
    expect(editor.errors).toEqual([]);
  }, 180_000);
});
