import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionSearchResponse, SessionTokens } from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { tenantApiKeys } from '../../server/seed/seed';
import { databaseKinds, startTestServer, type TestServer } from './helpers';

const SEARCH = '/middleware/search/collection/search';

describe.each(databaseKinds())('collection search on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let viewer: SessionTokens;

  beforeAll(async () => {
    server = await startTestServer(kind);
    editor = await server.signIn('editor.cricket@vidsearch.example');
    viewer = await server.signIn('viewer@vidsearch.example');
  });
  afterAll(() => server?.close());

  const find = (token: string | undefined, params: Record<string, string> = {}, apiKey?: string) =>
    server.call<CollectionSearchResponse>('GET', `${SEARCH}?${new URLSearchParams(params)}`, {
      ...(token ? { token } : {}),
      ...(apiKey ? { apiKey } : {}),
    });

  it('shows the owner all their collections, newest change first, with counts and durations', async () => {
    const res = await find(editor.token);
    expect(res.status).toBe(200);
    expect(res.body.results.map((c) => c.title)).toEqual([
      'Weekend highlights reel',
      'Scouting notes',
      'Fan favourites',
      'Broadcast package draft',
    ]);
    const reel = res.body.results[0]!;
    expect(reel).toMatchObject({
      visibility: 'tenant',
      total_items: 7,
      user: { email: 'editor.cricket@vidsearch.example' },
    });
    const [row] = await server.booted.app.db.query<{ d: number }>(
      'SELECT sum(duration)::float8 AS d FROM playlist_items WHERE playlist_id = $1',
      [reel.id],
    );
    expect(reel.duration).toBeCloseTo(row!.d, 6);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 40 });
  });

  it('shows others only shared and public collections, and public callers only public ones', async () => {
    const other = await find(viewer.token);
    expect(other.body.results.map((c) => c.title)).not.toContain('Scouting notes');
    expect(other.body.results.map((c) => c.visibility).sort()).toEqual([
      'public',
      'tenant',
      'tenant',
    ]);
    const key = tenantApiKeys(tenantByKey('cricket')!)[0]!.value;
    const anonymous = await find(undefined, {}, key);
    expect(anonymous.body.results.map((c) => c.title)).toEqual(['Fan favourites']);
  });

  it('matches every word in title or description, any case, literally', async () => {
    expect(
      (await find(editor.token, { query: 'HIGHLIGHTS reel' })).body.results.map((c) => c.title),
    ).toEqual(['Weekend highlights reel']);
    expect(
      (await find(editor.token, { query: 'coaches' })).body.results.map((c) => c.title),
    ).toEqual(['Scouting notes']);
    expect((await find(editor.token, { query: '%' })).body.total).toBe(0);
    expect((await find(editor.token, { query: '*' })).body.total).toBe(4);
  });

  it('filters by visibility and owner, sorts and pages', async () => {
    const filters = JSON.stringify([
      { field: 'owner', values: ['me'] },
      { field: 'visibility', values: ['private', 'public'] },
    ]);
    expect((await find(editor.token, { filters })).body.results.map((c) => c.title)).toEqual([
      'Scouting notes',
      'Fan favourites',
    ]);
    const byTitle = await find(editor.token, { sortBy: 'title', sortDirection: 'asc' });
    const titles = byTitle.body.results.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const bySize = await find(editor.token, { sortBy: 'totalItems', sortDirection: 'desc' });
    const sizes = bySize.body.results.map((c) => c.total_items);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const page2 = await find(editor.token, { pageSize: '3', page: '2' });
    expect(page2.body.results).toHaveLength(1);
    expect(page2.body.total).toBe(4);
    const past = await find(editor.token, { pageSize: '3', page: '9' });
    expect(past.body).toMatchObject({ results: [], total: 4 });
  });

  it('says what is wrong with bad parameters', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ filters: 'not json' }, 'querystring.filters'],
      [{ filters: '{"field":"owner"}' }, 'querystring.filters'],
      [{ filters: '[{"field":"colour","values":["x"]}]' }, 'querystring.filters.0.field'],
      [{ filters: '[{"field":"visibility","values":["secret"]}]' }, 'querystring.filters.0.values'],
      [{ filters: '[{"field":"owner","values":["bob"]}]' }, 'querystring.filters.0.values'],
      [{ sortBy: 'colour' }, 'querystring.sortBy'],
      [{ pageSize: '500' }, 'querystring.pageSize'],
    ];
    for (const [params, field] of cases) {
      const res = await find(editor.token, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect((res.body as unknown as { field: string }).field).toBe(field);
    }
  });

  it('keeps each tenant to its own collections', async () => {
    const racing = await server.signIn('editor.racing@vidsearch.example');
    const res = await find(racing.token);
    expect(res.body.results.every((c) => c.user.email !== 'editor.cricket@vidsearch.example')).toBe(
      true,
    );
    expect(res.body.results.map((c) => c.user.email)).toContain('editor.racing@vidsearch.example');
  });
});
