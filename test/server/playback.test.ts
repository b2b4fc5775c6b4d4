import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayableResponse, SessionTokens } from '../../src/core/api/contract';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

describe.each(databaseKinds())('playback/playable on %s', (kind) => {
  let server: TestServer;
  let viewer: SessionTokens;
  let testViewer: SessionTokens;
  let asset: { id: string; title: string; duration: number };
  let bumper: { id: string; duration: number };
  let racing: { id: string; title: string };

  const first = async (tenant: string, assetKind: string) => {
    const [row] = await server.booted.app.db.query<{ id: string; title: string; duration: number }>(
      'SELECT id, title, duration FROM assets WHERE tenant_id = $1 AND kind = $2 ORDER BY id LIMIT 1',
      [tenantId(tenant), assetKind],
    );
    return row!;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    viewer = await server.signIn('viewer@vidsearch.example');
    testViewer = await server.signIn('editor.cricket-test@vidsearch.example');
    asset = await first('cricket', 'video');
    bumper = await first('cricket', 'bumper');
    racing = await first('racing', 'video');
  });
  afterAll(() => server?.close());

  const playable = (token: string, body: unknown) =>
    server.call<PlayableResponse>('POST', '/middleware/playback/playable', { token, body });

  it('gives signed media in the tenant’s format and each item’s exact range, in order', async () => {
    const res = await playable(viewer.token, {
      clips: [
        { asset_id: bumper.id, offset: 0, duration: bumper.duration, stash: '{}' },
        { asset_id: asset.id, offset: 2, duration: 6 },
        { asset_id: asset.id, offset: asset.duration - 3, duration: 10 },
      ],
    });
    expect(res.status).toBe(200);
    const { items } = res.body;
    expect(items.map((i) => [i.asset_id, i.kind, i.format, i.start, i.end])).toEqual([
      [bumper.id, 'bumper', 'HLS', 0, bumper.duration],
      [asset.id, 'video', 'HLS', 2, 8],
      // The range ends with the asset.
      [asset.id, 'video', 'HLS', asset.duration - 3, asset.duration],
    ]);
    expect(res.body.duration).toBe(bumper.duration + 9);
    expect(items[1]!.mimeType).toBe('application/x-mpegurl');
    // The URL plays without headers.
    const media = await server.call(
      'GET',
      new URL(items[1]!.url).pathname + new URL(items[1]!.url).search,
    );
    expect(media.status).toBe(200);
    expect(String(media.body)).toContain('#EXTM3U');
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('plays MP4 for a tenant whose player uses MP4, or when asked', async () => {
    const mp4Asset = await first('cricket-test', 'video');
    const tenantFormat = await playable(testViewer.token, {
      clips: [{ asset_id: mp4Asset.id, offset: 0, duration: 5 }],
    });
    expect(tenantFormat.status).toBe(200);
    expect(tenantFormat.body.items[0]).toMatchObject({ format: 'MP4', mimeType: 'video/mp4' });
    expect(tenantFormat.body.items[0]!.url).toContain('/video.mp4?');
    const asked = await playable(viewer.token, {
      clips: [{ asset_id: asset.id, offset: 0, duration: 5 }],
      format: 'MP4',
    });
    expect(asked.body.items[0]!.format).toBe('MP4');
  });

  it('says which item is wrong, and does not reveal another tenant’s assets', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ clips: [] }, 400, 'body.clips'],
      [{ clips: [{ asset_id: asset.id, offset: -1, duration: 2 }] }, 400, 'body.clips.0.offset'],
      [{ clips: [{ asset_id: asset.id, offset: 0, duration: 0 }] }, 400, 'body.clips.0.duration'],
      [
        { clips: [{ asset_id: asset.id, offset: 0, duration: 2 }], format: 'DASH' },
        400,
        'body.format',
      ],
      [
        {
          clips: [
            { asset_id: asset.id, offset: 0, duration: 2 },
            { asset_id: asset.id, offset: asset.duration + 1, duration: 2 },
          ],
        },
        400,
        'body.clips.1.offset',
      ],
      [{ clips: [{ asset_id: racing.id, offset: 0, duration: 2 }] }, 400, 'body.clips.0.asset_id'],
    ];
    for (const [body, status, field] of cases) {
      const res = await server.call('POST', '/middleware/playback/playable', {
        token: viewer.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.field, JSON.stringify(res.body)).toBe(field);
      expect(JSON.stringify(res.body)).not.toContain(racing.title);
    }
    const signedOut = await server.call('POST', '/middleware/playback/playable', {
      body: { clips: [{ asset_id: asset.id, offset: 0, duration: 2 }] },
    });
    expect(signedOut.status).toBe(401);
  });
});
