import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import type {
  ApiErrorBody,
  Asset,
  Page,
  Playlist,
  PublicPlacement,
  SearchHit,
  SearchResponse,
  SessionTokens,
} from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { tenantApiKeys } from '../../server/seed/seed';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';
import { publishCollections } from './publishing-helpers';

const cricket = tenantByKey('cricket')!;
const [freeKey] = tenantApiKeys(cricket).map((k) => k.value) as [string];
const SEARCH = '/middleware/search/search';
const DAY = 86_400_000;

/**
 * Rights windows on what partner pages and the signed-out reach, and on what staff see
 * (docs/rights.md): a window shutting "public" leaves its clips out of every route a free key
 * reaches, staff still find them with why in words, and search filters on windows.
 */
describe.each(databaseKinds())('rights windows on partner pages and in search on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let admin: SessionTokens;
  let assetId: string;
  let clips: SearchHit[];
  const past = new Date(Date.now() - 30 * DAY).toISOString();
  const soon = new Date(Date.now() + 3 * DAY).toISOString();
  const later = new Date(Date.now() + 60 * DAY).toISOString();

  beforeAll(async () => {
    server = await startTestServer(kind);
    editor = await server.signIn('editor.cricket@vidsearch.example');
    admin = await server.signIn('admin.cricket@vidsearch.example');
    const [asset] = await server.booted.app.db.query<{ id: string }>(
      `SELECT a.id FROM assets a WHERE a.tenant_id = $1 AND a.public AND a.kind = 'video'
          AND (SELECT count(*) FROM clips c WHERE c.tenant_id = a.tenant_id AND c.asset_id = a.id) >= 3
        ORDER BY a.id LIMIT 1`,
      [tenantId('cricket')],
    );
    assetId = asset!.id;
    clips = (await searchAs({ token: editor.token })).body.results;
    expect(clips.length).toBeGreaterThanOrEqual(3);
  }, 120_000);
  afterAll(() => server?.close());

  const searchAs = (who: { apiKey?: string; token?: string }, body: object = {}) =>
    server.call<SearchResponse & ApiErrorBody & { results: SearchHit[] }>('POST', SEARCH, {
      ...who,
      body: { query: `assetId:"${assetId}"`, sortBy: 'oldest', pageSize: 200, ...body },
    });
  const found = async (body: object = {}) =>
    (await searchAs({ apiKey: freeKey }, body)).body.results.map((h) => h.id);
  const putAsset = (window: object | null) =>
    window
      ? server.call('PUT', `/asset/v3/asset/${assetId}/rights`, {
          token: editor.token,
          body: window,
        })
      : server.call('DELETE', `/asset/v3/asset/${assetId}/rights`, { token: editor.token });
  const putClips = (clipIds: string[], window: object | null) =>
    server.call<{ updated: number } & ApiErrorBody>('PUT', '/middleware/search/rights', {
      token: editor.token,
      body: { clipIds, window },
    });

  it('leaves an asset its window shuts from partner pages out of all a free key reaches; staff are told why', async () => {
    const all = clips.map((c) => c.id);
    expect(await found()).toEqual(all);
    // A window on other uses keeps it on partner pages.
    expect((await putAsset({ notAfter: past, uses: ['export', 'review'] })).status).toBe(200);
    expect(await found()).toEqual(all);

    expect((await putAsset({ notAfter: past, uses: ['public', 'internal'] })).status).toBe(200);
    expect(await found()).toEqual([]);
    const clip = clips[0]!.id;
    const refusals = [
      await server.call('GET', `/asset/v3/search/${clip}`, { apiKey: freeKey }),
      await server.call('GET', `/middleware/search/clips/${clip}`, { apiKey: freeKey }),
      await server.call('GET', `/asset/v3/asset/${assetId}`, { apiKey: freeKey }),
      await server.call('GET', `/middleware/playback/thumbnail/${assetId}`, { apiKey: freeKey }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const play = await server.call<ApiErrorBody>('POST', '/middleware/playback/playable', {
      apiKey: freeKey,
      body: { clips: [{ asset_id: assetId, offset: 0, duration: 4 }] },
    });
    expect(play.status).toBe(400);
    expect(play.body.field).toBe('body.clips.0.asset_id');
    const list = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=100', {
      apiKey: freeKey,
    });
    expect(list.body.content.map((a) => a.id)).not.toContain(assetId);

    // Staff still find every clip, each saying why it is shut, in words.
    const staff = await searchAs({ token: editor.token });
    expect(staff.body.results.map((h) => h.id)).toEqual(all);
    const ended = format(new Date(past), 'd MMMM yyyy');
    expect(staff.body.results[0]!.rights).toEqual({
      window: { notAfter: past, uses: ['public', 'internal'] },
      shut: {
        uses: ['public', 'internal'],
        why: `its rights ended on ${ended}`,
        words: `Not for partner pages or staff search now: its rights ended on ${ended}.`,
      },
    });
    const one = await server.call<SearchHit>('GET', `/asset/v3/search/${clip}`, {
      token: editor.token,
    });
    expect(one.body.rights?.shut?.why).toBe(`its rights ended on ${ended}`);

    expect((await putAsset(null)).status).toBe(200);
    expect(await found()).toEqual(all);
    expect((await searchAs({ token: editor.token })).body.results[0]).not.toHaveProperty('rights');
  });

  it('holds a clip to its own window over its asset’s', async () => {
    const [first, second, third] = clips.map((c) => c.id) as [string, string, string];
    expect((await putClips([first], { notAfter: past, uses: ['public'] })).body.updated).toBe(1);
    const left = await found();
    expect(left).not.toContain(first);
    expect(left).toContain(second);
    expect(
      (await server.call('GET', `/asset/v3/search/${first}`, { apiKey: freeKey })).status,
    ).toBe(404);

    // The asset shut, one clip open by its own window: that clip alone is on partner pages.
    await putAsset({ notAfter: past, uses: ['public'] });
    await putClips([second], { notAfter: later, uses: ['public'] });
    expect(await found()).toEqual([second]);
    // A range of the asset plays for the free key only where no shut clip is in it.
    const play = (clip: SearchHit) =>
      server.call('POST', '/middleware/playback/playable', {
        apiKey: freeKey,
        body: { clips: [{ asset_id: assetId, offset: clip.offset, duration: clip.duration }] },
      });
    expect((await play(clips[2]!)).status).toBe(400);

    await putAsset(null);
    await putClips([first, second], null);
    expect(await found()).toContain(third);
    expect((await play(clips[2]!)).status).toBe(200);
  });

  it('finds the clips not available now and those whose window ends this week, for staff only', async () => {
    const [first, second, third] = clips.map((c) => c.id) as [string, string, string];
    await putClips([first], { notAfter: past, uses: ['export'] });
    await putClips([second], { notBefore: later, uses: ['review'] });
    await putClips([third], { notAfter: soon, uses: ['export', 'public'] });
    const staff = (rights: string) =>
      searchAs({ token: editor.token }, { rights }).then((r) => r.body.results.map((h) => h.id));
    expect(await staff('not-available-now')).toEqual([first, second]);
    expect(await staff('expires-this-week')).toEqual([third]);
    const asKey = await searchAs({ apiKey: freeKey }, { rights: 'expires-this-week' });
    expect(asKey.status).toBe(400);
    expect(asKey.body.field).toBe('body.rights');
    const bad = await searchAs({ token: editor.token }, { rights: 'soon' });
    expect(bad.status).toBe(400);
    await putClips([first, second, third], null);
    expect(await staff('not-available-now')).toEqual([]);
  });

  it('leaves a shut item out of a public collection and a partner page’s rail', async () => {
    const [collection] = await publishCollections(server, admin.token, {
      tenant: 'cricket',
      location: 'cricket',
      collections: [{ title: 'Rights on the rail', visibility: 'public' }],
      groupTitle: 'Rights',
      carousels: [{ title: 'Rights rail', collection: 0, maxItems: 10 }],
    });
    const items = collection!.clips;
    const shutClip = (JSON.parse(items[0]!.stash) as SearchHit).id;
    await putClips([shutClip], { notBefore: later, uses: ['public'] });

    const asKey = await server.call<Playlist>(
      'GET',
      `/middleware/playlists/tenants/${tenantId('cricket')}/playlists/${collection!.id}`,
      { apiKey: freeKey },
    );
    expect(asKey.body.clips).toEqual(items.slice(1));
    // The owner still has every item.
    const own = await server.call<Playlist>(
      'GET',
      `/middleware/playlists/tenants/${tenantId('cricket')}/playlists/${collection!.id}`,
      { token: admin.token },
    );
    expect(own.body.clips).toEqual(items);
    const page = await server.call<PublicPlacement>(
      'GET',
      '/middleware/placements/public/cricket',
      { apiKey: freeKey },
    );
    const rail = page.body.rails.find((r) => r.title === 'Rights rail')!;
    expect(rail.tiles.map((t) => t.clip?.offset)).toEqual(items.slice(1).map((i) => i.offset));
    await putClips([shutClip], null);
  });
});
