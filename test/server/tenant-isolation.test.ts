import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPABILITY_NAMES,
  type Page,
  type SessionTokens,
  type User,
} from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { tenantApiKeys } from '../../server/seed/seed';
import { databaseKinds, PASSWORD, startTestServer, tenantId, type TestServer } from './helpers';
import { makeTenantB, type TenantB } from './tenant-b';

/**
 * A caller of tenant A (cricket) reaches for tenant B's (racing) resources through every
 * route that takes an id. Each must answer 403 or 404, never B's data.
 */
describe.each(databaseKinds())('tenant isolation on %s', (kind) => {
  let server: TestServer;
  let admin: SessionTokens; // administrator of cricket only
  let viewer: SessionTokens; // plain user of cricket only
  let cricketKey: string;
  let b: TenantB;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.signIn('admin.cricket@vidsearch.example');
    viewer = await server.signIn('viewer@vidsearch.example');
    b = await makeTenantB(server);
    cricketKey = tenantApiKeys(tenantByKey('cricket')!)[1]!.value;
  });
  afterAll(() => server?.close());

  const B = () => tenantId('racing');

  /** Every route with a path or query id, and how to aim it at tenant B. */
  const tus = { 'tus-resumable': '1.0.0', 'upload-offset': '0' };
  const cases: Record<
    string,
    () => {
      method: string;
      url: string;
      body?: unknown;
      raw?: string;
      headers?: Record<string, string>;
    }
  > = {
    'PATCH /asset/v3/upload/{uploadId}': () => ({
      method: 'PATCH',
      url: `/asset/v3/upload/${b.uploadId}`,
      raw: 'x'.repeat(10),
      headers: { ...tus, 'content-type': 'application/offset+octet-stream' },
    }),
    'DELETE /asset/v3/upload/{uploadId}': () => ({
      method: 'DELETE',
      url: `/asset/v3/upload/${b.uploadId}`,
      headers: tus,
    }),
    'POST /asset/v3/asset/{id}/cancel': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${b.uploadAssetId}/cancel`,
    }),
    'POST /asset/v3/asset/{id}/retry': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${b.uploadAssetId}/retry`,
    }),
    'POST /identity/v2/iam/auth/signin': () => ({
      method: 'POST',
      url: '/identity/v2/iam/auth/signin',
      body: {
        userName: 'admin.cricket@vidsearch.example',
        password: PASSWORD,
        platform: 'LVS',
        tenantId: B(),
      },
    }),
    'GET /identity/v3/iam/auth/switch/{tenantId}': () => ({
      method: 'GET',
      url: `/identity/v3/iam/auth/switch/${B()}`,
    }),
    'GET /identity/v2/iam/user/{userId}/tenants': () => ({
      method: 'GET',
      url: `/identity/v2/iam/user/${b.userId}/tenants`,
    }),
    'GET /identity/v2/iam/tenant/{tenantId}': () => ({
      method: 'GET',
      url: `/identity/v2/iam/tenant/${B()}`,
    }),
    'GET /identity/v2/iam/user/{userId}': () => ({
      method: 'GET',
      url: `/identity/v2/iam/user/${b.userId}`,
    }),
    'DELETE /identity/v2/iam/user/{userId}': () => ({
      method: 'DELETE',
      url: `/identity/v2/iam/user/${b.userId}`,
    }),
    'POST /middleware/search/data/changes/{id}/undo': () => ({
      method: 'POST',
      url: `/middleware/search/data/changes/${b.changeId}/undo`,
    }),
    'PATCH /identity/v2/iam/user/{userId}': () => ({
      method: 'PATCH',
      url: `/identity/v2/iam/user/${b.userId}`,
      body: { deactivated: true },
    }),
    'POST /identity/v2/iam/tenant/{tenantId}/keys': () => ({
      method: 'POST',
      url: `/identity/v2/iam/tenant/${B()}/keys`,
      body: { label: 'Intruder', free: false },
    }),
    'DELETE /identity/v2/iam/tenant/{tenantId}/keys/{keyId}': () => ({
      method: 'DELETE',
      url: `/identity/v2/iam/tenant/${B()}/keys/${b.keyId}`,
    }),
    'GET /identity/v2/iam/user': () => ({
      method: 'GET',
      url: `/identity/v2/iam/user?tenantId=${B()}`,
    }),
    'POST /identity/v2/iam/user': () => ({
      method: 'POST',
      url: '/identity/v2/iam/user',
      body: {
        email: 'intruder@x.example',
        firstName: 'I',
        lastName: 'N',
        userRole: ['ADMIN'],
        tenantId: B(),
      },
    }),
    'GET /asset/v3/asset': () => ({ method: 'GET', url: `/asset/v3/asset?tenantId=${B()}` }),
    'GET /asset/v3/asset/{id}': () => ({ method: 'GET', url: `/asset/v3/asset/${b.asset.id}` }),
    'GET /asset/v3/asset/{id}/waveform': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${b.asset.id}/waveform?from=0&to=2`,
    }),
    'PUT /asset/v3/asset/{id}/public': () => ({
      method: 'PUT',
      url: `/asset/v3/asset/${b.asset.id}/public`,
      body: { public: true },
    }),
    'GET /asset/v3/asset/{id}/keyframes': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${b.asset.id}/keyframes`,
    }),
    'GET /asset/v3/asset/segment-offset': () => ({
      method: 'GET',
      url: `/asset/v3/asset/segment-offset?id=${b.asset.id}`,
    }),
    'GET /asset/v3/thumbnail/timecode/{id}': () => ({
      method: 'GET',
      url: `/asset/v3/thumbnail/timecode/${b.asset.id}?t=1`,
    }),
    'GET /asset/v3/asset/{id}/media/*': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${b.asset.id}/media/video.mp4`,
    }),
    'GET /asset/v3/search/{id}': () => ({ method: 'GET', url: `/asset/v3/search/${b.clipId}` }),
    'GET /middleware/search/clips/{id}': () => ({
      method: 'GET',
      url: `/middleware/search/clips/${b.clipId}`,
    }),
    'GET /middleware/search/search/similar-content': () => ({
      method: 'GET',
      url: `/middleware/search/search/similar-content?id=${b.clipId}`,
    }),
    'GET /middleware/playlists/tenants/{tenantId}/users/me/playlists': () => ({
      method: 'GET',
      url: `/middleware/playlists/tenants/${B()}/users/me/playlists`,
    }),
    'POST /middleware/playlists/tenants/{tenantId}/users/me/playlists': () => ({
      method: 'POST',
      url: `/middleware/playlists/tenants/${B()}/users/me/playlists`,
      body: { title: 'Intruder' },
    }),
    // B's collection through A's own path: it does not exist there.
    'GET /middleware/playlists/tenants/{tenantId}/playlists/{id}': () => ({
      method: 'GET',
      url: `/middleware/playlists/tenants/${tenantId('cricket')}/playlists/${b.playlistId}`,
    }),
    'PATCH /middleware/playlists/tenants/{tenantId}/playlists/{id}': () => ({
      method: 'PATCH',
      url: `/middleware/playlists/tenants/${B()}/playlists/${b.playlistId}`,
      body: { version: 1, title: 'Taken' },
    }),
    'DELETE /middleware/playlists/tenants/{tenantId}/playlists/{id}': () => ({
      method: 'DELETE',
      url: `/middleware/playlists/tenants/${tenantId('cricket')}/playlists/${b.playlistId}`,
    }),
    'GET /middleware/search/saved/{id}': () => ({
      method: 'GET',
      url: `/middleware/search/saved/${b.savedId}`,
    }),
    'DELETE /middleware/search/saved/{id}': () => ({
      method: 'DELETE',
      url: `/middleware/search/saved/${b.savedId}`,
    }),
    'POST /middleware/publication/{tenantId}/export/{exportAs}': () => ({
      method: 'POST',
      url: `/middleware/publication/${B()}/export/video`,
      body: { playlistId: b.playlistId },
    }),
    // B's collection through A's own path: it does not exist there either.
    'POST /middleware/publication/{tenantId}/export/img-collections': () => ({
      method: 'POST',
      url: `/middleware/publication/${tenantId('cricket')}/export/img-collections`,
      body: { playlistId: b.playlistId },
    }),
    'GET /middleware/publication/{tenantId}/status': () => ({
      method: 'GET',
      url: `/middleware/publication/${B()}/status?limit=10`,
    }),
    'GET /middleware/publication/{tenantId}/exports/{id}': () => ({
      method: 'GET',
      url: `/middleware/publication/${tenantId('cricket')}/exports/${b.exportId}`,
    }),
    'POST /middleware/publication/{tenantId}/exports/{id}/cancel': () => ({
      method: 'POST',
      url: `/middleware/publication/${tenantId('cricket')}/exports/${b.exportId}/cancel`,
    }),
    'POST /middleware/publication/{tenantId}/exports/{id}/retry': () => ({
      method: 'POST',
      url: `/middleware/publication/${tenantId('cricket')}/exports/${b.exportId}/retry`,
    }),
    'GET /middleware/publication/{tenantId}/exports/{id}/files/{index}': () => ({
      method: 'GET',
      url: `/middleware/publication/${B()}/exports/${b.exportId}/files/0`,
    }),
    'GET /middleware/publication/{tenantId}/exports/{id}/files/{index}/{name}': () => ({
      method: 'GET',
      url: `/middleware/publication/${B()}/exports/${b.exportId}/files/0/Race.mp4`,
    }),
    'GET /highlights/v1/highlights/{id}': () => ({
      method: 'GET',
      url: `/highlights/v1/highlights/${b.packageId}`,
    }),
    'GET /highlights/v1/highlights/{id}/clips': () => ({
      method: 'GET',
      url: `/highlights/v1/highlights/${b.packageId}/clips`,
    }),
    'GET /highlights/v1/highlights/{id}/lists': () => ({
      method: 'GET',
      url: `/highlights/v1/highlights/${b.packageId}/lists?name=batter`,
    }),
    'POST /highlights/v1/highlights/games/{assetId}/build': () => ({
      method: 'POST',
      url: `/highlights/v1/highlights/games/${b.asset.id}/build`,
    }),
    'POST /highlights/v1/highlights/{id}/build': () => ({
      method: 'POST',
      url: `/highlights/v1/highlights/${b.packageId}/build`,
    }),
    'PUT /highlights/v1/highlights/{id}/review': () => ({
      method: 'PUT',
      url: `/highlights/v1/highlights/${b.packageId}/review`,
      body: { version: 1, clips: [] },
    }),
    'PUT /middleware/placements/content/{id}': () => ({
      method: 'PUT',
      url: `/middleware/placements/content/${b.groupId}`,
      body: { title: 'Taken', placements: ['cricket'], playlists: [], status: 'draft', version: 1 },
    }),
    'DELETE /middleware/placements/content/{id}': () => ({
      method: 'DELETE',
      url: `/middleware/placements/content/${b.groupId}`,
    }),
    'GET /middleware/placements/locations/{location}': () => ({
      method: 'GET',
      url: `/middleware/placements/locations/${b.location}`,
    }),
    'PUT /middleware/placements/locations/{location}': () => ({
      method: 'PUT',
      url: `/middleware/placements/locations/${b.location}`,
      body: { featured: [], carousels: [], version: 1 },
    }),
    'GET /middleware/placements/public/{location}': () => ({
      method: 'GET',
      url: `/middleware/placements/public/${b.location}`,
    }),
    'GET /middleware/playback/thumbnail/{assetId}': () => ({
      method: 'GET',
      url: `/middleware/playback/thumbnail/${b.asset.id}`,
    }),
  };

  it('covers every route that takes an id', async () => {
    type Operation = {
      parameters?: Array<{ name: string; in: string }>;
      requestBody?: {
        content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
      };
    };
    const doc = (await server.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const ID = /^(id|tenantId|userId|assetId)$/;
    const withIds: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const ids = (operation.parameters ?? []).filter(
          (p) => (p.in === 'path' && p.name !== '*') || ID.test(p.name),
        );
        const bodyFields = Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ).filter((name) => ID.test(name));
        if (path.includes('/oauth/') || path.includes('signup')) continue; // codes, not resources
        if (ids.length + bodyFields.length > 0 || path.includes('{'))
          withIds.push(`${method.toUpperCase()} ${path.replace(/\{\*\}/, '*')}`);
      }
    }
    expect(withIds.sort()).toEqual(Object.keys(cases).sort());
  });

  it('has every route declare its access, and shows it in the OpenAPI document', async () => {
    const doc = (await server.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { 'x-access'?: string; security?: unknown[] }>>;
    };
    const ACCESS = [
      'public',
      'signed-in',
      'signed-in-or-key',
      'media-link',
      'library-or-key',
      ...CAPABILITY_NAMES.filter((c) => c !== 'view'),
    ];
    const undeclared: string[] = [];
    let routes = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        routes += 1;
        if (!ACCESS.includes(operation['x-access'] ?? '') || !operation.security)
          undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(routes).toBeGreaterThan(30);
    expect(undeclared).toEqual([]);
  });

  for (const [route, make] of Object.entries(cases)) {
    it(`${route}: 403 or 404 for tenant A’s user, admin and API key`, async () => {
      const { method, url, body, raw, headers } = make();
      for (const [who, auth] of [
        ['viewer', { token: viewer.token }],
        ['admin', { token: admin.token }],
        ['api key', { apiKey: cricketKey }],
      ] as const) {
        const res = await server.call(method, url, {
          ...auth,
          ...(body ? { body } : {}),
          ...(raw === undefined ? {} : { raw, contentType: headers?.['content-type'] }),
          ...(headers ? { headers } : {}),
        });
        // An API key may not call user-only routes at all (401); that too leaks nothing.
        const allowed = who === 'api key' ? [401, 403, 404] : [403, 404];
        expect(
          allowed,
          `${who} ${method} ${url} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
        ).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toContain(b.asset.title);
      }
    });
  }

  it('leaves tenant B untouched by the attempts', async () => {
    const racing = await server.signIn('editor.racing@vidsearch.example');
    const keys = await server.booted.ctx.db.query('SELECT 1 FROM tenant_api_keys WHERE id = $1', [
      b.keyId,
    ]);
    expect(keys).toHaveLength(1);
    const users = await server.call<Page<User>>('GET', '/identity/v2/iam/user', {
      token: (await server.signIn('admin@vidsearch.example', 'racing')).token,
    });
    expect(users.body.content.find((u) => u.id === b.userId)?.deactivated).toBe(false);
    const saved = await server.call('GET', `/middleware/search/saved/${b.savedId}`, {
      token: racing.token,
    });
    expect(saved.status).toBe(200);
    const exported = await server.call(
      'GET',
      `/middleware/publication/${B()}/exports/${b.exportId}`,
      { token: racing.token },
    );
    expect(exported.body.status).not.toBe('REVOKED');
    expect(users.body.content.some((u) => u.email === 'intruder@x.example')).toBe(false);
    expect(racing.tenantId).toBe(B());
    const [group] = await server.booted.ctx.db.query<{ title: string }>(
      'SELECT title FROM playlist_groups WHERE tenant_id = $1 AND id = $2',
      [B(), b.groupId],
    );
    expect(group?.title).toContain('Racing group');
    const [layout] = await server.booted.ctx.db.query<{ version: number }>(
      'SELECT version FROM placement_layouts WHERE tenant_id = $1 AND location = $2',
      [B(), b.location],
    );
    expect(layout?.version).toBe(1);
    const [upload] = await server.booted.ctx.db.query<{ status: string }>(
      'SELECT status FROM assets WHERE tenant_id = $1 AND id = $2',
      [B(), b.uploadAssetId],
    );
    expect(upload?.status).toBe('uploading');
  });

  it('does not let search data be written onto another tenant’s asset', async () => {
    const res = await server.call('PUT', '/middleware/search/data', {
      token: admin.token,
      body: {
        clips: [{ id: 'intruder-clip', assetId: b.asset.id, offset: 0, duration: 1, payload: [] }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('body.clips.0.assetId');
    const racing = await server.signIn('editor.racing@vidsearch.example');
    const found = await server.call('POST', '/middleware/search/search', {
      token: racing.token,
      body: { query: 'id:intruder-clip' },
    });
    expect(found.body.total).toBe(0);
  });

  it('does not let a signed media URL be re-aimed at another tenant', async () => {
    const url = new URL(b.asset.media.mp4!);
    url.searchParams.set('tenant', tenantId('cricket'));
    expect((await server.call('GET', url.pathname + url.search)).status).toBe(401);
  });
});
