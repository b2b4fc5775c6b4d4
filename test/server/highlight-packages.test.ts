import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HighlightClipsPage,
  HighlightPackageDetail,
  HighlightPackageRow,
} from '../../src/core/api/contract';
import { databaseKinds, startTestServer, type TestServer } from './helpers';
import { highlightPerson, idOf } from './highlight-helpers';

/** The highlights service's packages: paging, isNew, review, reels, builds on arrival, members. */
describe.each(databaseKinds())('highlights on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 120_000);
  afterAll(() => server?.close());

  const base = '/highlights/v1';
  const person = (tenantKey: string) => highlightPerson(server, tenantKey);

  it('pages clips with /offset/index ids, and X-Total-Count on the list', async () => {
    const p = await person('basketball-men');
    await p.build(p.games[0]!.id);
    const list = await p.call<HighlightPackageRow[]>(
      'GET',
      '/highlights?limit=2&offset=1&order_by=packageName&sort=asc',
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(4);
    expect(list.body).toHaveLength(2);
    const named = await p.call<HighlightPackageRow[]>('GET', '/highlights?name=home%20team');
    expect(named.body.map((x) => x.packageName)).toEqual(['Home team highlights']);
    const long = (await p.call<HighlightPackageRow[]>('GET', '/highlights?name=(long)')).body[0]!;
    const all = await p.allClips(long.id);
    const page = (
      await p.call<HighlightClipsPage>('GET', `/highlights/${long.id}/clips?offset=2&limit=3`)
    ).body;
    expect(page.count).toBe(all.count);
    expect(page.clips.map((c) => c.id)).toEqual(
      all.clips.slice(2, 5).map((c, i) => `${idOf(c.id)}/2/${i}`),
    );
    // Opening it makes it no longer new, for this person only.
    const opened = await p.call<HighlightPackageDetail>('GET', `/highlights/${long.id}`);
    expect(opened.body).toMatchObject({ isNew: false, version: 1, rule: 'Game summary (long)' });
    const again = (await p.call<HighlightPackageRow[]>('GET', '/highlights?name=(long)')).body[0]!;
    expect(again.isNew).toBe(false);
    const other = await server.signIn('admin@vidsearch.example', 'basketball-men');
    const theirs = await server.call<HighlightPackageRow[]>(
      'GET',
      `${base}/highlights?name=(long)`,
      {
        token: other.token,
      },
    );
    expect(theirs.body[0]!.isNew).toBe(true);
  });

  it('keeps a review: clips left out, moved, widened; a stale save is refused; a rebuild keeps it', async () => {
    const p = await person('basketball-men');
    await p.build(p.games[0]!.id);
    const home = (await p.call<HighlightPackageRow[]>('GET', '/highlights?name=(long)')).body[0]!;
    const detail = (await p.call<HighlightPackageDetail>('GET', `/highlights/${home.id}`)).body;
    const { clips } = await p.allClips(home.id);
    expect(clips.length).toBeGreaterThan(1);
    const reordered = [clips[1]!, clips[0]!, ...clips.slice(2)].map((c, i) => ({
      id: c.id,
      excluded: i === 0,
      lead: i === 1 ? 2 : 0,
      lag: i === 1 ? 1.5 : 0,
    }));
    const saved = await p.call<HighlightPackageDetail>('PUT', `/highlights/${home.id}/review`, {
      version: detail.version,
      clips: reordered,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(detail.version + 1);
    const read = (await p.allClips(home.id)).clips;
    expect(read.map((c) => [idOf(c.id), c.excluded, c.lead, c.lag])).toEqual(
      reordered.map((c) => [idOf(c.id), c.excluded, c.lead, c.lag]),
    );
    const stale = await p.call('PUT', `/highlights/${home.id}/review`, {
      version: detail.version,
      clips: reordered,
    });
    expect(stale.status).toBe(409);
    const tooWide = await p.call('PUT', `/highlights/${home.id}/review`, {
      version: saved.body.version,
      clips: reordered.map((c) => ({ ...c, lead: 31 })),
    });
    expect(tooWide.status).toBe(400);
    const missing = await p.call('PUT', `/highlights/${home.id}/review`, {
      version: saved.body.version,
      clips: reordered.slice(1),
    });
    expect(missing.status).toBe(409);

    await p.build(home.assetId!);
    const rebuilt = (await p.allClips(home.id)).clips;
    expect(rebuilt.map((c) => [idOf(c.id), c.excluded, c.lead])).toEqual(
      read.map((c) => [idOf(c.id), c.excluded, c.lead]),
    );
  });

  it('makes a reel from a search: padded, capped, by game then time; built again later', async () => {
    const p = await person('cricket');
    const refused = await p.call('POST', '/highlights/reels', {
      name: 'Nothing',
      query: 'runs:99',
      lead: 1,
      lag: 1,
      maxSeconds: null,
      order: 'time',
    });
    expect(refused.status).toBe(400);
    const badQuery = await p.call('POST', '/highlights/reels', {
      name: 'Broken',
      query: 'runs:(',
      lead: 1,
      lag: 1,
      maxSeconds: null,
      order: 'time',
    });
    expect(badQuery.status).toBe(400);
    const made = await p.call<HighlightPackageRow>('POST', '/highlights/reels', {
      name: 'Every six',
      query: 'runs:6',
      lead: 1,
      lag: 2,
      maxSeconds: 60,
      order: 'game',
    });
    expect(made.status).toBe(202);
    const until = Date.now() + 30_000;
    let reel = made.body;
    while (reel.status !== 'ready' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      reel = (await p.call<HighlightPackageDetail>('GET', `/highlights/${made.body.id}`)).body;
    }
    expect(reel).toMatchObject({ status: 'ready', rule: 'reel', assetId: null });
    const { clips } = await p.allClips(reel.id);
    expect(clips.length).toBeGreaterThan(0);
    expect(clips.every((c) => c.lead === 1 && c.lag === 2)).toBe(true);
    expect(clips.reduce((s, c) => s + c.duration + 3, 0)).toBeLessThanOrEqual(60);
    const dates = clips.map((c) => c.matchDate ?? '');
    expect(dates).toEqual(dates.toSorted().reverse());
    // Another person does not see it.
    const other = await person('cricket-test');
    expect((await other.call('GET', `/highlights/${reel.id}`)).status).toBe(404);
    expect((await p.call('POST', `/highlights/${reel.id}/build`)).status).toBe(202);
  });

  it('builds a game’s packages when its clips arrive through the search data', async () => {
    const p = await person('basketball-men');
    const game = p.games[2]!;
    const admin = await server.signIn('admin@vidsearch.example', 'basketball-men');
    const put = await server.call('PUT', '/middleware/search/data', {
      token: admin.token,
      body: {
        clips: [
          {
            id: 'arrived-dunk',
            assetId: game.id,
            offset: 1,
            duration: 3,
            payload: [
              { category: 'action', value: 'Dunk' },
              { category: 'points', value: '2' },
              { category: 'home_away', value: 'Home' },
              { category: 'period', value: '1' },
              { category: 'game_clock', value: '5:00' },
            ],
          },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await expect
      .poll(
        async () => {
          const list = await p.call<HighlightPackageRow[]>('GET', '/highlights?limit=500');
          const home = list.body.find(
            (x) => x.assetId === game.id && x.packageName === 'Home team highlights',
          );
          if (home?.status !== 'ready') return [];
          return (await p.allClips(home.id)).clips.map((c) => idOf(c.id));
        },
        { timeout: 30_000 },
      )
      .toContain('arrived-dunk');
  });

  it('mails members when a game’s packages are ready; refuses tenants that hide or disable highlights', async () => {
    const p = await person('basketball-men');
    expect((await p.call('POST', '/members')).body).toEqual({ subscribed: true });
    expect((await p.call('GET', '/members')).body).toEqual({ subscribed: true });
    const game = p.games[1]!;
    await p.build(game.id);
    await expect
      .poll(() =>
        server.mail.some(
          (m) => m.subject.startsWith('Highlights ready') && m.data?.assetId === game.id,
        ),
      )
      .toBe(true);
    expect((await p.call('DELETE', '/members')).body).toEqual({ subscribed: false });
    // A tenant that hides highlights has none; one that disables them says so.
    const racing = await person('racing');
    const hidden = await racing.call<{ message: string }>('GET', '/highlights');
    expect([hidden.status, hidden.body.message]).toEqual([
      404,
      'This organisation has no highlights.',
    ]);
    const hockey = await person('hockey');
    const off = await hockey.call<{ message: string }>(
      'POST',
      `/highlights/games/${hockey.games[0]!.id}/build`,
    );
    expect([off.status, off.body.message]).toEqual([
      403,
      'Highlights are turned off for this organisation.',
    ]);
    expect((await p.call('POST', '/highlights/games/no-such-game/build')).status).toBe(404);
  });
});
