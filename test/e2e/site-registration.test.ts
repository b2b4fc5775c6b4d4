import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSite } from '../browser/browser';
import { resultCount } from '../browser/harness';
import { violationsInBothThemes } from './axe';
import { appUnderTest, signInAs } from './harness';

const NOT_REGISTERED =
  'This website is not registered to show these videos. Its owner can register it.';

/**
 * A partner registers its own site (docs/integrators.md "Registering a site"): its page is
 * refused, in words, until an administrator registers the site in the embed builder, works
 * then, and is refused again once the site is removed. Loopback pages get no free pass here,
 * as in production.
 */
describe('registering a partner site, in the standalone app', () => {
  const app = appUnderTest({ cors: { partnerOrigins: [], loopback: false } });
  let site: Awaited<ReturnType<typeof partnerSite>>;
  beforeAll(async () => {
    site = await partnerSite({
      '/news.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club news</title></head>
<body><main><h1>Club news</h1>
<script src="${app.server.url}/vs-elements.js" data-api-base="${app.server.url}" data-tenant="cricket"></script>
<vs-search></vs-search></main></body></html>`,
    });
  });
  afterAll(() => site?.close());

  /** The partner's page as a visitor opens it, with what its console says. */
  async function visit() {
    const page = await (
      await app.browser.newContext({ viewport: { width: 1000, height: 900 } })
    ).newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}/news.html`);
    return Object.assign(page, { errors });
  }

  it('refuses the page in words until its site is registered, answers it then, and again refuses it once removed', async () => {
    const integratorWords = `vs-elements: ${app.server.url} does not answer ${site.url}: an administrator registers the site at ${app.server.url}/settings/embed`;
    // Unregistered: the element's code comes (it is public), the platform answers nothing.
    const refused = await visit();
    await refused.getByRole('alert').filter({ hasText: NOT_REGISTERED }).waitFor();
    // Trying again would change nothing: nothing offers it.
    expect(await refused.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(refused.errors).toContain(integratorWords);
    await refused.context().close();

    const admin = await signInAs(app, 'admin.cricket@vidsearch.example', {
      width: 1400,
      mode: 'system',
    });
    await admin.getByRole('link', { name: 'Publishing' }).click();
    await admin
      .getByRole('navigation', { name: 'Publishing' })
      .getByRole('link', { name: 'Embed' })
      .click();
    const sites = admin.getByRole('region', { name: 'Sites that may embed the elements' });
    await sites.getByText('No site is registered yet.').waitFor();
    // This server answers no unregistered page of this machine: nothing to say of them.
    expect(await sites.getByRole('note').count()).toBe(0);
    const address = sites.getByRole('textbox', { name: 'Site address' });
    // Refused at the field, in words.
    await address.fill('club');
    await address.blur();
    await sites.getByText('Enter the site’s whole address, like https://club.example.').waitFor();
    await address.fill('http://club.example');
    await sites.getByRole('button', { name: 'Register the site' }).click();
    await sites
      .getByText('Partner sites are served over HTTPS: the address starts with https://.')
      .waitFor();
    // A page of the site, as copied from the browser's address bar: the site is registered.
    await address.fill(`${site.url}/news.html`);
    await sites.getByRole('button', { name: 'Register the site' }).click();
    await admin
      .getByText(`${site.url} is registered: every page of the site, not only the one typed.`)
      .first()
      .waitFor();
    const list = sites.getByRole('list', { name: 'Sites registered for Southern Cross Cricket' });
    await list.getByText(site.url, { exact: true }).waitFor();
    await expect
      .poll(() =>
        list
          .getByText(/registered by admin\.cricket@vidsearch\.example on \d{2}\/\d{2}\/\d{4}/)
          .count(),
      )
      .toBe(1);
    expect(await address.inputValue()).toBe('');
    // Twice: said so.
    await address.fill(site.url);
    await sites.getByRole('button', { name: 'Register the site' }).click();
    await sites
      .getByRole('alert')
      .filter({ hasText: `${site.url} is already registered.` })
      .waitFor();
    // The list, the refusal and the open history, in both themes.
    await sites.getByText('History of the registered sites').click();
    expect(await violationsInBothThemes(admin)).toEqual([]);
    await sites.getByText('History of the registered sites').click();
    await admin.screenshot({ path: '/tmp/e2e-sites-1400.png' });

    // Registered: the same page searches.
    const answered = await visit();
    await expect.poll(() => resultCount(answered).count()).toBe(1);
    expect(answered.errors).toEqual([]);
    await answered.context().close();

    // Removed, after a question: refused again at once, and the history says who did what.
    await sites.getByRole('button', { name: `Remove ${site.url}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Remove ${site.url}?` });
    await confirm.getByRole('button', { name: 'Remove the site' }).click();
    await admin.getByText(`${site.url} was removed.`).first().waitFor();
    await sites.getByText('No site is registered yet.').waitFor();
    await sites.getByText('History of the registered sites').click();
    const history = sites.getByRole('list', { name: 'History of the registered sites' });
    await expect
      .poll(() => history.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringMatching(
          new RegExp(`: admin\\.cricket@vidsearch\\.example removed ${site.url}$`),
        ),
        expect.stringMatching(
          new RegExp(`: admin\\.cricket@vidsearch\\.example registered ${site.url}$`),
        ),
      ]);
    const again = await visit();
    await again.getByText(NOT_REGISTERED).waitFor();
    await again.screenshot({ path: '/tmp/e2e-sites-refused.png' });
    await again.context().close();

    // A phone's width: nothing runs off the side.
    await admin.setViewportSize({ width: 390, height: 900 });
    await sites.getByRole('textbox', { name: 'Site address' }).waitFor();
    expect(
      await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await admin.screenshot({ path: '/tmp/e2e-sites-390.png' });
    expect(admin.errors).toEqual([]);
    await admin.context().close();
  }, 120_000);
});
