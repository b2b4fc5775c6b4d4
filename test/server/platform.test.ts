import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../src/core/api/contract';
import { families, tenantByKey } from '../../src/tenants';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

describe.each(databaseKinds())('platform endpoints on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      cors: { partnerOrigins: ['https://partner.example'], loopback: true },
    });
  });
  afterAll(() => server?.close());

  it('answers /health', async () => {
    const res = await server.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is ready on /ready once its search indexes are built, not before', async () => {
    const starting = await server.call('GET', '/ready');
    expect(starting.status).toBe(503);
    expect(starting.headers.get('retry-after')).toBe('5');
    expect(starting.body).toEqual({ status: 'starting', reason: 'search indexes' });
    await server.booted.app.searchEngine.warm([tenantId('cricket'), tenantId('rugby-union')]);
    const ready = await server.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI document of every service, with schemas and error shapes', async () => {
    const res = await server.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const expected of [
      '/identity/v2/iam/auth/signin',
      '/identity/v2/iam/auth/refresh',
      '/identity/v3/iam/auth/switch/{tenantId}',
      '/identity/oauth/exchange-code',
      '/identity/signup-auth0/code',
      '/highlights/v1/asset_categories',
      '/asset/v3/asset/{id}',
      '/asset/v3/asset/{id}/keyframes',
      '/asset/v3/thumbnail/timecode/{id}',
      '/middleware/tape/event',
      '/middleware/playback/thumbnail/{assetId}',
    ]) {
      expect(paths).toContain(expected);
    }
    const signin = res.body.paths['/identity/v2/iam/auth/signin'].post;
    expect(Object.keys(signin.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['userName', 'password', 'platform']),
    );
    expect(signin.responses['401']).toBeDefined();
    expect(paths).not.toContain('/health');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await server.call('GET', '/asset/v9/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'route_not_found' });
  });

  it('gives every error a code of its vocabulary, the framework’s own refusals too', async () => {
    // The document lists the codes a client may meet.
    const doc = await server.call('GET', '/openapi.json');
    expect(doc.bytes.toString()).toContain(JSON.stringify([...API_ERROR_CODES]));
    const typed = await server.call('POST', '/identity/v2/iam/auth/signin', {
      raw: '<signin/>',
      contentType: 'application/xml',
    });
    expect(typed.status).toBe(415);
    expect(typed.body).toMatchObject({ code: 'unsupported_media_type' });
    const big = await server.call('POST', '/identity/v2/iam/auth/signin', {
      raw: JSON.stringify({ userName: 'x'.repeat(3_000_000) }),
      contentType: 'application/json',
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'too_large' });
  });

  it('allows cross-origin calls from the configured partners’ pages, with the platform headers', async () => {
    const res = await fetch(`${server.url}/asset/v3/asset`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-api-key,x-userid',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
    // Saving and deleting a collection from a partner page are cross-origin writes.
    for (const method of ['PATCH', 'DELETE']) {
      const write = await fetch(`${server.url}/middleware/playlists/tenants/t/playlists/p`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(write.status).toBe(204);
      expect(write.headers.get('access-control-allow-methods'), method).toContain(method);
    }
  });

  it('records analytics events for users and public callers', async () => {
    const viewer = await server.signIn('viewer@vidsearch.example');
    const res = await server.call('POST', '/middleware/tape/event', {
      token: viewer.token,
      body: {
        type: 'search',
        properties: { query: 'Kohli', results: 12, fromHome: true },
        occurredAt: '2026-11-20T10:00:00Z',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await server.booted.app.db.query<{
      tenant_id: string;
      user_id: string;
      type: string;
      properties: unknown;
      occurred_at: Date;
    }>('SELECT tenant_id, user_id, type, properties, occurred_at FROM tape_events WHERE id = $1', [
      res.body.id,
    ]);
    expect(row).toMatchObject({
      tenant_id: tenantId('cricket'),
      user_id: viewer.userId,
      type: 'search',
    });
    expect(row!.properties).toEqual({ query: 'Kohli', results: 12, fromHome: true });
    expect(new Date(row!.occurred_at).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    const apiKey = (
      await server.call('GET', `/identity/v2/iam/tenant/${tenantId('cricket')}`, {
        token: viewer.token,
      })
    ).body.apiKeys[0].value;
    expect(
      (await server.call('POST', '/middleware/tape/event', { apiKey, body: { type: 'page_view' } }))
        .status,
    ).toBe(201);
  });

  it('refuses malformed analytics events', async () => {
    const viewer = await server.signIn('viewer@vidsearch.example');
    const bad: Array<[unknown, string]> = [
      [{}, 'body.type'],
      [{ type: '' }, 'body.type'],
      [{ type: 'x', properties: { nested: { deep: 1 } } }, 'body.properties.nested'],
      [{ type: 'x', occurredAt: 'yesterday' }, 'body.occurredAt'],
      [{ type: 'x', extra: 1 }, 'body.extra'],
    ];
    for (const [body, field] of bad) {
      const res = await server.call('POST', '/middleware/tape/event', {
        token: viewer.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect(
      (await server.call('POST', '/middleware/tape/event', { body: { type: 'x' } })).status,
    ).toBe(401);
  });

  it('gives the caller’s tenant clip categories from the tenant data', async () => {
    const analyst = await server.signIn('analyst@vidsearch.example', 'cricket');
    const res = await server.call('GET', '/highlights/v1/asset_categories', {
      token: analyst.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(
      families.cricket.clipCategories.map((c) => c.name),
    );
    expect(res.body.find((c: { name: string }) => c.name === 'runs').valueType).toBe('integer');
    const rugby = await server.signIn('analyst@vidsearch.example', 'rugby-union');
    const rugbyRes = await server.call('GET', '/highlights/v1/asset_categories', {
      token: rugby.token,
    });
    expect(rugbyRes.body.map((c: { name: string }) => c.name)).toEqual(
      families[tenantByKey('rugby-union')!.family].clipCategories.map((c) => c.name),
    );
  });
});
