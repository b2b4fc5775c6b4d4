import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse, SessionTokens } from '../../src/core/api/contract';
import { databaseKinds, startTestServer, type TestServer } from './helpers';

/** Search's views of many clips at once: assets page by page, and whole value spaces counted. */
describe.each(databaseKinds())('search by asset and by value space on %s', (kind) => {
  let server: TestServer;
  let viewer: SessionTokens;

  beforeAll(async () => {
    server = await startTestServer(kind);
    viewer = await server.signIn('viewer@vidsearch.example');
  });
  afterAll(() => server?.close());

  const search = (body: Record<string, unknown>, token = viewer.token) =>
    server.call<SearchResponse>('POST', '/middleware/search/search', { token, body });

  it('pages by assets when asked: each asset once, with how many of its clips were found', async () => {
    const clips = await search({ query: 'runs:>=1', pageSize: 1 });
    const first = await search({ query: 'runs:>=1', groupBy: 'asset', pageSize: 2, page: 1 });
    expect(first.status).toBe(200);
    expect(first.body.totalClips).toBe(clips.body.total);
    const assets = first.body.total;
    expect(assets).toBeGreaterThan(1);
    expect(assets).toBeLessThan(clips.body.total);
    const all: Array<{ assetId: string; clipCount: number }> = [];
    for (let page = 1; page <= Math.ceil(assets / 2); page++) {
      const answer = await search({ query: 'runs:>=1', groupBy: 'asset', pageSize: 2, page });
      all.push(...(answer.body.results as Array<{ assetId: string; clipCount: number }>));
    }
    // Every asset once, and their clips add up to the clips found.
    expect(new Set(all.map((r) => r.assetId)).size).toBe(assets);
    expect(all.reduce((sum, r) => sum + r.clipCount, 0)).toBe(clips.body.total);
    // Each count is what searching within that asset finds.
    const one = all[0]!;
    const within = await search({ query: `runs:>=1 AND assetId:"${one.assetId}"`, pageSize: 1 });
    expect(within.body.total).toBe(one.clipCount);
    // The first clip of the first asset is the first clip of the clip search.
    const firstClip = await search({ query: 'runs:>=1', pageSize: 1 });
    expect(first.body.results[0]!.id).toBe(firstClip.body.results[0]!.id);
    expect((await search({ groupBy: 'clip' })).status).toBe(400);
  });

  it('lists a whole value space with this search’s counts, zeros included, most first', async () => {
    const facet = (body: object) =>
      server.call('POST', '/middleware/search/search/facets', { token: viewer.token, body });
    const everyone = await facet({ facet: 'batter', size: 10_000 });
    const narrowed = await facet({
      facet: 'batter',
      query: 'runs:6',
      facetMode: 'OR',
      valueSpace: 'all',
      size: 10_000,
    });
    expect(narrowed.status).toBe(200);
    const values: Array<{ value: string; count: number }> = narrowed.body.values;
    // The same values as the whole space…
    expect(values.map((v) => v.value).sort()).toEqual(
      everyone.body.values.map((v: { value: string }) => v.value).sort(),
    );
    // …counted over this search (what searching for each finds), most first, zeros last.
    const counts = values.map((v) => v.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.at(-1)).toBe(0);
    const top = values[0]!;
    const check = await search({ query: `runs:6 AND batter:"${top.value}"`, pageSize: 1 });
    expect(check.body.total).toBe(top.count);
    // Without it, only the values this search finds.
    const found = await facet({ facet: 'batter', query: 'runs:6', size: 10_000 });
    expect(found.body.values.every((v: { count: number }) => v.count > 0)).toBe(true);
    const bad = await facet({ facet: 'batter', valueSpace: 'every' });
    expect(bad.status).toBe(400);
  });
});
