import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Asset,
  FacetResponse,
  Page,
  SearchResponse,
  SessionTokens,
  Suggestion,
} from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { tenantApiKeys } from '../../server/seed/seed';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

const cricket = tenantByKey('cricket')!;
const [freeKey, serviceKey] = tenantApiKeys(cricket).map((k) => k.value) as [string, string];
const SEARCH = '/middleware/search/search';

/**
 * What a signed-out visitor of a partner page reaches with the tenant's free deployment key:
 * only what the tenant made public (docs/integrators.md "Signed-out search").
 */
describe.each(databaseKinds())('the public reach of a free key on %s', (kind) => {
  let server: TestServer;
  let viewer: SessionTokens;
  let admin: SessionTokens;
  let editor: SessionTokens;
  let publicAssets: Set<string>;
  let privateAsset: string;
  let privateClip: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    viewer = await server.signIn('viewer@vidsearch.example');
    admin = await server.signIn('admin.cricket@vidsearch.example');
    editor = await server.signIn('editor.cricket@vidsearch.example');
    const rows = await server.booted.app.db.query<{ id: string; public: boolean }>(
      `SELECT id, public FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id`,
      [tenantId('cricket')],
    );
    publicAssets = new Set(rows.filter((r) => r.public).map((r) => r.id));
    // The seed's one public collection holds most of the small test corpus: kept to the
    // tenant here, so that a private asset is in no public collection (which a placement shows).
    await server.booted.app.db.query(
      `UPDATE playlists SET visibility = 'tenant' WHERE tenant_id = $1 AND visibility = 'public'`,
      [tenantId('cricket')],
    );
    privateAsset = rows.find((r) => !r.public)!.id;
    const [clip] = await server.booted.app.db.query<{ id: string }>(
      'SELECT id FROM clips WHERE tenant_id = $1 AND asset_id = $2 ORDER BY id LIMIT 1',
      [tenantId('cricket'), privateAsset],
    );
    privateClip = clip!.id;
  });
  afterAll(() => server?.close());

  const asKey = (apiKey: string) => ({ apiKey });
  const asUser = (s: SessionTokens) => ({ token: s.token });
  const searchAs = (who: { apiKey?: string; token?: string }, body: object = {}) =>
    server.call<SearchResponse>('POST', SEARCH, {
      ...who,
      body: { query: '*', pageSize: 200, facetBy: ['batter'], ...body },
    });

  it('is given by the deployment call, and is the free key', async () => {
    const res = await server.call('GET', '/identity/v2/iam/deployment?tenant=cricket');
    expect(res.body).toEqual({ tenantId: tenantId('cricket'), apiKey: freeKey });
  });

  it('finds and counts only clips of public assets; people and service keys find them all', async () => {
    const pub = await searchAs(asKey(freeKey));
    const all = await searchAs(asUser(viewer));
    const service = await searchAs(asKey(serviceKey));
    expect(pub.status).toBe(200);
    expect(pub.body.total).toBeGreaterThan(0);
    expect(pub.body.total).toBeLessThan(all.body.total);
    expect(service.body.total).toBe(all.body.total);
    for (const hit of pub.body.results) expect(publicAssets.has(hit.assetId!)).toBe(true);
    const counted = (r: SearchResponse) => r.facets.batter!.reduce((n, v) => n + v.count, 0);
    expect(counted(pub.body)).toBeLessThan(counted(all.body));
    // The simple search of the asset API, too.
    const simple = await server.call<{ total: number; results: Array<{ assetId: string }> }>(
      'POST',
      '/asset/v3/search/simple',
      { apiKey: freeKey, body: { q: '*', s: 100 } },
    );
    expect(simple.body.total).toBe(pub.body.total);
    for (const hit of simple.body.results) expect(publicAssets.has(hit.assetId)).toBe(true);
  });

  it('suggests and counts values from public clips only, and never a value space of all', async () => {
    const facet = (who: object) =>
      server.call<FacetResponse>('POST', '/middleware/search/search/facets', {
        ...who,
        body: { query: '*', facet: 'batter', size: 1000, valueSpace: 'all' },
      });
    const pub = await facet(asKey(freeKey));
    const all = await facet(asUser(viewer));
    expect(pub.body.values.every((v) => v.count > 0)).toBe(true);
    expect(all.body.values.length).toBeGreaterThanOrEqual(pub.body.values.length);
    const top = all.body.values[0]!.value;
    const complete = (who: object) =>
      server.call<Suggestion[]>(
        'GET',
        `/middleware/search/search/autocomplete?query=${encodeURIComponent(top.slice(0, 3))}`,
        who,
      );
    const pubWords = (await complete(asKey(freeKey))).body;
    const allWords = (await complete(asUser(viewer))).body;
    const countOf = (list: Suggestion[]) => list.find((s) => s.value === top)?.count ?? 0;
    expect(countOf(pubWords)).toBeLessThan(countOf(allWords));
  });

  it('does not know a private clip or asset: not found, not played, no still', async () => {
    const refusals = [
      await server.call('GET', `/asset/v3/search/${privateClip}`, asKey(freeKey)),
      await server.call('GET', `/middleware/search/clips/${privateClip}`, asKey(freeKey)),
      await server.call(
        'GET',
        `/middleware/search/search/similar-content?id=${privateClip}`,
        asKey(freeKey),
      ),
      await server.call('GET', `/asset/v3/asset/${privateAsset}`, asKey(freeKey)),
      await server.call('GET', `/asset/v3/asset/${privateAsset}/keyframes`, asKey(freeKey)),
      await server.call('GET', `/middleware/playback/thumbnail/${privateAsset}`, asKey(freeKey)),
    ];
    expect(refusals.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const play = await server.call('POST', '/middleware/playback/playable', {
      apiKey: freeKey,
      body: { clips: [{ asset_id: privateAsset, offset: 0, duration: 4 }] },
    });
    expect(play.status).toBe(400);
    expect(play.body.field).toBe('body.clips.0.asset_id');
    // Signed in, all of it is there.
    expect(
      (await server.call('GET', `/asset/v3/search/${privateClip}`, asUser(viewer))).status,
    ).toBe(200);
    const list = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=100', asKey(freeKey));
    expect(list.body.content.length).toBeGreaterThan(0);
    expect(list.body.content.every((a) => a.public)).toBe(true);
  });

  it('plays an asset a public collection holds (a placement shows it), and no other', async () => {
    const made = await server.call<{ id: string }>(
      'POST',
      `/middleware/playlists/tenants/${tenantId('cricket')}/users/me/playlists`,
      {
        token: editor.token,
        body: {
          title: 'Public picks',
          visibility: 'public',
          clips: [{ asset_id: privateAsset, offset: 0, duration: 4, stash: '{}' }],
        },
      },
    );
    expect(made.status).toBe(201);
    const play = await server.call('POST', '/middleware/playback/playable', {
      apiKey: freeKey,
      body: { clips: [{ asset_id: privateAsset, offset: 0, duration: 4 }] },
    });
    expect(play.status).toBe(200);
    // Still not searchable: a collection shows its own clips, the search only released ones.
    expect(
      (await server.call('GET', `/asset/v3/search/${privateClip}`, asKey(freeKey))).status,
    ).toBe(404);
    await server.call(
      'DELETE',
      `/middleware/playlists/tenants/${tenantId('cricket')}/playlists/${made.body.id}`,
      { token: editor.token },
    );
  });

  it('finds an asset at once when an administrator releases it, and loses it when taken back', async () => {
    const release = (who: SessionTokens, value: boolean) =>
      server.call<Asset>('PUT', `/asset/v3/asset/${privateAsset}/public`, {
        token: who.token,
        body: { public: value },
      });
    const found = async () =>
      (await searchAs(asKey(freeKey), { query: '*', pageSize: 1 })).body.total;
    const before = await found();
    expect((await release(viewer, true)).status).toBe(403);
    const released = await release(admin, true);
    expect(released.status).toBe(200);
    expect(released.body.public).toBe(true);
    expect(await found()).toBeGreaterThan(before);
    expect(
      (await server.call('GET', `/asset/v3/search/${privateClip}`, asKey(freeKey))).status,
    ).toBe(200);
    expect((await release(admin, false)).body.public).toBe(false);
    expect(await found()).toBe(before);
    const bad = await server.call('PUT', `/asset/v3/asset/${privateAsset}/public`, {
      token: admin.token,
      body: { public: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});
