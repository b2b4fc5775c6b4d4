import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  PlacementLayout,
  Playlist,
  PlaylistGroup,
  PublicPlacement,
  SearchHit,
  SessionTokens,
} from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { tenantApiKeys } from '../../server/seed/seed';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

const GROUPS = '/middleware/placements/content';
const LAYOUT = '/middleware/placements/locations/cricket';
const PUBLIC = '/middleware/placements/public/cricket';
const hour = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Publishing on the server: playlist groups with windows and versions, a location's featured
 * items and rails, and what a signed-out visitor sees — never anything private, draft or out
 * of its window.
 */
describe.each(databaseKinds())('publishing on %s', (kind) => {
  let server: TestServer;
  let admin: SessionTokens;
  const cricket = tenantId('cricket');
  const publicKey = tenantApiKeys(tenantByKey('cricket')!)[0]!.value;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    // Its live match listens on ports of its own, away from other files'.
    const port = 24_000 + Math.floor(Math.random() * 100) * 10 + (kind === 'pglite' ? 0 : 5);
    server = await startTestServer(kind, { liveSrtPorts: { first: port, last: port + 1 } });
    admin = await server.signIn('admin.cricket@vidsearch.example');
    const hits = (
      await server.call<{ results: SearchHit[] }>('POST', '/middleware/search/search', {
        token: admin.token,
        body: { query: '*', pageSize: 3 },
      })
    ).body.results;
    for (const [name, visibility] of [
      ['Public reel', 'public'],
      ['Second public reel', 'public'],
      ['Private reel', 'private'],
      ['Shared reel', 'tenant'],
    ] as const) {
      made[name] = (
        await server.call<Playlist>(
          'POST',
          `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
          {
            token: admin.token,
            body: {
              title: name,
              visibility,
              clips: hits.map((h) => ({
                offset: h.offset,
                duration: h.duration,
                asset_id: h.assetId,
                stash: JSON.stringify(h),
              })),
            },
          },
        )
      ).body.id;
    }
  });
  afterAll(() => server?.close());

  const call = <T = unknown>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: admin.token, ...(body === undefined ? {} : { body }) });
  const group = (title: string, extra: Record<string, unknown> = {}) =>
    call<PlaylistGroup & ApiErrorBody>('POST', GROUPS, {
      title,
      placements: ['cricket'],
      playlists: [made['Public reel'], made['Private reel'], made['Shared reel']],
      status: 'published',
      ...extra,
    });

  it('creates, orders and saves groups, and catches a save over a newer one', async () => {
    const first = await group('Test series', {
      description: 'The best of the series',
      window: { from: at(-hour), until: at(hour) },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      SK: `group:${first.body.id}`,
      contentType: 'playlists',
      version: 1,
      position: 0,
      updatedBy: 'admin.cricket@vidsearch.example',
    });
    const second = await group('Drafted', { status: 'draft' });
    expect(second.body.position).toBe(1);
    const saved = await call<PlaylistGroup>('PUT', `${GROUPS}/${first.body.id}`, {
      ...first.body,
      id: undefined,
      SK: undefined,
      contentType: undefined,
      position: undefined,
      updatedAt: undefined,
      updatedBy: undefined,
      title: 'Test series, renamed',
    });
    expect(saved.body).toMatchObject({ title: 'Test series, renamed', version: 2 });
    const stale = await call('PUT', `${GROUPS}/${first.body.id}`, {
      title: 'Someone else’s',
      placements: ['cricket'],
      playlists: [],
      status: 'published',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', field: 'body.version' });
    const ordered = await call<PlaylistGroup[]>(
      'PUT',
      `${GROUPS.replace('content', 'content-order')}`,
      {
        ids: [second.body.id, first.body.id],
      },
    );
    expect(ordered.body.map((g) => g.title)).toEqual(['Drafted', 'Test series, renamed']);
    expect((await call('PUT', `${GROUPS}-order`, { ids: [first.body.id] })).status).toBe(400);
    made.published = first.body.id;
    made.draft = second.body.id;
  });

  it('refuses groups that name what the tenant does not have, or a window backwards', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ placements: ['hub-home'] }, 'body.placements.0'],
      [{ playlists: [crypto.randomUUID()] }, 'body.playlists.0'],
      [{ window: { from: at(hour), until: at(-hour) } }, 'body.window.until'],
      [{ title: '   ' }, 'body.title'],
      [{ status: 'live' }, 'body.status'],
    ];
    for (const [extra, field] of bad) {
      const res = await group('Bad', extra);
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it('shows a signed-out visitor only public collections of live, published groups', async () => {
    const expired = await group('Last season', {
      window: { from: at(-2 * hour), until: at(-hour) },
    });
    const layout = await call<PlacementLayout>('GET', LAYOUT);
    expect(layout.body).toMatchObject({ featured: [], carousels: [], version: 0 });
    const body = {
      version: 0,
      featured: [
        { kind: 'group', ref: made.published, window: { from: null, until: null } },
        { kind: 'group', ref: made.draft, window: { from: null, until: null } },
        { kind: 'group', ref: expired.body.id, window: { from: null, until: null } },
        {
          kind: 'collection',
          ref: made['Second public reel'],
          window: { from: null, until: at(hour) },
        },
        { kind: 'collection', ref: made['Private reel'], window: { from: null, until: null } },
        { kind: 'collection', ref: made['Public reel'], window: { from: at(hour), until: null } },
      ],
      carousels: [
        { title: 'From the series', source: { kind: 'group', id: made.published }, maxItems: 10 },
        {
          title: 'Clips of the reel',
          source: { kind: 'collection', id: made['Public reel'] },
          maxItems: 2,
        },
        {
          title: 'Nothing to see',
          source: { kind: 'collection', id: made['Private reel'] },
          maxItems: 5,
        },
      ],
    };
    const saved = await call<PlacementLayout>('PUT', LAYOUT, body);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);
    expect((await call('PUT', LAYOUT, body)).status).toBe(409);

    const visitor = await server.call<PublicPlacement>('GET', PUBLIC, { apiKey: publicKey });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=20');
    // An administrator's preview is never kept by the browser.
    const preview = await call('GET', PUBLIC);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const view = visitor.body;
    expect(view.featured.map((t) => t.title)).toEqual(['Public reel', 'Second public reel']);
    expect(view.featured[0]).toMatchObject({
      kind: 'collection',
      clipCount: 3,
      thumbnail: expect.any(Object),
    });
    expect(view.rails.map((r) => r.title)).toEqual(['From the series', 'Clips of the reel']);
    expect(view.rails[0]!.tiles.map((t) => t.title)).toEqual(['Public reel']);
    expect(view.rails[1]!.tiles).toHaveLength(2);
    expect(view.rails[1]!.tiles[0]).toMatchObject({
      kind: 'clip',
      clip: { assetId: expect.any(String) },
    });
    const text = JSON.stringify(view);
    for (const hidden of [
      'Private reel',
      'Shared reel',
      'Drafted',
      'Last season',
      'Nothing to see',
    ])
      expect(text).not.toContain(hidden);
    for (const id of [made['Private reel'], made['Shared reel'], made.draft, expired.body.id])
      expect(text).not.toContain(id);

    // Unpublishing shows at once on the server (visitors' pages may keep it 30 s).
    const current = (await call<PlaylistGroup[]>('GET', GROUPS)).body.find(
      (g) => g.id === made.published,
    )!;
    await call('PUT', `${GROUPS}/${made.published}`, {
      title: current.title,
      placements: current.placements,
      playlists: current.playlists,
      status: 'draft',
      window: current.window,
      version: current.version,
    });
    const after = (await server.call<PublicPlacement>('GET', PUBLIC, { apiKey: publicKey })).body;
    expect(after.featured.map((t) => t.title)).toEqual(['Second public reel']);
    expect(after.rails.map((r) => r.title)).toEqual(['Clips of the reel']);
  });

  it('follows a live match in a saved search’s rail: marked live, asked again soon, unchanged answers a 304', async () => {
    const match = await call<{ id: string }>('POST', '/asset/v3/live', { title: 'Live: the rail' });
    expect(match.status).toBe(201);
    const feed = (id: string, at: number) =>
      call('POST', `/asset/v3/asset/${match.body.id}/match-data/feed`, {
        matchId: 'rail',
        format: 'events',
        events: [{ id, at, values: { batter: 'Rail Batter' } }],
      });
    expect((await feed('r1', 30)).status).toBe(200);
    const saved = await call<{ id: string }>('POST', '/middleware/search/saved', {
      name: 'The rail’s batter',
      query: 'batter:"Rail Batter"',
      sort: 'newest',
    });
    expect(saved.status).toBe(201);
    const version = (await call<PlacementLayout>('GET', LAYOUT)).body.version;
    const layout = await call('PUT', LAYOUT, {
      version,
      featured: [],
      carousels: [
        { title: 'Live now', source: { kind: 'saved-search', id: saved.body.id }, maxItems: 6 },
        { title: 'The newest', source: { kind: 'saved-search', id: saved.body.id }, maxItems: 1 },
      ],
    });
    expect(layout.status).toBe(200);
    const visit = (etag?: string) =>
      server.call<PublicPlacement>('GET', PUBLIC, {
        apiKey: publicKey,
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      });
    const first = await visit();
    expect(first.body).toMatchObject({
      refreshSeconds: 5,
      rails: [
        { title: 'Live now', live: true },
        { title: 'The newest', live: true },
      ],
    });
    expect(first.body.rails[0]!.tiles).toHaveLength(1);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    // Asked again with nothing new: 304, no body.
    const same = await visit(etag);
    expect(same.status).toBe(304);
    // A new clip of the match: a new answer, the clip first.
    expect((await feed('r2', 90)).status).toBe(200);
    const grown = await visit(etag);
    expect(grown.status).toBe(200);
    expect(grown.headers.get('etag')).not.toBe(etag);
    // A live match's latest clips first (its last in play), however many it has.
    expect(grown.body.rails[0]!.tiles.map((t) => t.clip?.offset)).toEqual([87, 27]);
    expect(grown.body.rails[1]!.tiles.map((t) => t.clip?.offset)).toEqual([87]);
    expect((await call('POST', `/asset/v3/asset/${match.body.id}/live/end`)).status).toBe(202);
  });

  it('checks a layout’s references and the tenant’s locations', async () => {
    const version = (await call<PlacementLayout>('GET', LAYOUT)).body.version;
    const unknown = await call('PUT', LAYOUT, {
      version,
      featured: [
        { kind: 'collection', ref: crypto.randomUUID(), window: { from: null, until: null } },
      ],
      carousels: [],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'unknown_ref', field: 'body.featured.0.ref' });
    expect((await call('GET', '/middleware/placements/locations/hub-home')).status).toBe(404);
    expect(
      (await server.call('GET', '/middleware/placements/public/hub-home', { apiKey: publicKey }))
        .status,
    ).toBe(404);
  });

  it('keeps tenants apart, and turns off for a tenant that does not publish', async () => {
    const racing = await server.signIn('admin@vidsearch.example', 'racing');
    const off = await server.call('GET', GROUPS, { token: racing.token });
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('publishing_off');
    const soccer = await server.signIn('admin@vidsearch.example', 'soccer');
    expect(
      (await server.call<PlaylistGroup[]>('GET', GROUPS, { token: soccer.token })).body,
    ).toEqual([]);
    const theirs = await server.call('DELETE', `${GROUPS}/${made.draft}`, { token: soccer.token });
    expect(theirs.status).toBe(404);
    const editor = await server.signIn('editor.cricket@vidsearch.example');
    expect((await server.call('GET', GROUPS, { token: editor.token })).status).toBe(403);
  });
});
