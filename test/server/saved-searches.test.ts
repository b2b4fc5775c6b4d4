import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  SavedSearch,
  SavedSearchList,
  SearchResponse,
  SessionTokens,
} from '../../src/core/api/contract';
import { tenantApiKeys } from '../../server/seed/seed';
import { tenantByKey } from '../../src/tenants';
import { databaseKinds, startTestServer, type TestServer } from './helpers';

describe.each(databaseKinds())('saved searches on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let viewer: SessionTokens;
  const saved = '/middleware/search/saved';

  beforeAll(async () => {
    server = await startTestServer(kind);
    editor = await server.signIn('editor.cricket@vidsearch.example');
    viewer = await server.signIn('viewer@vidsearch.example');
  });
  afterAll(() => server?.close());

  const save = (token: string, body: unknown) =>
    server.call<SavedSearch & Partial<ApiErrorBody>>('POST', saved, { token, body });
  const list = async (token: string) =>
    (await server.call<SavedSearchList>('GET', saved, { token })).body.results;

  it('saves a search with its words kept, and lists it for its owner only, newest first', async () => {
    const first = await save(editor.token, {
      name: '  Kohli this season  ',
      query: 'Kohli match_date:this-season',
      sort: 'oldest',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Kohli this season',
      query: 'Kohli match_date:this-season',
      sort: 'oldest',
      view: 'clips',
    });
    const second = await save(editor.token, { name: 'Sixes', query: 'runs:6', view: 'assets' });
    expect((await list(editor.token)).map((s) => s.name)).toEqual(['Sixes', 'Kohli this season']);
    expect(await list(viewer.token)).toEqual([]);
    const read = await server.call<SavedSearch>('GET', `${saved}/${second.body.id}`, {
      token: editor.token,
    });
    expect(read.body).toEqual(second.body);
    // Another person's saved search is not theirs to read or delete.
    for (const method of ['GET', 'DELETE'])
      expect(
        (await server.call(method, `${saved}/${second.body.id}`, { token: viewer.token })).status,
      ).toBe(404);
  });

  it('refuses a name already used (whatever its case), a blank name and an unreadable search', async () => {
    await save(editor.token, { name: 'Wickets', query: 'wicket:*' });
    const taken = await save(editor.token, { name: 'WICKETS', query: 'wicket:bowled' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'conflict', field: 'body.name' });
    const blank = await save(editor.token, { name: '   ', query: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('body.name');
    const tooLong = await save(editor.token, { name: 'n'.repeat(101), query: 'x' });
    expect(tooLong.status).toBe(400);
    const unreadable = await save(editor.token, { name: 'Broken', query: 'umpire:Smith' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({ code: 'unknown_field', field: 'body.query' });
    expect((await save(editor.token, { name: 'Odd', query: 'x', sort: 'best' })).status).toBe(400);
  });

  it('keeps at most 100 per person', async () => {
    const db = server.booted.app.db;
    const [{ id: userId } = { id: '' }] = await db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      ['viewer@vidsearch.example'],
    );
    await db.query(
      `INSERT INTO saved_searches (tenant_id, id, user_id, name, query, sort, view)
       SELECT $1, gen_random_uuid(), $2, 'Search ' || n, 'x', 'newest', 'clips'
       FROM generate_series(1, 100) AS n`,
      [tenantByKey('cricket')!.tenantId.production, userId],
    );
    const over = await save(viewer.token, { name: 'One more', query: 'x' });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('too_many');
    expect(await list(viewer.token)).toHaveLength(100);
  });

  it('deletes one, and then it is gone', async () => {
    const made = await save(editor.token, { name: 'Short lived', query: 'x' });
    const gone = await server.call('DELETE', `${saved}/${made.body.id}`, { token: editor.token });
    expect(gone.status).toBe(204);
    expect((await list(editor.token)).some((s) => s.id === made.body.id)).toBe(false);
    expect(
      (await server.call('DELETE', `${saved}/${made.body.id}`, { token: editor.token })).status,
    ).toBe(404);
    expect((await server.call('GET', `${saved}/not-an-id`, { token: editor.token })).status).toBe(
      400,
    );
  });

  it('belongs to people: an API key and a signed-out caller are refused', async () => {
    const key = tenantApiKeys(tenantByKey('cricket')!)[0]!.value;
    expect((await server.call('GET', saved, { apiKey: key })).status).toBe(401);
    expect((await server.call('GET', saved)).status).toBe(401);
  });

  it('runs a relative period as the days it covers today', async () => {
    const search = (query: string) =>
      server.call<SearchResponse>('POST', '/middleware/search/search', {
        token: editor.token,
        body: { query, pageSize: 200 },
      });
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const yearAgo = new Date(
      Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()),
    )
      .toISOString()
      .slice(0, 10);
    const relative = await search('match_date:last-12-months');
    const fixed = await search(`match_date:>${yearAgo} AND match_date:<=${today}`);
    expect(relative.status).toBe(200);
    expect(relative.body.total).toBe(fixed.body.total);
    expect(relative.body.total).toBeGreaterThan(0);
  });
});
