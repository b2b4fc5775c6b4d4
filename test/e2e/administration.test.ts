import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { appUnderTest, signInAs } from './harness';

/**
 * An organisation's administrator at work: invites a person, who chooses a password from
 * the emailed link and signs in as an editor; changes a role, deactivates, makes and revokes
 * an API key. A viewer sees none of it.
 */
describe('administration, in the standalone app', () => {
  const app = appUnderTest();

  it('invites a user, who sets a password from the email and signs in as an editor', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example');
    await page.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(`${app.server.url}/settings/users`);
    const table = page.getByRole('table', { name: 'Users of Southern Cross Cricket' });
    await table.getByRole('row', { name: /Vic Viewer/ }).waitFor();
    expect(await violations(page)).toEqual([]);

    // A bad address and a member are refused in words, and nothing is sent.
    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user to Southern Cross Cricket' });
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await email.fill('not an address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Enter an email address, like name@example.com.').waitFor();
    await email.fill('viewer@vidsearch.example');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('That person is already a user of Southern Cross Cricket.').waitFor();
    const sent = app.server.mail.length;

    await email.fill('nia.new@club.example');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Nia');
    await dialog
      .getByRole('textbox', { name: 'Last name' })
      .fill('Newcomer-With-A-Rather-Long-Surname');
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Editor' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('An invitation was sent to nia.new@club.example.').first().waitFor();
    const row = table.getByRole('row', { name: /Nia Newcomer/ });
    await row.getByRole('cell', { name: 'Never' }).waitFor();
    expect(app.server.mail.length).toBe(sent + 1);
    const link = app.server.mail.at(-1)!.data!.inviteLink!;
    expect(link.startsWith(`${app.server.url}/reset-password?token=`)).toBe(true);

    // The invited person, in a browser of their own.
    const invited = await (await app.browser.newContext()).newPage();
    await invited.goto(link);
    await invited.getByRole('heading', { name: 'Welcome: choose your password' }).waitFor();
    expect(await violations(invited)).toEqual([]);
    await invited.getByLabel('Password', { exact: true }).fill('nias-own-password');
    await invited.getByRole('button', { name: 'Set password' }).click();
    await invited.getByText('Your password is set. Sign in with it now.').waitFor();
    await invited.getByRole('link', { name: 'Go to sign in' }).click();
    await invited.getByRole('textbox', { name: 'Email' }).fill('nia.new@club.example');
    await invited.getByLabel('Password').fill('nias-own-password');
    await invited.getByRole('button', { name: 'Sign in' }).click();
    await invited.waitForURL(`${app.server.url}/`);
    await invited.getByRole('link', { name: 'Collections' }).waitFor();
    expect(await invited.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await invited.context().close();

    // Their last sign-in shows once the list is read again.
    await page.reload();
    await expect.poll(() => row.getByRole('cell', { name: 'Never' }).count()).toBe(0);
    // The browser logs the refused invitation of a member (409); nothing else.
    expect(page.errors).toEqual([expect.stringContaining('409')]);
    await page.context().close();
  }, 90_000);

  it('changes a role, deactivates and reactivates, and keeps the administrator’s own row', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example', {
      width: 1000,
      mode: 'light',
    });
    await page.goto(`${app.server.url}/settings/users`);
    const table = page.getByRole('table', { name: 'Users of Southern Cross Cricket' });
    await table
      .getByRole('combobox', { name: 'Role of Sam Analyst' })
      .selectOption({ label: 'Viewer' });
    await page.getByText('Sam Analyst is now a viewer.').first().waitFor();
    // Deactivating asks first, and saying no changes nothing.
    await table.getByRole('button', { name: 'Deactivate Sam Analyst' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Deactivate Sam Analyst?' });
    await asked.getByRole('button', { name: 'Cancel' }).click();
    const sam = table.getByRole('row', { name: /Sam Analyst/ });
    await expect.poll(() => sam.getByRole('cell', { name: 'Active' }).count()).toBe(1);
    await table.getByRole('button', { name: 'Deactivate Sam Analyst' }).click();
    await asked.getByRole('button', { name: 'Deactivate' }).click();
    await sam.getByRole('cell', { name: 'Inactive' }).waitFor();
    await table.getByRole('button', { name: 'Reactivate Sam Analyst' }).click();
    await sam.getByRole('cell', { name: 'Active' }).waitFor();
    await table
      .getByRole('combobox', { name: 'Role of Sam Analyst' })
      .selectOption({ label: 'Editor' });
    await page.getByText('Sam Analyst is now an editor.').first().waitFor();
    await expect
      .poll(() => table.getByRole('combobox', { name: 'Role of Sam Analyst' }).inputValue())
      .toBe('EDITOR');
    await page.reload();
    await expect
      .poll(() => table.getByRole('combobox', { name: 'Role of Sam Analyst' }).inputValue())
      .toBe('EDITOR');
    // Their own row offers nothing to change.
    const own = table.getByRole('row', { name: /Cody Cricket-Admin \(you\)/ });
    expect(await own.getByRole('button').count()).toBe(0);
    expect(await own.getByRole('combobox').count()).toBe(0);

    // Search and sort happen here, at once.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('viewer');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByRole('status').filter({ hasText: '1 user of' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');
    await table.getByRole('button', { name: 'Last sign-in' }).click();
    expect(
      await table.getByRole('columnheader', { name: /Last sign-in/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(await violations(page), 'light theme').toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-users-1000-light.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('creates an API key shown once, and revokes it', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example', {
      width: 390,
      clipboard: true,
    });
    await page.goto(`${app.server.url}/settings/users`);
    // On a phone an administrator's nine links are behind the header's Menu button: the page
    // starts near the top, and every link is whole and reached, none cut off.
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(110);
    expect(await page.getByRole('banner').getByRole('navigation').count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const links = await pages.getByRole('link').allTextContents();
    expect(links).toEqual(expect.arrayContaining(['Highlights', 'Content', 'Users', 'Publishing']));
    expect(links.length).toBeGreaterThanOrEqual(9);
    for (const link of await pages.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: '/tmp/e2e-header-menu-390.png' });
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // A page's heading, which wraps at this width on longer names, keeps its lines apart.
    const [fontSize, lineHeight] = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => [getComputedStyle(h).fontSize, getComputedStyle(h).lineHeight]);
    expect(parseFloat(lineHeight!)).toBeGreaterThanOrEqual(parseFloat(fontSize!));
    await page.getByRole('textbox', { name: 'Name of the new key' }).fill('Club news site');
    await page.getByRole('button', { name: 'Create a key' }).click();
    const value = await page
      .getByRole('textbox', { name: 'The new key', exact: true })
      .inputValue();
    expect(value).toMatch(/^vs_pub_/);
    await page.getByRole('button', { name: 'Copy the key' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await page.getByRole('button', { name: 'Done' }).click();
    const keys = page.getByRole('table', { name: 'API keys of Southern Cross Cricket' });
    const row = keys.getByRole('row', { name: /Club news site/ });
    await row.waitFor();
    expect(await row.textContent()).not.toContain(value);
    expect(await page.content()).not.toContain(value);
    expect(await row.textContent()).toContain('Public: only what the organisation made public');
    // A service key may do only what it is given; without a power it is not made.
    await page.getByRole('textbox', { name: 'Name of the new key' }).fill('Scorer feed');
    await page.getByRole('radio', { name: 'Service' }).check();
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByText('Choose at least one thing the service key may do.').waitFor();
    await page.getByRole('checkbox', { name: 'Send match data (a live event feed)' }).check();
    await page.getByRole('button', { name: 'Create a key' }).click();
    const service = await page
      .getByRole('textbox', { name: 'The new key', exact: true })
      .inputValue();
    expect(service).toMatch(/^vs_key_/);
    await page.getByRole('button', { name: 'Done' }).click();
    const feedRow = keys.getByRole('row', { name: /Scorer feed/ });
    await feedRow.waitFor();
    expect(await feedRow.textContent()).toContain('Send match data (a live event feed)');
    expect(await page.content()).not.toContain(service);
    await row.getByRole('button', { name: 'Revoke Club news site' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Club news site”?' });
    await confirm.getByRole('button', { name: 'Revoke the key' }).click();
    await page.getByText('The key “Club news site” was revoked.').first().waitFor();
    await expect.poll(() => keys.getByRole('row', { name: /Club news site/ }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-users-390.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('shows a viewer none of it, and says why on a direct visit', async () => {
    const page = await signInAs(app, 'viewer@vidsearch.example');
    for (const name of ['Collections', 'Exports', 'Users'])
      expect(await page.getByRole('link', { name }).count(), name).toBe(0);
    await page.goto(`${app.server.url}/settings/users`);
    await page.getByRole('heading', { name: 'Users is not available' }).waitFor();
    await page
      .getByText(
        'Users is for administrators of Southern Cross Cricket. An administrator can change your role.',
      )
      .waitFor();
    await page.goto(`${app.server.url}/collections`);
    await page.getByText(/^Collections is for editors and administrators/).waitFor();
    // Searching and playing, but no adding to collections.
    await page.goto(`${app.server.url}/explore?q=*`);
    const results = page.getByRole('table', { name: 'Clips found' });
    await expect.poll(() => results.getByRole('row').count()).toBeGreaterThan(2);
    expect(await page.getByRole('button', { name: /^Add to collection/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Make a reel' }).count()).toBe(0);
    // And the server refuses what the page does not offer.
    const status = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('root')!).auth.accessToken as string;
      const res = await fetch('/identity/v2/iam/user', {
        headers: { authorization: `Bearer ${token}` },
      });
      return res.status;
    });
    expect(status).toBe(403);
    // The refused call above is the test's own: the console shows its 403, and nothing else.
    expect(page.errors.filter((e) => !e.includes('403'))).toEqual([]);
    await page.context().close();
  });
});
