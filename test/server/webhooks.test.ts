import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  MatchDataImportResponse,
  ExportStatusItem,
  Playlist,
  SessionTokens,
} from '../../src/core/api/contract';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
} from '../../src/core/api/contract/webhooks';
import { matchDataFixture } from '../fixtures/match-data/fixture';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';
import { makeSource, tusClient } from './ingest-client';
import { startReceiver, verified } from './webhook-receiver';

const ENDPOINTS = '/middleware/webhooks/endpoints';
/** An endpoint failing this long is turned off (a day in production). */
const TURN_OFF_SECONDS = 4;

/**
 * Webhooks on the server: endpoints an administrator registers (its secret said once), each
 * told of what it chose by signed deliveries that the library's verifier accepts, retried as
 * the same message, listed with their answers, sent again by hand; an endpoint failing too long
 * turned off and the administrators told; other tenants and other roles kept out.
 */
describe.each(databaseKinds())('webhooks on %s', (kind) => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: SessionTokens;
  const cricket = tenantId('cricket');

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(kind, {
      allowPrivateWebhooks: true,
      webhookTurnOffSeconds: TURN_OFF_SECONDS,
      webhookJobs: { retryDelaySeconds: 1, maxAttempts: 6, sweepSeconds: 1 },
    });
    admin = await server.signIn('admin.cricket@vidsearch.example');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const register = (body: object, token = admin.token) =>
    server.call<WebhookEndpointCreated & ApiErrorBody>('POST', ENDPOINTS, { token, body });
  const deliveries = async (endpointId: string) =>
    (
      await server.call<WebhookDelivery[]>('GET', `${ENDPOINTS}/${endpointId}/deliveries`, {
        token: admin.token,
      })
    ).body;
  const sentTo = (path: string) => receiver.received.filter((r) => r.path === path);
  const putClip = (id: string, assetId: string) =>
    server.call('PUT', '/middleware/search/data', {
      token: admin.token,
      body: {
        clips: [
          {
            id,
            assetId,
            offset: 2,
            duration: 4,
            payload: [{ category: 'batter', value: 'V Kohli' }],
          },
        ],
      },
    });
  const firstMatch = async () =>
    (
      await server.booted.app.db.query<{ id: string }>(
        `SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id LIMIT 1`,
        [cricket],
      )
    )[0]!.id;

  it('registers an endpoint for administrators only, its secret said once, in words when refused', async () => {
    const made = await register({
      url: receiver.url('/hooks/first'),
      description: 'The club app',
      events: ['clip.created', 'export.done'],
    });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(made.body).toMatchObject({ enabled: true, events: ['clip.created', 'export.done'] });
    const listed = await server.call<WebhookEndpoint[]>('GET', ENDPOINTS, { token: admin.token });
    expect(listed.body.find((e) => e.id === made.body.id)).not.toHaveProperty('secret');
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);
    // Kept sealed: a copy of the database alone does not give it.
    const [kept] = await server.booted.app.db.query<{ secret: string }>(
      'SELECT secret FROM webhook_endpoints WHERE id = $1',
      [made.body.id],
    );
    expect(kept!.secret).toMatch(/^v1\./);
    expect(kept!.secret).not.toContain(made.body.secret.slice('whsec_'.length));

    for (const email of ['editor.cricket@vidsearch.example', 'viewer@vidsearch.example']) {
      const other = await server.signIn(email);
      expect(
        (await register({ url: receiver.url('/x'), events: ['asset.ready'] }, other.token)).status,
      ).toBe(403);
    }
    const refusals = [
      { url: 'ftp://example.com/hook', events: ['asset.ready'] },
      { url: 'not an address', events: ['asset.ready'] },
      { url: 'https://user:pass@example.com/hook', events: ['asset.ready'] },
    ];
    for (const body of refusals) {
      const refused = await register(body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('unsafe_address');
      expect(refused.body.message).not.toMatch(/must|schema|pattern/);
    }
    expect((await register({ url: receiver.url('/x'), events: [] })).status).toBe(400);
    expect((await register({ url: receiver.url('/x'), events: ['clip.deleted'] })).status).toBe(
      400,
    );
  });

  it('tells an endpoint of a clip made, signed as Standard Webhooks say, and nothing it did not choose', async () => {
    const chosen = await register({ url: receiver.url('/hooks/clips'), events: ['clip.created'] });
    const other = await register({ url: receiver.url('/hooks/assets'), events: ['asset.ready'] });
    const assetId = await firstMatch();
    expect((await putClip('webhook-clip-1', assetId)).status).toBe(200);
    await expect.poll(() => sentTo('/hooks/clips').length, { timeout: 15_000 }).toBe(1);
    const [message] = sentTo('/hooks/clips');
    const payload = verified(chosen.body.secret, message!);
    expect(payload).toMatchObject({
      type: 'clip.created',
      data: {
        clipId: 'webhook-clip-1',
        assetId,
        offset: 2,
        duration: 4,
        source: 'by-hand',
        metadata: [{ category: 'batter', value: 'V Kohli' }],
      },
    });
    // Another endpoint's secret, or a body changed on the way, is refused by the verifier.
    expect(() => verified(other.body.secret, message!)).toThrow(WebhookVerificationError);
    expect(() => verified(chosen.body.secret, { ...message!, body: `${message!.body} ` })).toThrow(
      WebhookVerificationError,
    );
    // The server records the answer once it has it, which may be after the receiver has the
    // message.
    await expect
      .poll(async () => (await deliveries(chosen.body.id))[0]?.status, { timeout: 10_000 })
      .toBe('delivered');
    // The same clip written again is not made again: nothing more is sent.
    expect((await putClip('webhook-clip-1', assetId)).status).toBe(200);
    const listed = await deliveries(chosen.body.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: message!.headers['webhook-id'],
      type: 'clip.created',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'thanks',
    });
    expect(sentTo('/hooks/assets')).toHaveLength(0);
  });

  it('tells of an export done, from the export’s own run', async () => {
    const made = await register({ url: receiver.url('/hooks/exports'), events: ['export.done'] });
    const editor = await server.signIn('editor.cricket@vidsearch.example');
    const assetId = await firstMatch();
    const collection = await server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
      {
        token: editor.token,
        body: {
          title: 'For the club app',
          clips: [{ asset_id: assetId, offset: 1, duration: 2, stash: '{}' }],
        },
      },
    );
    const started = await server.call<ExportStatusItem>(
      'POST',
      `/middleware/publication/${cricket}/export/edl`,
      { token: editor.token, body: { playlistId: collection.body.id } },
    );
    expect(started.status).toBe(202);
    await expect.poll(() => sentTo('/hooks/exports').length, { timeout: 30_000 }).toBe(1);
    const payload = verified(made.body.secret, sentTo('/hooks/exports')[0]!);
    expect(payload).toMatchObject({
      type: 'export.done',
      data: { exportId: started.body.id, collectionId: collection.body.id, exportAs: 'edl' },
    });
  });

  it('tries again as the same message until the endpoint takes it; sends again by hand', async () => {
    const made = await register({ url: receiver.url('/hooks/flaky'), events: ['clip.created'] });
    receiver.answer('/hooks/flaky', 500, 503);
    await putClip('webhook-clip-2', await firstMatch());
    await expect.poll(() => sentTo('/hooks/flaky').length, { timeout: 20_000 }).toBe(3);
    const ids = new Set(sentTo('/hooks/flaky').map((m) => m.headers['webhook-id']));
    expect(ids.size).toBe(1);
    await expect
      .poll(async () => (await deliveries(made.body.id))[0]?.status, { timeout: 10_000 })
      .toBe('delivered');
    const [delivery] = await deliveries(made.body.id);
    expect(delivery).toMatchObject({ attempts: 3, responseStatus: 200 });

    const again = await server.call<WebhookDelivery>(
      'POST',
      `/middleware/webhooks/deliveries/${delivery!.id}/resend`,
      { token: admin.token },
    );
    expect(again.status).toBe(202);
    await expect.poll(() => sentTo('/hooks/flaky').length, { timeout: 15_000 }).toBe(4);
    expect(sentTo('/hooks/flaky')[3]!.headers['webhook-id']).toBe(delivery!.id);
  });

  it('turns off an endpoint failing too long, tells the administrators, and takes it back on', async () => {
    const made = await register({ url: receiver.url('/hooks/down'), events: ['clip.created'] });
    receiver.answer('/hooks/down', ...Array<number>(20).fill(500));
    await putClip('webhook-clip-3', await firstMatch());
    await expect
      .poll(
        async () =>
          (
            await server.call<WebhookEndpoint[]>('GET', ENDPOINTS, { token: admin.token })
          ).body.find((e) => e.id === made.body.id)?.enabled,
        { timeout: 30_000 },
      )
      .toBe(false);
    const [endpoint] = (
      await server.call<WebhookEndpoint[]>('GET', ENDPOINTS, { token: admin.token })
    ).body.filter((e) => e.id === made.body.id);
    expect(endpoint!.disabledReason).toMatch(/turned off/i);
    const [failed] = await deliveries(made.body.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'The endpoint answered 500.' });
    expect(
      server.mail.some(
        (m) => m.to === 'admin.cricket@vidsearch.example' && m.text.includes('/hooks/down'),
      ),
    ).toBe(true);

    // Mended: turned on again, its failed delivery sent again and taken.
    receiver.answer('/hooks/down');
    const on = await server.call<WebhookEndpoint>('PATCH', `${ENDPOINTS}/${made.body.id}`, {
      token: admin.token,
      body: { enabled: true },
    });
    expect(on.body).toMatchObject({ enabled: true });
    expect(on.body).not.toHaveProperty('disabledReason');
    await server.call('POST', `/middleware/webhooks/deliveries/${failed!.id}/resend`, {
      token: admin.token,
    });
    await expect
      .poll(async () => (await deliveries(made.body.id))[0]?.status, { timeout: 15_000 })
      .toBe('delivered');
  });

  it('keeps each tenant’s endpoints to itself', async () => {
    const made = await register({ url: receiver.url('/hooks/private'), events: ['asset.ready'] });
    const outsider = await server.signIn('admin@vidsearch.example', 'basketball-men');
    const theirs = await server.call<WebhookEndpoint[]>('GET', ENDPOINTS, {
      token: outsider.token,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.map((e) => e.id)).not.toContain(made.body.id);
    for (const [method, path, body] of [
      ['PATCH', `${ENDPOINTS}/${made.body.id}`, { enabled: false }],
      ['DELETE', `${ENDPOINTS}/${made.body.id}`, undefined],
      ['GET', `${ENDPOINTS}/${made.body.id}/deliveries`, undefined],
    ] as const) {
      const answer = await server.call(method, path, { token: outsider.token, body });
      expect(answer.status).toBe(404);
    }
    expect(
      (await server.call('DELETE', `${ENDPOINTS}/${made.body.id}`, { token: admin.token })).status,
    ).toBe(204);
  });

  it('tells of a video ready once its upload is ingested', async () => {
    const made = await register({ url: receiver.url('/hooks/videos'), events: ['asset.ready'] });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vs-webhooks-'));
    try {
      const source = await readFile(await makeSource(dir, 'Nets.mov', 3));
      const { upload } = tusClient(
        () => server,
        () => admin.token,
      );
      const assetId = await upload(source, 'Nets.mov');
      await expect
        .poll(() => sentTo('/hooks/videos').length, { timeout: 60_000, interval: 250 })
        .toBe(1);
      expect(verified(made.body.secret, sentTo('/hooks/videos')[0]!)).toMatchObject({
        type: 'asset.ready',
        data: { assetId, source: 'upload', duration: expect.closeTo(3, 0) },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('forgets finished deliveries after 30 days, never one still being tried', async () => {
    const made = await register({ url: receiver.url('/hooks/old'), events: ['asset.ready'] });
    const { db } = server.booted.app;
    for (const [id, status, age] of [
      ['msg_0000000000000000000000000000old1', 'delivered', '40 days'],
      ['msg_0000000000000000000000000000old2', 'retrying', '40 days'],
      ['msg_00000000000000000000000000recent', 'delivered', '2 days'],
    ])
      await db.query(
        `INSERT INTO webhook_deliveries (id, tenant_id, endpoint_id, type, payload, status, created_at)
         VALUES ($1, $2, $3, 'asset.ready', '{}', $4, now() - $5::interval)`,
        [id, cricket, made.body.id, status, age],
      );
    // The sweep (each second here) tidies as it goes.
    await expect
      .poll(async () => (await deliveries(made.body.id)).map((d) => d.id).sort(), {
        timeout: 10_000,
      })
      .toEqual(['msg_0000000000000000000000000000old2', 'msg_00000000000000000000000000recent']);
  });

  // Last: its 184 clips' deliveries keep the queue busy after it.
  it('tells of a match file imported, and of each clip it made, in the import’s own write', async () => {
    const made = await register({
      url: receiver.url('/hooks/imports'),
      events: ['import.done', 'clip.created'],
    });
    const assetId = await firstMatch();
    // The final's video: the seed's test pattern stands for a four-hour broadcast here.
    await server.booted.app.db.query('UPDATE assets SET duration = $1 WHERE id = $2', [
      4 * 3600,
      assetId,
    ]);
    const named = await server.call('PATCH', `/asset/v3/asset/${assetId}`, {
      token: admin.token,
      body: { metadata: { match: 'Sunrisers Hyderabad v Kolkata Knight Riders' } },
    });
    expect(named.status).toBe(200);
    const imported = await server.call<MatchDataImportResponse>(
      'POST',
      `/asset/v3/asset/${assetId}/match-data`,
      {
        token: admin.token,
        body: {
          file: matchDataFixture('cricsheet/1426312.json'),
          matchId: '1426312',
          syncPoints: [
            { innings: 1, over: 0, ball: 1, at: 600 },
            { innings: 2, over: 0, ball: 1, at: 3 * 3600 },
          ],
        },
      },
    );
    expect(imported.body).toMatchObject({ clips: 184 });
    // Every clip's delivery was written with the import: none is lost to a crash after it.
    const [written] = await server.booted.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1 AND type = $2`,
      [made.body.id, 'clip.created'],
    );
    expect(written!.n).toBe(184);
    await expect
      .poll(
        () =>
          sentTo('/hooks/imports')
            .map((m) => verified(made.body.secret, m))
            .find((p) => p.type === 'import.done'),
        { timeout: 30_000 },
      )
      .toMatchObject({
        data: { assetId, format: 'cricsheet', clips: 184, changeId: imported.body.changeId },
      });
    await expect
      .poll(() => sentTo('/hooks/imports').length, { timeout: 30_000 })
      .toBeGreaterThan(1);
    const clip = sentTo('/hooks/imports')
      .map((m) => verified(made.body.secret, m))
      .find((p) => p.type === 'clip.created');
    expect(clip?.data).toMatchObject({ assetId, source: 'match-file' });
    expect(String(clip?.data.clipId)).toMatch(new RegExp(`^${assetId}:cricsheet:1426312:`));
  });
});
