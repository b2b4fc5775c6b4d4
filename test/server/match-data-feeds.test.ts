import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Asset,
  MatchDataFeedResponse,
  MatchDataImportList,
  MatchDataImportResponse,
  MatchDataPreview,
  MetadataChangeList,
  Page,
  SearchResponse,
} from '../../src/core/api/contract';
import { tenantApiKeys } from '../../server/seed/seed';
import { tenantByKey } from '../../src/tenants';
import { matchDataFixture, matchDataFixtureText } from '../fixtures/match-data/fixture';
import { databaseKinds, startTestServer, type TestServer } from './helpers';

const fixture = matchDataFixture;

/** Match data that is not a provider's whole file: a logger's CSV, and a live feed's events. */
describe.each(databaseKinds())('a logger’s CSV and a live feed on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(() => server?.close());

  const send = <T>(what: 'preview' | 'import', body: object, token: string, id: string) =>
    server.call<T & { code?: string; message?: string; field?: string }>(
      'POST',
      `/asset/v3/asset/${id}/match-data${what === 'preview' ? '/preview' : ''}`,
      { token, body },
    );

  it('imports a logger’s CSV onto a football video, with its columns mapped once and kept for the next', async () => {
    const soccer = await server.signIn('editor.soccer@vidsearch.example', 'soccer');
    const videos = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=50', {
      token: soccer.token,
    });
    const video = videos.body.content.find((a) => a.kind === 'video')!;
    await server.booted.app.db.query('UPDATE assets SET duration = $1 WHERE id = $2', [
      2 * 3600,
      video.id,
    ]);
    const csv = {
      time: 'Clock',
      timeKind: 'clock',
      period: 'Half',
      kind: 'Kind',
      id: 'Event ID',
      columns: { Team: 'team', Player: 'player', Event: 'action', Half: 'half' },
    };
    const body = {
      file: matchDataFixtureText('logger/15986-logger.csv'),
      csv,
      matchId: '15986',
      periodStarts: { '1': 120, '2': 3600 },
    };
    const preview = await send<MatchDataPreview>('preview', body, soccer.token, video.id);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ format: 'csv', events: 44, clips: 44 });
    expect(preview.body.byKind.goal).toBe(4);
    expect(preview.body.skipped).toEqual([
      {
        summary: 'Row 21, 45+2 · Barcelona · Busquets i Burgos, Sergio · Shot',
        reason: 'its time is not a match clock (m:ss or seconds)',
      },
    ]);
    const before = await server.call<MatchDataImportList>(
      'GET',
      `/asset/v3/asset/${video.id}/match-data`,
      { token: soccer.token },
    );
    expect(before.body).toMatchObject({ formats: ['statsbomb', 'csv'], csvMapping: null });
    const imported = await send<MatchDataImportResponse>('import', body, soccer.token, video.id);
    expect(imported.body.clips).toBe(44);
    const goals = await server.call<SearchResponse>('POST', '/middleware/search/search', {
      token: soccer.token,
      body: { query: 'action:Goal AND player:"Piqué Bernabéu, Gerard"' },
    });
    // Piqué's goal, 17:11 into the second half, kicked off 1:00:00 into the video.
    expect(goals.body.total).toBe(1);
    expect(goals.body.results[0]!.offset).toBeCloseTo(3600 + 17 * 60 + 11 - 12, 0);
    const after = await server.call<MatchDataImportList>(
      'GET',
      `/asset/v3/asset/${video.id}/match-data`,
      { token: soccer.token },
    );
    expect(after.body.csvMapping).toEqual(csv);
    // A mapping that names a column the file lacks is refused on the mapping, in words.
    const wrong = await send(
      'preview',
      { ...body, csv: { ...csv, time: 'Minute' } },
      soccer.token,
      video.id,
    );
    expect([wrong.status, wrong.body.code, wrong.body.field]).toEqual([
      400,
      'validation',
      'body.csv',
    ]);
  });

  it('takes a live feed’s events with a service key: each a clip found by search at once', async () => {
    const soccer = tenantByKey('soccer')!;
    const [freeKey, serviceKey] = tenantApiKeys(soccer).map((k) => k.value) as [string, string];
    const videos = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=50', {
      token: (await server.signIn('editor.soccer@vidsearch.example', 'soccer')).token,
    });
    const video = videos.body.content.filter((a) => a.kind === 'video')[1]!;
    await server.booted.app.db.query('UPDATE assets SET duration = $1 WHERE id = $2', [
      2 * 3600,
      video.id,
    ]);
    const feed = (body: object, apiKey = serviceKey) =>
      server.call<MatchDataFeedResponse & { code?: string }>(
        'POST',
        `/asset/v3/asset/${video.id}/match-data/feed`,
        { apiKey, body },
      );
    const found = async (query: string) =>
      (
        await server.call<SearchResponse>('POST', '/middleware/search/search', {
          apiKey: serviceKey,
          body: { query },
        })
      ).body;

    // The platform's own events: one on the video's time, one on a half's clock, one refused.
    const sent = await feed({
      matchId: 'live-1',
      format: 'events',
      periodStarts: { '1': 300 },
      events: [
        { id: 'e1', at: 900, kind: 'goal', values: { action: 'Goal', player: 'Feed Striker' } },
        { id: 'e2', period: 1, clock: '31:05', values: { action: 'Corner', team: 'Feeders' } },
        { id: 'e3', at: 60, values: { squad: 'Nobody' } },
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      clips: 2,
      skipped: [
        { summary: 'e3 · Nobody', reason: '“squad” is not one of this library’s categories' },
      ],
    });
    const goal = await found('player:"Feed Striker"');
    expect(goal.total).toBe(1);
    // A goal's lead is 12 s: its clip starts 12 s before the moment the feed gave.
    expect(goal.results[0]!.offset).toBe(888);
    expect((await found('team:Feeders')).results[0]!.offset).toBe(300 + 31 * 60 + 5 - 6);

    // The provider's own StatsBomb events, a few at a time, with the tenant's mapping.
    const events = fixture('statsbomb/15986-events.json') as Array<{ type: { name: string } }>;
    const shots = events.filter((e) => e.type.name === 'Shot').slice(0, 3);
    const live = await feed({
      matchId: '15986',
      format: 'statsbomb',
      periodStarts: { '1': 60, '2': 3300 },
      events: shots,
    });
    expect(live.body.clips).toBe(3);
    const written = await server.booted.app.db.query<{ id: string }>(
      'SELECT id FROM clips WHERE asset_id = $1 AND id LIKE $2',
      [video.id, `${video.id}:statsbomb:15986:%`],
    );
    expect(written).toHaveLength(3);

    // A free key, a malformed event, and an unsigned caller are refused.
    expect(
      (await feed({ matchId: 'x', format: 'events', events: [{ id: 'a', values: {} }] }, freeKey))
        .status,
    ).toBe(403);
    const bad = await feed({ matchId: 'x', format: 'events', events: [{ values: {} }] });
    expect(bad.status).toBe(400);
    const unsigned = await server.call('POST', `/asset/v3/asset/${video.id}/match-data/feed`, {
      body: { matchId: 'x', format: 'events', events: [{ id: 'a', at: 1, values: {} }] },
    });
    expect(unsigned.status).toBe(401);
    const history = await server.call<MetadataChangeList>(
      'GET',
      '/middleware/search/data/changes',
      {
        token: (await server.signIn('editor.soccer@vidsearch.example', 'soccer')).token,
      },
    );
    expect(history.body.changes[0]!.email).toBe(`API key …${serviceKey.slice(-4)}`);
  });
  it('places a cricket feed by ball from its innings’ first ball, and a provider’s file stands for those clips later', async () => {
    const editor = await server.signIn('editor.cricket@vidsearch.example');
    const videos = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=50', {
      token: editor.token,
    });
    const video = videos.body.content.find((a) => a.kind === 'video')!;
    await server.booted.app.db.query('UPDATE assets SET duration = $1 WHERE id = $2', [
      4 * 3600,
      video.id,
    ]);
    const FINAL_MATCH = 'Sunrisers Hyderabad v Kolkata Knight Riders';
    await server.call('PATCH', `/asset/v3/asset/${video.id}`, {
      token: editor.token,
      body: { metadata: { match: FINAL_MATCH } },
    });
    const feed = (body: object) =>
      server.call<MatchDataFeedResponse & { code?: string; field?: string }>(
        'POST',
        `/asset/v3/asset/${video.id}/match-data/feed`,
        { token: editor.token, body: { matchId: 'final-live', format: 'events', ...body } },
      );
    const sent = await feed({
      inningsStarts: { '1': 600 },
      events: [
        { id: 'b1', innings: 1, over: 0, ball: 1, values: { batter: 'Abhishek Sharma', runs: 0 } },
        {
          id: 'b2',
          innings: 1,
          over: 1,
          ball: 2,
          kind: 'boundary',
          values: { batter: 'Travis Head', runs: 4 },
        },
        { id: 'b3', innings: 2, over: 0, ball: 1, values: { batter: 'Sunil Narine' } },
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.clips).toBe(2);
    expect(sent.body.skipped).toEqual([
      {
        summary: 'b3 · Sunil Narine',
        reason: 'give innings 2’s first ball in `inningsStarts`',
      },
    ]);
    const search = async (query: string) =>
      (
        await server.call<SearchResponse>('POST', '/middleware/search/search', {
          token: editor.token,
          body: { query },
        })
      ).body;
    // The 8th legal ball: 7 balls' gaps (32 s) and an over's change of ends (70 s) after the
    // first, less a boundary's 3 s lead. Its ball is a value too.
    const head = await search('batter:"Travis Head" AND over:1 AND ball:2 AND innings:1');
    expect(head.total).toBe(1);
    expect(head.results[0]!.offset).toBe(600 + 7 * 32 + 70 - 3);
    // A time of day needs a live match's dated video: refused whole on this one.
    const dated = await feed({
      inningsStarts: { '1': '2026-11-28T14:00:00Z' },
      events: [{ id: 'b4', innings: 1, over: 0, ball: 2, values: {} }],
    });
    expect(dated.status).toBe(400);
    expect(dated.body.field).toBe('body.inningsStarts.1');

    // An editor corrects one of the feed's clips; the provider's file then stands for the rest.
    const first = `${video.id}:feed:final-live:b1`;
    const [row] = await server.booted.app.db.query<{
      payload: Array<{ category: string; value: string }>;
      start_offset: number;
      duration: number;
    }>('SELECT payload, start_offset, duration FROM clips WHERE id = $1', [first]);
    const corrected = await server.call('PUT', '/middleware/search/data', {
      token: editor.token,
      body: {
        clips: [
          {
            id: first,
            assetId: video.id,
            offset: row!.start_offset,
            duration: row!.duration,
            payload: [
              ...row!.payload.map(({ category, value }) => ({ category, value })),
              { category: 'shot', value: 'Leave' },
            ],
          },
        ],
      },
    });
    expect(corrected.status).toBe(200);
    const file = {
      file: fixture('cricsheet/1426312.json'),
      matchId: '1426312',
      syncPoints: [{ innings: 1, over: 0, ball: 1, at: 600 }],
    };
    const preview = await send<MatchDataPreview>('preview', file, editor.token, video.id);
    expect(preview.status).toBe(200);
    expect(preview.body.liveClips).toEqual({ replaced: 1, kept: 1 });
    expect(preview.body.removes).toBe(0);
    const imported = await send<MatchDataImportResponse>('import', file, editor.token, video.id);
    expect(imported.body).toMatchObject({ removed: 1, liveClips: { replaced: 1, kept: 1 } });
    const feedClips = await server.booted.app.db.query<{ id: string }>(
      'SELECT id FROM clips WHERE asset_id = $1 AND id LIKE $2',
      [video.id, `${video.id}:feed:%`],
    );
    expect(feedClips.map((c) => c.id)).toEqual([first]);
    // The feed's name for him went with its clip; the file's name stands.
    expect((await search('batter:"Travis Head"')).total).toBe(0);
    const headNow = await search('batter:"TM Head"');
    expect(headNow.total).toBeGreaterThan(0);
    expect(headNow.results.every((r) => r.id!.includes(':cricsheet:1426312:'))).toBe(true);
  });
});
