import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPABILITY_NAMES,
  type Page,
  type SessionTokens,
  type User,
} from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { tenantApiKeys } from '../../server/seed/seed';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';
import { makeTenantB, type TenantB } from './tenant-b';
import { isolationCases } from './isolation-cases';

/**
 * A caller of tenant A (cricket) reaches for tenant B's (racing) resources through every
 * route that takes an id. Each must answer 403 or 404, never B's data.
 */
describe.each(databaseKinds())('tenant isolation on %s', (kind) => {
  let server: TestServer;
  let admin: SessionTokens; // administrator of cricket only
  let viewer: SessionTokens; // plain user of cricket only
  let cricketKey: string;
  let browserKey: string; // the key cricket's tenant answer gives its viewer
  let b: TenantB;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.signIn('admin.cricket@vidsearch.example');
    viewer = await server.signIn('viewer@vidsearch.example');
    b = await makeTenantB(server);
    cricketKey = tenantApiKeys(tenantByKey('cricket')!)[1]!.value;
    const tenant = await server.call('GET', `/identity/v2/iam/tenant/${viewer.tenantId}`, {
      token: viewer.token,
    });
    browserKey = tenant.body.apiKeys[0].value;
  });
  afterAll(() => server?.close());

  const B = () => tenantId('racing');
  const cases = isolationCases(() => b);

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
    // A route's wildcard (`/media/*`) is the path parameter `path` in the document.
    const withIds: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const ids = (operation.parameters ?? []).filter(
          (p) => (p.in === 'path' && p.name !== 'path') || ID.test(p.name),
        );
        const bodyFields = Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ).filter((name) => ID.test(name));
        if (path.includes('/oauth/') || path.includes('signup')) continue; // codes, not resources
        if (ids.length + bodyFields.length > 0 || path.includes('{'))
          withIds.push(`${method.toUpperCase()} ${path.replace('{path}', '*')}`);
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
      'upload-or-key',
      'import-or-key',
      'match-data-or-key',
      'live-or-key',
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
        ['viewer with the tenant answer’s key', { token: viewer.token, apiKey: browserKey }],
        ['tenant answer’s key', { apiKey: browserKey }],
      ] as const) {
        const res = await server.call(method, url, {
          ...auth,
          ...(body ? { body } : {}),
          ...(raw === undefined ? {} : { raw, contentType: headers?.['content-type'] }),
          ...(headers ? { headers } : {}),
        });
        // An API key may not call user-only routes at all (401); that too leaks nothing.
        const allowed = 'token' in auth ? [403, 404] : [401, 403, 404];
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
    const keys = await server.booted.app.db.query('SELECT 1 FROM tenant_api_keys WHERE id = $1', [
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
    const [group] = await server.booted.app.db.query<{ title: string }>(
      'SELECT title FROM playlist_groups WHERE tenant_id = $1 AND id = $2',
      [B(), b.groupId],
    );
    expect(group?.title).toContain('Racing group');
    const [layout] = await server.booted.app.db.query<{ version: number }>(
      'SELECT version FROM placement_layouts WHERE tenant_id = $1 AND location = $2',
      [B(), b.location],
    );
    expect(layout?.version).toBe(1);
    const [upload] = await server.booted.app.db.query<{ status: string }>(
      'SELECT status FROM assets WHERE tenant_id = $1 AND id = $2',
      [B(), b.uploadAssetId],
    );
    expect(upload?.status).toBe('uploading');
    const [kept] = await server.booted.app.db.query<{ title: string }>(
      'SELECT title FROM assets WHERE tenant_id = $1 AND id = $2',
      [B(), b.asset.id],
    );
    expect(kept?.title).toBe(b.asset.title);
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
