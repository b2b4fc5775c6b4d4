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
});
