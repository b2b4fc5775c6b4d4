import { format, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Playlist } from '../../src/core/api/contract';
import { tenantId } from '../server/helpers';
import { violations } from './axe';
import { appUnderTest, signInAs } from './harness';

/**
 * An editor gives a match a rights window that ended yesterday on the library's edit dialog
 * (refused in words first when its days are the wrong way round), and an export of a
 * collection holding one of its clips is then refused, naming the match and the day.
 */
describe('rights windows, in the standalone app', () => {
  const app = appUnderTest();

  it('sets a window on the library’s edit dialog, and an export outside it is refused in words', async () => {
    const match = 'Desert Dingoes v Southern Stars, Test 1';
    const [clip] = await app.server.booted.app.db.query<{
      id: string;
      asset_id: string;
      start_offset: number;
    }>(
      `SELECT c.id, c.asset_id, c.start_offset FROM clips c
         JOIN assets a ON a.tenant_id = c.tenant_id AND a.id = c.asset_id
        WHERE a.tenant_id = $1 AND a.title = $2 ORDER BY c.start_offset LIMIT 1`,
      [tenantId('cricket'), match],
    );
    const { token } = await app.server.signIn('editor.cricket@vidsearch.example');
    const collection = (
      await app.server.call<Playlist>(
        'POST',
        `/middleware/playlists/tenants/${tenantId('cricket')}/users/me/playlists`,
        {
          token,
          body: {
            title: 'Sponsor reel',
            clips: [
              {
                asset_id: clip!.asset_id,
                offset: clip!.start_offset,
                duration: 2,
                stash: JSON.stringify({ id: clip!.id, assetTitle: match }),
              },
            ],
          },
        },
      )
    ).body;

    const page = await signInAs(app, 'editor.cricket@vidsearch.example', {
      width: 1000,
      mode: 'light',
    });
    await page.goto(`${app.server.url}/library`);
    await page.getByRole('button', { name: `Edit ${match}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${match}` });
    const rights = edit.getByRole('group', { name: 'Rights window' });
    const yesterday = subDays(new Date(), 1);
    await rights.getByRole('textbox', { name: 'First day (dd/mm/yyyy)' }).fill('02/01/2027');
    await rights
      .getByRole('textbox', { name: 'Last day (dd/mm/yyyy)' })
      .fill(format(yesterday, 'dd/MM/yyyy'));
    await edit.getByRole('button', { name: 'Save' }).click();
    await rights.getByText('The last day comes after the first.').waitFor();
    await rights.getByRole('textbox', { name: 'First day (dd/mm/yyyy)' }).fill('');
    await rights.getByRole('checkbox', { name: 'Review links' }).uncheck();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-rights-edit-1000-light.png', fullPage: true });
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${match} is saved.`).first().waitFor();

    // Opened again, the window is there as it was saved.
    await page.getByRole('button', { name: `Edit ${match}` }).click();
    const again = page.getByRole('dialog', { name: `Edit ${match}` });
    expect(await again.getByRole('textbox', { name: 'Last day (dd/mm/yyyy)' }).inputValue()).toBe(
      format(yesterday, 'dd/MM/yyyy'),
    );
    expect(await again.getByRole('checkbox', { name: 'Exports' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'Review links' }).isChecked()).toBe(false);
    await again.getByRole('button', { name: 'Cancel' }).click();

    // The export of a collection holding one of its clips is refused, saying why.
    await page.goto(`${app.server.url}/collection?id=${collection.id}`);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export “Sponsor reel”' });
    await dialog.getByRole('button', { name: 'Export MP4' }).click();
    await dialog
      .getByText(
        `The export could not be started. “${match}” may not be in an export now: its rights ended on ${format(yesterday, 'd MMMM yyyy')}. Take it out, or ask an administrator.`,
      )
      .waitFor();
    expect(await violations(page)).toEqual([]);
    // The refusal answered 409, which the browser notes; nothing else.
    expect(page.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  }, 120_000);

  it('gives clips chosen in search a window for partner pages; the results say so, and the filter finds them', async () => {
    const [asset] = await app.server.booted.app.db.query<{ id: string }>(
      `SELECT a.id FROM assets a WHERE a.tenant_id = $1 AND a.public AND a.kind = 'video'
          AND (SELECT count(*) FROM clips c WHERE c.tenant_id = a.tenant_id AND c.asset_id = a.id) >= 3
        ORDER BY a.id LIMIT 1`,
      [tenantId('cricket')],
    );
    const page = await signInAs(app, 'editor.cricket@vidsearch.example', {
      width: 1400,
      mode: 'dark',
    });
    const query = encodeURIComponent(`assetId:"${asset!.id}"`);
    await page.goto(`${app.server.url}/explore?q=${query}&sort=oldest`);
    const results = page.getByRole('table', { name: 'Clips found' });
    // The first row is the header's, whose box chooses the page.
    const choose = (row: number) => results.getByRole('row').nth(row).getByRole('checkbox');
    /** Chooses the first two clips and opens their rights window. */
    const openForTwo = async () => {
      await choose(1).click();
      await choose(2).click();
      await page
        .getByRole('region', { name: 'Chosen clips' })
        .getByRole('button', { name: 'Rights window…' })
        .click();
      return page.getByRole('dialog', { name: 'Rights window for 2 clips' });
    };
    const dialog = await openForTwo();
    const yesterday = subDays(new Date(), 1);
    const rights = dialog.getByRole('group', { name: 'Rights window' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await rights.getByText('Give a first day, a last day, or both.').waitFor();
    await rights
      .getByRole('textbox', { name: 'Last day (dd/mm/yyyy)' })
      .fill(format(yesterday, 'dd/MM/yyyy'));
    for (const use of ['Internal search', 'Exports', 'Review links'])
      await rights.getByRole('checkbox', { name: use }).uncheck();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-rights-clips-dialog-1400-dark.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('2 clips now have a rights window of their own.').first().waitFor();

    const mark = `Not for partner pages now: its rights ended on ${format(yesterday, 'd MMMM yyyy')}.`;
    await expect.poll(() => results.getByText(mark).count()).toBe(2);
    // The filter finds the two, and nothing else; the address keeps it.
    await page
      .getByRole('group', { name: 'Rights window' })
      .getByRole('radio', { name: 'Not available now' })
      .check();
    await expect.poll(() => results.getByRole('row').count()).toBe(3);
    expect(page.url()).toContain('rights=not-available-now');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-rights-filter-1400-dark.png' });
    // Narrow, in a light theme: the mark still reads, and the filter is in the drawer.
    await page.setViewportSize({ width: 390, height: 900 });
    await results.getByText(mark).first().waitFor();
    await page.screenshot({ path: '/tmp/e2e-rights-filter-390.png', fullPage: true });
    // The dialog holds up at 390 px and in the light theme (the dark one was checked above);
    // taking the clips' own windows away needs no days.
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Light' });
    const narrow = await openForTwo();
    await narrow.getByRole('radio', { name: /^Take their own windows away/ }).check();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-rights-dialog-390.png' });
    await narrow.getByRole('button', { name: 'Save' }).click();
    await page.getByText('2 clips follow their video’s rights window again.').first().waitFor();
    await expect.poll(() => results.getByText(mark).count()).toBe(0);
    expect(page.errors).toEqual([]);
  }, 120_000);
});
