import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Asset,
  MatchDataImportList,
  MatchDataImportResponse,
  MatchDataPreview,
  MetadataChangeList,
  Page,
  SearchResponse,
  SessionTokens,
  UnplacedMatchData,
} from '../../src/core/api/contract';
import { matchDataFixture } from '../fixtures/match-data/fixture';
import { importSeason } from '../../server/match-data/season';
import { seasonOf } from '../../src/tenants';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

const fixture = matchDataFixture;
const FINAL = fixture('cricsheet/1426312.json') as {
  innings: Array<{ overs: Array<{ deliveries: Array<{ batter: string }> }> }>;
};
const FINAL_MATCH = 'Sunrisers Hyderabad v Kolkata Knight Riders';
/** Balls Venkatesh Iyer faced in the final, counted from the file itself. */
const IYER_BALLS = FINAL.innings
  .flatMap((i) => i.overs.flatMap((o) => o.deliveries))
  .filter((d) => d.batter === 'VR Iyer').length;

describe.each(databaseKinds())('importing match data on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let asset: Asset;
  const SYNC = [
    { innings: 1, over: 0, ball: 1, at: 600 },
    { innings: 2, over: 0, ball: 1, at: 3 * 3600 },
  ];

  beforeAll(async () => {
    server = await startTestServer(kind);
    editor = await server.signIn('editor.cricket@vidsearch.example');
    const assets = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=50', {
      token: editor.token,
    });
    asset = assets.body.content.find((a) => a.kind === 'video')!;
    // The final's video: the seed's test pattern stands for a four-hour broadcast here.
    await server.booted.app.db.query('UPDATE assets SET duration = $1 WHERE id = $2', [
      4 * 3600,
      asset.id,
    ]);
    const named = await server.call('PATCH', `/asset/v3/asset/${asset.id}`, {
      token: editor.token,
      body: { metadata: { match: FINAL_MATCH } },
    });
    expect(named.status).toBe(200);
  }, 60_000);
  afterAll(() => server?.close());

  const send = <T>(what: 'preview' | 'import', body: object, token = editor.token, id = asset.id) =>
    server.call<T & { code?: string; message?: string; field?: string }>(
      'POST',
      `/asset/v3/asset/${id}/match-data${what === 'preview' ? '/preview' : ''}`,
      { token, body },
    );
  const searchBatter = async (name: string) =>
    (
      await server.call<SearchResponse>('POST', '/middleware/search/search', {
        token: editor.token,
        body: { query: `batter:"${name}"` },
      })
    ).body;

  it('previews the final, placed by its sync points, and writes nothing', async () => {
    const preview = await send<MatchDataPreview>('preview', {
      file: FINAL,
      matchId: '1426312',
      syncPoints: SYNC,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      format: 'cricsheet',
      match: FINAL_MATCH,
      date: '2024-05-26',
      events: 184,
      clips: 184,
      skipped: [],
    });
    expect(preview.body.byKind.wicket).toBe(12);
    // The final's players are new to this library's values: said before they become filters'.
    expect(preview.body.warnings).toContainEqual({
      summary: 'VR Iyer',
      reason: 'new to this library’s “Batter” values',
    });
    expect(preview.body.first[0]).toMatchObject({
      id: `${asset.id}:cricsheet:1426312:1.0.1`,
      at: 600,
      offset: 597,
      duration: 11,
      placedBy: 'sync point 0.1',
      summary: '0.1 MA Starc to Abhishek Sharma: 0 runs',
    });
    expect(preview.body.first[1]!.placedBy).toBe("from sync point 0.1, at the broadcast's pace");
    expect((await searchBatter('VR Iyer')).total).toBe(0);
    // Without a sync point for the second innings, its balls are listed, not placed.
    const half = await send<MatchDataPreview>('preview', {
      file: FINAL,
      matchId: '1426312',
      syncPoints: SYNC.slice(0, 1),
    });
    expect(half.body.clips).toBe(117);
    expect(half.body.skipped).toHaveLength(67);
  });

  it('imports every ball as a clip, found by search at once, and again in place', async () => {
    const imported = await send<MatchDataImportResponse>('import', {
      file: FINAL,
      matchId: '1426312',
      syncPoints: SYNC,
    });
    expect(imported.status).toBe(200);
    expect(imported.body.clips).toBe(184);
    const found = await searchBatter('VR Iyer');
    expect(found.total).toBe(IYER_BALLS);
    // Their season is the tenant's, by the video's date, as every other page says it.
    const seasons = new Set(
      found.results.map((r) => r.payload?.find((p) => p.category === 'season')?.value),
    );
    expect([...seasons]).toEqual([seasonOf(asset.matchDate!, 'cricket')]);
    // A second import with corrected times replaces the same clips: none doubled.
    const again = await send<MatchDataImportResponse>('import', {
      file: FINAL,
      matchId: '1426312',
      syncPoints: [{ ...SYNC[0]!, at: 660 }, SYNC[1]],
    });
    expect(again.body.clips).toBe(184);
    const moved = await searchBatter('VR Iyer');
    expect(moved.total).toBe(IYER_BALLS);
    const counted = await server.booted.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM clips WHERE asset_id = $1 AND id LIKE $2',
      [asset.id, `${asset.id}:cricsheet:%`],
    );
    expect(counted[0]!.n).toBe(184);
  });

  it('imports a revised file: keeps what an editor corrected, drops what the file lost, and undoes as one step', async () => {
    const first = `${asset.id}:cricsheet:1426312:1.0.1`;
    const [row] = await server.booted.app.db.query<{
      payload: Array<{ category: string; value: string }>;
      start_offset: number;
      duration: number;
    }>('SELECT payload, start_offset, duration FROM clips WHERE id = $1', [first]);
    const corrected = await server.call<{ changeId: string }>('PUT', '/middleware/search/data', {
      token: editor.token,
      body: {
        clips: [
          {
            id: first,
            assetId: asset.id,
            offset: row!.start_offset,
            duration: row!.duration,
            payload: [
              ...row!.payload.map(({ category, value }) => ({ category, value })),
              { category: 'shot', value: 'Cover drive' },
            ],
          },
        ],
      },
    });
    expect(corrected.status).toBe(200);
    // The provider's revision drops the match's last ball.
    const revised = structuredClone(FINAL);
    const lastOver = revised.innings[1]!.overs.at(-1)!;
    lastOver.deliveries.pop();
    const body = { file: revised, matchId: '1426312', syncPoints: SYNC };
    const preview = await send<MatchDataPreview>('preview', body);
    expect(preview.body).toMatchObject({ clips: 183, replaces: 183, removes: 1 });
    expect(preview.body.kept).toEqual([
      {
        clipId: first,
        summary: '0.1 MA Starc to Abhishek Sharma: 0 runs',
        category: 'shot',
        kept: ['Cover drive'],
        file: [],
      },
    ]);
    const imported = await send<MatchDataImportResponse>('import', body);
    expect(imported.body).toMatchObject({ clips: 183, removed: 1, kept: preview.body.kept });
    const clipsNow = async () =>
      (
        await server.booted.app.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM clips WHERE asset_id = $1 AND id LIKE $2',
          [asset.id, `${asset.id}:cricsheet:%`],
        )
      )[0]!.n;
    expect(await clipsNow()).toBe(183);
    const shot = await server.call<SearchResponse>('POST', '/middleware/search/search', {
      token: editor.token,
      body: { query: 'shot:"Cover drive" AND batter:"Abhishek Sharma"' },
    });
    expect(shot.body.results.map((r) => r.id!.split('/')[0])).toContain(first);

    const changes = await server.call<MetadataChangeList>(
      'GET',
      '/middleware/search/data/changes',
      {
        token: editor.token,
      },
    );
    expect(changes.body.changes[0]).toMatchObject({
      id: imported.body.changeId,
      summary: `Match data imported: ${FINAL_MATCH} (Cricsheet)`,
      clipCount: 184,
    });
    const list = await server.call<MatchDataImportList>(
      'GET',
      `/asset/v3/asset/${asset.id}/match-data`,
      { token: editor.token },
    );
    expect(list.body.formats).toEqual(['cricsheet', 'csv']);
    expect(list.body.imports.map((i) => [i.clips, i.removed, i.undoneAt])).toEqual([
      [183, 1, null],
      [184, 0, null],
      [184, 0, null],
    ]);

    // Undone as one step: the dropped ball is back, the correction stands.
    const undo = (id: string) =>
      server.call('POST', `/middleware/search/data/changes/${id}/undo`, { token: editor.token });
    expect((await undo(imported.body.changeId)).status).toBe(200);
    expect(await clipsNow()).toBe(184);
    expect((await searchBatter('VR Iyer')).total).toBe(IYER_BALLS);
    const [afterUndo] = (
      await server.call<MetadataChangeList>('GET', '/middleware/search/data/changes', {
        token: editor.token,
      })
    ).body.changes;
    expect(afterUndo!.summary).toBe(`Undone: Match data imported: ${FINAL_MATCH} (Cricsheet)`);
    // The imports before it undo in turn, once the hand correction on top is undone first.
    const [, second, firstImport] = list.body.imports;
    const refused = await undo(second!.changeId);
    expect(refused.status).toBe(409);
    expect((await undo(corrected.body.changeId)).status).toBe(200);
    expect((await undo(second!.changeId)).status).toBe(200);
    expect((await undo(firstImport!.changeId)).status).toBe(200);
    expect(await clipsNow()).toBe(0);
    expect((await searchBatter('VR Iyer')).total).toBe(0);
  });

  it('imports a season’s files onto their videos, found by their teams and date, and says which it could not', async () => {
    await server.booted.app.db.query('UPDATE assets SET match_date = $1 WHERE id = $2', [
      '2024-05-26',
      asset.id,
    ]);
    const [person] = await server.booted.app.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      ['editor.cricket@vidsearch.example'],
    );
    const author = {
      userId: person!.id,
      email: 'editor.cricket@vidsearch.example',
      tenantId: tenantId('cricket'),
    };
    const results = await importSeason(
      server.booted.app,
      author,
      [
        { name: '1426312.json', document: FINAL },
        { name: '1426311.json', document: fixture('cricsheet/1426311.json') },
        { name: 'notes.json', document: { notes: [] } },
      ],
      [600, 3 * 3600],
    );
    expect(results).toEqual([
      { file: '1426312.json', assetId: asset.id, clips: 184, removed: 0, problem: null },
      {
        file: '1426311.json',
        assetId: null,
        clips: 0,
        removed: 0,
        problem: 'no video of Sunrisers Hyderabad v Rajasthan Royals on 2024-05-24 in the library',
      },
      { file: 'notes.json', assetId: null, clips: 0, removed: 0, problem: 'not a Cricsheet match' },
    ]);
    expect((await searchBatter('VR Iyer')).total).toBe(IYER_BALLS);
  });

  it('refuses in words what it cannot import, and what the caller may not', async () => {
    const refused = async (body: object, token?: string, id?: string) => {
      const answer = await send('preview', body, token, id);
      return [answer.status, answer.body.code];
    };
    expect(await refused({ file: { some: 'thing' }, matchId: '1' })).toEqual([
      400,
      'unsupported_data',
    ]);
    expect(
      await refused({ file: fixture('statsbomb/15986-lineup.json'), matchId: '15986' }),
    ).toEqual([400, 'unsupported_data']);
    const out = await send('preview', {
      file: FINAL,
      matchId: '1426312',
      syncPoints: [SYNC[0], { innings: 1, over: 10, ball: 1, at: 10 }],
    });
    expect([out.status, out.body.code]).toEqual([400, 'validation']);
    expect(out.body.message).toBe(
      "Ball 10.1 is given before ball 0.1 in the video: sync points follow the match's order.",
    );
    expect(await refused({ file: FINAL, matchId: 'a b' })).toEqual([400, 'validation']);
    // Another match's video.
    const assets = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=50', {
      token: editor.token,
    });
    const other = assets.body.content.find(
      (a) => a.kind === 'video' && a.id !== asset.id && a.metadata.match?.includes(' v '),
    )!;
    const wrong = await send(
      'preview',
      { file: FINAL, matchId: '1426312' },
      editor.token,
      other.id,
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, 'other_match']);
    expect(wrong.body.message).toBe(
      `This file is ${FINAL_MATCH}; this video is ${other.metadata.match}.`,
    );
    // A football file on a cricket library; a viewer; another tenant's person.
    expect(
      await refused({ file: fixture('statsbomb/15986-events.json'), matchId: '15986' }),
    ).toEqual([400, 'unsupported_data']);
    const viewer = await server.signIn('viewer@vidsearch.example');
    expect(await refused({ file: FINAL, matchId: '1426312' }, viewer.token)).toEqual([
      403,
      'role_forbidden',
    ]);
    const rugby = await server.signIn('analyst@vidsearch.example', 'rugby-union');
    expect(await refused({ file: FINAL, matchId: '1426312' }, rugby.token)).toEqual([
      404,
      'not_found',
    ]);
  });

  it('says which videos hold a name in their match data that no clip carries', async () => {
    const unplaced = (value: string, auth: { token?: string; apiKey?: string }) =>
      server.call<UnplacedMatchData>(
        'GET',
        `/asset/v3/match-data/unplaced?category=batter&value=${encodeURIComponent(value)}`,
        auth,
      );
    // Innings 1 placed, innings 2 (the chase, where Iyer batted) given no time.
    const half = await send<MatchDataImportResponse>('import', {
      file: FINAL,
      matchId: '1426312',
      syncPoints: SYNC.slice(0, 1),
    });
    expect(half.status).toBe(200);
    expect((await searchBatter('VR Iyer')).total).toBe(0);
    const viewer = await server.signIn('viewer@vidsearch.example');
    const said = await unplaced('vr iyer', { token: viewer.token });
    expect(said.status).toBe(200);
    expect(said.body.videos).toEqual([
      { assetId: asset.id, title: asset.title, match: FINAL_MATCH, events: IYER_BALLS },
    ]);
    // A name on placed balls, or in no file, is not said to be left out.
    expect((await unplaced('Abhishek Sharma', { token: viewer.token })).body.videos).toEqual([]);
    expect((await unplaced('Nobody Atall', { token: viewer.token })).body.videos).toEqual([]);
    // A public page's key, and another tenant's person, read nothing of it.
    const tenant = await server.call<{ apiKeys: Array<{ value: string }> }>(
      'GET',
      `/identity/v2/iam/tenant/${viewer.tenantId}`,
      { token: viewer.token },
    );
    const publicKey = tenant.body.apiKeys[0]!.value;
    expect((await unplaced('VR Iyer', { apiKey: publicKey })).body.videos).toEqual([]);
    const rugby = await server.signIn('analyst@vidsearch.example', 'rugby-union');
    expect((await unplaced('VR Iyer', { token: rugby.token })).body.videos).toEqual([]);
    // Imported again with the chase's time: placed, so no longer said.
    const whole = await send<MatchDataImportResponse>('import', {
      file: FINAL,
      matchId: '1426312',
      syncPoints: SYNC,
    });
    expect(whole.status).toBe(200);
    expect((await searchBatter('VR Iyer')).total).toBe(IYER_BALLS);
    expect((await unplaced('VR Iyer', { token: viewer.token })).body.videos).toEqual([]);
    // Undone, the import before it stands again, and says so again.
    const undone = await server.call(
      'POST',
      `/middleware/search/data/changes/${whole.body.changeId}/undo`,
      { token: editor.token },
    );
    expect(undone.status).toBe(200);
    expect((await unplaced('VR Iyer', { token: viewer.token })).body.videos).toHaveLength(1);
    // A question without its value is refused in words.
    const bad = await server.call<{ code: string }>(
      'GET',
      '/asset/v3/match-data/unplaced?category=batter',
      { token: viewer.token },
    );
    expect(bad.status).toBe(400);
  });
});
