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
});
