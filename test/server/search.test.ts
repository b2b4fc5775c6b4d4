import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SearchHit,
  SearchResponse,
  SessionTokens,
  SimpleSearchResponse,
} from '../../src/core/api/contract';
import { STAR_BATTER } from '../../server/seed/sports';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

describe.each(databaseKinds())('search on %s', (kind) => {
  let server: TestServer;
  let viewer: SessionTokens;
  const cricket = tenantId('cricket');

  beforeAll(async () => {
    server = await startTestServer(kind);
    viewer = await server.signIn('viewer@vidsearch.example');
  });
  afterAll(() => server?.close());

  const search = (body: Record<string, unknown>, token = viewer.token) =>
    server.call<SearchResponse>('POST', '/middleware/search/search', { token, body });

  /** The oracle: clips whose payload holds an item, counted by SQL over the raw jsonb. */
  async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
    const [row] = await server.booted.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM clips WHERE tenant_id = $1 AND ${where}`,
      [cricket, ...params],
    );
    return row!.n;
  }
  const withItem = (category: string, value: string) =>
    sqlCount('payload @> $2::jsonb', [JSON.stringify([{ category, value }])]);

  it('answers everything for an empty query or *, newest first, 30 a page', async () => {
    const all = await sqlCount('true');
    for (const query of [undefined, '', '*']) {
      const res = await search(query === undefined ? {} : { query });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(all);
      expect(res.body.pageSize).toBe(30);
      // The search's own time, as the answer says it and as Server-Timing does.
      expect(res.headers.get('server-timing')).toBe(`search;dur=${res.body.tookMs}`);
    }
    const res = await search({ pageSize: 200 });
    const dates = res.body.results.map((r) => r.matchDate ?? '0000');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds a batter by free word, by field, and by paired payload terms, as SQL counts them', async () => {
    const expected = await withItem('batter', STAR_BATTER);
    expect(expected).toBeGreaterThan(0);
    const byField = await search({ query: `batter:"${STAR_BATTER}"` });
    expect(byField.body.total).toBe(expected);
    const paired = await search({
      query: 'payload.category:batter AND payload.value:"Arjun Kohli"',
    });
    expect(paired.body.total).toBe(expected);
    const word = await search({ query: 'kohli', searchFields: ['batter'] });
    expect(word.body.total).toBe(expected);
    for (const hit of byField.body.results) {
      expect(hit.payload!.some((p) => p.category === 'batter' && p.value === STAR_BATTER)).toBe(
        true,
      );
    }
  });

  it('combines AND, OR, NOT, ranges and wildcards', async () => {
    const fours = await withItem('runs', '4');
    const sixes = await withItem('runs', '6');
    expect((await search({ query: 'runs:4 OR runs:6' })).body.total).toBe(fours + sixes);
    expect((await search({ query: 'runs:[4 TO 6]' })).body.total).toBe(
      fours + sixes + (await withItem('runs', '5')),
    );
    const all = await sqlCount('true');
    expect((await search({ query: 'NOT runs:4' })).body.total).toBe(all - fours);
    const wickets = await sqlCount(`payload @> '[{"category":"wicket"}]'`);
    expect((await search({ query: 'wicket:*' })).body.total).toBe(wickets);
    const arj = await sqlCount(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(payload) p WHERE p->>'category' = 'batter' AND p->>'value' ~* '(^|[^[:alnum:]])arj')`,
    );
    expect(arj).toBeGreaterThan(await withItem('batter', STAR_BATTER));
    expect((await search({ query: 'batter:arj*' })).body.total).toBe(arj);
  });

  it('sorts oldest first and pages without overlap', async () => {
    const oldest = await search({ sortBy: 'oldest', pageSize: 5 });
    const dates = oldest.body.results.map((r) => r.matchDate!);
    expect(dates).toEqual([...dates].sort());
    const page1 = await search({ pageSize: 5, page: 1 });
    const page2 = await search({ pageSize: 5, page: 2 });
    const ids1 = page1.body.results.map((r) => r.id);
    const ids2 = page2.body.results.map((r) => r.id);
    expect(ids2).toHaveLength(5);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    const beyond = await search({ page: 999 });
    expect(beyond.body.results).toEqual([]);
  });

  it('counts facets in AND mode and disjunctively in OR mode, keeping selected values', async () => {
    const batters = (await search({ facetBy: ['batter'], facetSize: 100 })).body.facets.batter!;
    const [first, second] = batters;
    expect(first!.count).toBeGreaterThanOrEqual(second!.count);
    expect(first!.count).toBe(await withItem('batter', first!.value));
    const filters = [{ category: 'batter', values: [first!.value] }];
    const and = await search({ filters, facetBy: ['batter', 'shot'], facetMode: 'AND' });
    expect(and.body.total).toBe(first!.count);
    expect(and.body.facets.batter).toEqual([{ value: first!.value, count: first!.count }]);
    const or = await search({ filters, facetBy: ['batter', 'shot'], facetMode: 'OR' });
    expect(or.body.total).toBe(first!.count);
    // Each facet counted without its own filter: the other batters still show their counts.
    expect(or.body.facets.batter!.find((v) => v.value === second!.value)?.count).toBe(
      second!.count,
    );
    // Other facets still counted within the filter.
    expect(or.body.facets.shot!.reduce((n, v) => n + v.count, 0)).toBe(first!.count);
    const pinned = await search({
      query: 'runs:6',
      filters: [{ category: 'shot', values: ['No such shot'] }],
      facetBy: ['shot'],
    });
    expect(pinned.body.facets.shot![0]).toEqual({ value: 'No such shot', count: 0 });
  });

  it('filters a date range inclusively', async () => {
    const all = await search({ facetBy: ['match_date'], facetSize: 100 });
    const days = all.body.facets.match_date!.map((v) => v.value).sort();
    const from = days[0]!;
    const to = days[Math.floor(days.length / 2)]!;
    const expected = await sqlCount(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(payload) p WHERE p->>'category' = 'match_date' AND p->>'value' BETWEEN $2 AND $3)`,
      [from, to],
    );
    const res = await search({ filters: [{ category: 'match_date', from, to }] });
    expect(res.body.total).toBe(expected);
    expect(res.body.results.every((r) => r.matchDate! >= from && r.matchDate! <= to)).toBe(true);
  });

  it('shapes results: projection and the legacy clip', async () => {
    const res = await search({ pageSize: 1, fields: ['id', 'assetTitle'] });
    expect(Object.keys(res.body.results[0]!).sort()).toEqual(['assetTitle', 'id']);
    const legacy = await search({ pageSize: 1, legacy: true });
    expect(Object.keys(legacy.body.results[0]!).sort()).toEqual(
      ['assetId', 'duration', 'endTime', 'id', 'offset', 'payload', 'startTime'].sort(),
    );
  });

  it('answers 400 with the position of a malformed expression, and names unknown fields', async () => {
    const broken = await search({ query: 'kohli AND (runs:4' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'query_syntax', field: 'body.query', position: 17 });
    const unknown = await search({ query: 'runs:4 AND umpire:Smith' });
    expect(unknown.body).toMatchObject({ code: 'unknown_field', position: 11 });
    expect((unknown.body as unknown as { message: string }).message).toContain('"umpire"');
    const badFacet = await search({ facetBy: ['runs', 'umpire'] });
    expect(badFacet.body).toMatchObject({ statusCode: 400, field: 'body.facetBy.1' });
    const badFilter = await search({ filters: [{ category: 'umpire', values: ['x'] }] });
    expect(badFilter.body).toMatchObject({ statusCode: 400, field: 'body.filters.0.category' });
    const tooLong = await search({ query: 'a'.repeat(1001) });
    expect(tooLong.body).toMatchObject({ statusCode: 400, field: 'body.query' });
    const injection = await search({ query: `batter:"'; DROP TABLE clips; --"` });
    expect(injection.status).toBe(200);
    expect(injection.body.total).toBe(0);
    expect(await sqlCount('true')).toBeGreaterThan(0);
  });

  it('gives one facet’s values, searchable, and autocompletes; nothing for nothing', async () => {
    const facet = await server.call('POST', '/middleware/search/search/facets', {
      token: viewer.token,
      body: { facet: 'batter', valueQuery: 'kohli' },
    });
    expect(facet.status).toBe(200);
    expect(facet.body.values.map((v: { value: string }) => v.value)).toContain(STAR_BATTER);
    expect(
      facet.body.values.every((v: { value: string }) => v.value.toLowerCase().includes('kohli')),
    ).toBe(true);
    const complete = await server.call(
      'GET',
      '/middleware/search/search/autocomplete?size=20&query=arj',
      { token: viewer.token },
    );
    expect(complete.status).toBe(200);
    expect(complete.body.length).toBeLessThanOrEqual(20);
    expect(
      complete.body.some(
        (s: { value: string; category: string }) =>
          s.value === STAR_BATTER && s.category === 'batter',
      ),
    ).toBe(true);
    const empty = await server.call('GET', '/middleware/search/search/autocomplete?query=', {
      token: viewer.token,
    });
    expect(empty.body).toEqual([]);
    const suggest = await server.call('POST', '/asset/v3/search/suggest', {
      token: viewer.token,
      body: { category: 'shot', query: 'dri', size: 5 },
    });
    expect(suggest.body.length).toBeGreaterThan(0);
    expect(suggest.body.every((s: { value: string }) => /drive/i.test(s.value))).toBe(true);
  });

  it('finds similar content at a score of at least 0.7, best first', async () => {
    const any = (await search({ pageSize: 1 })).body.results[0]!;
    const res = await server.call<SearchResponse>(
      'GET',
      `/middleware/search/search/similar-content?id=${any.id}&page=1&pageSize=32`,
      {
        token: viewer.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.pageSize).toBe(32);
    const scores = res.body.results.map((r) => r.score!);
    expect(scores.every((s) => s >= 0.7 && s <= 1)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.body.results.some((r) => r.id === any.id)).toBe(false);
    const looser = await server.call<SearchResponse>(
      'GET',
      `/middleware/search/search/similar-content?id=${any.id}&similarScore=0.2`,
      {
        token: viewer.token,
      },
    );
    expect(looser.body.total).toBeGreaterThanOrEqual(res.body.total);
    const missing = await server.call('GET', '/middleware/search/search/similar-content?id=nope', {
      token: viewer.token,
    });
    expect(missing.status).toBe(404);
  });

  it('serves the asset API’s simple search with highlights, the bumper query and clips by id', async () => {
    const simple = await server.call<SimpleSearchResponse>('POST', '/asset/v3/search/simple', {
      token: viewer.token,
      body: { q: `batter:"${STAR_BATTER}"`, p: 0, s: 3, sortDesc: false, addHighlights: true },
    });
    expect(simple.status).toBe(200);
    expect(simple.body.size).toBe(3);
    for (const hit of simple.body.results) {
      expect(hit.highlights).toEqual(hit.payload.filter((p) => p.category === 'batter'));
    }
    const bumpers = await server.call<SimpleSearchResponse>(
      'GET',
      '/asset/v3/search?query=payload.category:INTERSTITIAL',
      {
        token: viewer.token,
      },
    );
    expect(bumpers.body.total).toBeGreaterThan(0);
    expect(bumpers.body.results.every((b) => b.payload[0]!.category === 'INTERSTITIAL')).toBe(true);
    const id = simple.body.results[0]!.id;
    const byId = await server.call<SearchHit>('GET', `/asset/v3/search/${id}`, {
      token: viewer.token,
    });
    expect(byId.body).toMatchObject({ id, assetTitle: expect.any(String) });
    const legacy = await server.call('GET', `/middleware/search/clips/${id}?legacy=true`, {
      token: viewer.token,
    });
    expect(legacy.body.assetTitle).toBeUndefined();
    expect(legacy.body.payload.length).toBeGreaterThan(0);
  });

  it('keeps every tenant to its own clips', async () => {
    const racing = await server.signIn('editor.racing@vidsearch.example');
    const cricketHit = (await search({ pageSize: 1 })).body.results[0]!;
    const theirs = await search({ query: `id:${cricketHit.id}` }, racing.token);
    expect(theirs.body.total).toBe(0);
    expect(
      (await server.call('GET', `/asset/v3/search/${cricketHit.id}`, { token: racing.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.call('GET', `/middleware/search/clips/${cricketHit.id}`, {
          token: racing.token,
        })
      ).status,
    ).toBe(404);
    const similar = await server.call(
      'GET',
      `/middleware/search/search/similar-content?id=${cricketHit.id}`,
      { token: racing.token },
    );
    expect(similar.status).toBe(404);
    const kohli = await search({ query: 'kohli' }, racing.token);
    expect(kohli.body.total).toBe(0);
    const racingFields = await search({ query: 'batter:x' }, racing.token);
    expect(racingFields.body).toMatchObject({ code: 'unknown_field' });
    expect((await search({ query: 'horse:*' }, racing.token)).body.total).toBeGreaterThan(0);
  });

  it('takes writes through search/data, in the database and the index at once', async () => {
    const admin = await server.signIn('admin.cricket@vidsearch.example');
    const target = (await search({ pageSize: 1 })).body.results[0] as SearchHit;
    const put = (body: unknown, token = admin.token) =>
      server.call('PUT', '/middleware/search/data', { token, body });
    const newClip = {
      id: 'manual-clip-1',
      assetId: target.assetId,
      offset: 3,
      duration: 4,
      payload: [
        { category: 'batter', value: 'Zed Quillfeather' },
        { category: 'runs', value: '6' },
        { category: 'shot', value: 'Switch hit' },
      ],
    };
    const res = await put({ clips: [newClip] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ upserted: 1, changeId: expect.any(String) });
    const found = await search({ query: 'quillfeather' });
    expect(found.body.total).toBe(1);
    expect(found.body.results[0]!.payload!.find((p) => p.category === 'runs')).toMatchObject({
      integerValue: 6,
    });
    expect(await withItem('batter', 'Zed Quillfeather')).toBe(1);
    // Times on the wire are exact to the millisecond: 12.7 + 4.31 is 17.01.
    const timed = { id: 'manual-clip-5', offset: 12.7, duration: 4.31 };
    const shot = [{ category: 'shot', value: 'Reverse sweep' }];
    await put({ clips: [{ ...newClip, ...timed, payload: shot }] });
    const exact = (await search({ query: 'id:manual-clip-5' })).body.results[0] as SearchHit;
    expect(exact.payload!.map((p) => [p.startTime, p.endTime])).toEqual([[12.7, 17.01]]);
    // Replacing the clip moves it in the index too.
    await put({
      clips: [{ ...newClip, payload: [{ category: 'batter', value: 'Yan Quillfeather' }] }],
    });
    expect((await search({ query: 'batter:"Zed Quillfeather"' })).body.total).toBe(0);
    expect((await search({ query: 'batter:"Yan Quillfeather"' })).body.total).toBe(1);
    // Bad writes land nothing.
    const bad = await put({
      clips: [
        { ...newClip, id: 'manual-clip-2' },
        { ...newClip, id: 'manual-clip-3', payload: [{ category: 'umpire', value: 'x' }] },
      ],
    });
    expect(bad.body).toMatchObject({ statusCode: 400, field: 'body.clips.1.payload.0.category' });
    expect((await search({ query: 'id:manual-clip-2' })).body.total).toBe(0);
    const foreignAsset = await put({
      clips: [{ ...newClip, id: 'manual-clip-4', assetId: 'not-ours' }],
    });
    expect(foreignAsset.body).toMatchObject({ statusCode: 400, field: 'body.clips.0.assetId' });
    const notNumber = await put({
      clips: [{ ...newClip, payload: [{ category: 'runs', value: 'lots' }] }],
    });
    expect(notNumber.body).toMatchObject({
      statusCode: 400,
      field: 'body.clips.0.payload.0.value',
    });
    expect((await put({ clips: [newClip] }, viewer.token)).status).toBe(403);
  });
});
