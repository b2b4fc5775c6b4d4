import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { tenantId } from '../server/helpers';
import { startReceiver, verified } from '../server/webhook-receiver';
import { appUnderTest, signInAs } from './harness';

/**
 * An administrator connects the club's app: adds a webhook endpoint on the users page (its
 * secret shown once), sees a clip made delivered to it, signed so that the app's Standard
 * Webhooks library takes it, then turns it off and removes it. At 1000 px in the light theme,
 * and laid out at 390 px in the dark.
 */
describe('webhooks, in the standalone app', () => {
  // The receiver is on loopback, over http: an operator's lab allows it.
  const app = appUnderTest({
    allowPrivateWebhooks: true,
    webhookJobs: { retryDelaySeconds: 1, sweepSeconds: 1 },
  });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let hookUrl = '';
  beforeAll(async () => {
    receiver = await startReceiver();
    hookUrl = receiver.url('/club-app');
  });
  afterAll(() => receiver?.close());

  it('adds an endpoint, delivers a clip made to it signed, turns it off and removes it', async () => {
    const page = await signInAs(app, 'admin.cricket@vidsearch.example', {
      width: 1000,
      mode: 'light',
    });
    await page.goto(`${app.server.url}/settings/users`);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText('No endpoint is registered yet.').waitFor();

    // Refused in words before anything is sent.
    const address = section.getByRole('textbox', { name: 'Endpoint address' });
    await address.fill('club.example/hooks');
    await section.getByRole('button', { name: 'Add the endpoint' }).click();
    await section.getByText('That is not a whole address: it starts with https://.').waitFor();
    await address.fill(hookUrl);
    await section.getByRole('button', { name: 'Add the endpoint' }).click();
    await section.getByText('Choose at least one event.').waitFor();

    await section.getByRole('textbox', { name: 'Description' }).fill('Club app');
    await section.getByRole('checkbox', { name: /A clip is made/ }).check();
    await section.getByRole('button', { name: 'Add the endpoint' }).click();
    const secretBox = section.getByRole('textbox', { name: 'The signing secret' });
    await secretBox.waitFor();
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/e2e-webhooks-1000-light.png', fullPage: true });
    await section.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => secretBox.count()).toBe(0);

    const endpoints = section.getByRole('table', {
      name: 'Webhook endpoints of Southern Cross Cricket',
    });
    const row = endpoints.getByRole('row', { name: /Club app/ });
    await row.getByText('Clips made').waitFor();
    await row.getByRole('cell', { name: 'On', exact: true }).waitFor();

    // A clip made by hand, as an editor's tool would: the club's app hears of it.
    const admin = await app.server.signIn('admin.cricket@vidsearch.example');
    const [match] = await app.server.booted.app.db.query<{ id: string }>(
      `SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id LIMIT 1`,
      [tenantId('cricket')],
    );
    const put = await app.server.call('PUT', '/middleware/search/data', {
      token: admin.token,
      body: {
        clips: [
          {
            id: 'webhook-journey-clip',
            assetId: match!.id,
            offset: 1,
            duration: 3,
            payload: [{ category: 'batter', value: 'V Kohli' }],
          },
        ],
      },
    });
    expect(put.status).toBe(200);
    const { received } = receiver;
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    expect(verified(secret, received[0]!)).toMatchObject({
      type: 'clip.created',
      data: { clipId: 'webhook-journey-clip', source: 'by-hand' },
    });

    await row.getByRole('button', { name: 'Deliveries to Club app' }).click();
    const deliveries = page.getByRole('table', { name: 'Deliveries to Club app, newest first' });
    const delivered = deliveries.getByRole('row', { name: /Clips made/ });
    await delivered.getByText('Delivered').waitFor({ timeout: 15_000 });
    await delivered.getByText('Took it (200)').waitFor();
    await delivered.getByRole('button', { name: /^Send again/ }).click();
    await page.getByText('The delivery is sent again.').first().waitFor();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect(await violations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Turn off Club app' }).click();
    await row.getByRole('cell', { name: 'Off', exact: true }).waitFor();
    await row.getByRole('button', { name: 'Remove Club app' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove “Club app”?' });
    await confirm.getByRole('button', { name: 'Remove the endpoint' }).click();
    await section.getByText('No endpoint is registered yet.').waitFor();
    await expect.poll(() => deliveries.count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('lays out the endpoints and the form at 390 px in the dark theme', async () => {
    const admin = await app.server.signIn('admin.cricket@vidsearch.example');
    const made = await app.server.call('POST', '/middleware/webhooks/endpoints', {
      token: admin.token,
      body: {
        url: `${receiver.url('/with-a-rather-long-path')}/that-goes-on-and-on/for-the-club-app-of-the-season`,
        description: 'The club’s very long-named supporters’ app for the whole season',
        events: ['asset.ready', 'clip.created', 'export.done', 'highlights.ready'],
      },
    });
    expect(made.status).toBe(201);
    const page = await signInAs(app, 'admin.cricket@vidsearch.example', { width: 390 });
    await page.goto(`${app.server.url}/settings/users`);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section
      .getByText('Videos ready, clips made, exports done and highlight packages built')
      .waitFor();
    // Nothing runs off the side of a phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await violations(page)).toEqual([]);
    await section.screenshot({ path: '/tmp/e2e-webhooks-390-dark.png' });
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
