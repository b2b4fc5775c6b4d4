/**
 * Match data imports over HTTP, against the server built in this process: the preview and the
 * import of a whole T20 (the IPL 2024 final from Cricsheet, 184 deliveries) and of a football
 * match's events (StatsBomb's Barcelona v Girona, 4,027 events), and the time from the import's
 * answer to a clip of it found by search; then a season's files through the command line's own
 * path (`importSeason`): 74 T20s, each of the two real matches on a date of its own, each onto
 * its own video. Goals (issue 35): preview ≤ 1 s, import ≤ 2 s, searchable at once, a season of
 * 74 T20s ≤ 60 s.
 *   npm run bench:match-data [-- --runs 5] [--season 74]
 * Then six previews at once of the largest file the preview takes (MAX_MATCH_EVENTS deliveries),
 * with the longest wait of a /health request meanwhile (issue 48: 2.7 s before the limit).
 * `--smoke`: one run of each and a season of 4, the small demo (bench/smoke.ts).
 * Last line: t20_preview_ms=.. t20_import_ms=.. football_preview_ms=.. football_import_ms=..
 *   searchable_ms=.. season_matches=.. season_deliveries=.. season_s=.. largest_deliveries=..
 *   six_largest_previews_ms=.. health_wait_ms=..
 */
import { parseArgs } from 'node:util';
import type { Asset, Page } from '../src/core/api/contract';
import { tenantByKey } from '../src/tenants';
import { matchDataFixture } from '../test/fixtures/match-data/fixture';
import { importSeason, type SeasonFile } from '../server/match-data/season';
import { MAX_MATCH_EVENTS } from '../src/core/domain/match-files/events';
import { benchSignIn } from './sign-in';
import { bootBenchServer, SMOKE_OPTION } from './smoke';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, season: { type: 'string' }, ...SMOKE_OPTION },
});
const smoke = values.smoke;
const runs = Number(values.runs ?? (smoke ? 1 : 5));
const seasonMatches = Number(values.season ?? (smoke ? 4 : 74));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seasonMatches) || seasonMatches < 1)
  throw new Error('usage: [--runs N] [--season MATCHES]');

const fixture = matchDataFixture;
const started = Date.now();
const say = (m: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await bootBenchServer(smoke, 'match-data', say);
try {
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });

  /** The tenant's first video, made a long broadcast of `match` for the benchmark. */
  async function matchVideo(tenantKey: string, match: string, hours: number) {
    const tenantId = tenantByKey(tenantKey)!.tenantId.production;
    const { token } = await benchSignIn(url, tenantId);
    const list = await fetch(`${url}/asset/v3/asset?size=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const asset = ((await list.json()) as Page<Asset>).content.find((a) => a.kind === 'video')!;
    await server.app.db.query(
      `UPDATE assets SET duration = $1, metadata = metadata || jsonb_build_object('match', $2::text)
        WHERE id = $3`,
      [hours * 3600, match, asset.id],
    );
    return { token, assetId: asset.id };
  }

  async function timed(token: string, route: string, body: unknown): Promise<number> {
    const t0 = performance.now();
    const answer = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}: ${text}`);
    return performance.now() - t0;
  }

  async function measure(name: string, token: string, assetId: string, body: object) {
    const preview: number[] = [];
    const imported: number[] = [];
    for (let i = 0; i < runs; i++) {
      preview.push(await timed(token, `/asset/v3/asset/${assetId}/match-data/preview`, body));
      imported.push(await timed(token, `/asset/v3/asset/${assetId}/match-data`, body));
    }
    say(
      `${name}: preview ${median(preview).toFixed(0)} ms, import ${median(imported).toFixed(0)} ms`,
    );
    return { preview: median(preview), imported: median(imported) };
  }

  /**
   * A season of `count` T20s through the command line's path: the two real matches by turns,
   * each on a day of its own with a video of its own (the seed's media, a five-hour broadcast).
   */
  async function seasonImport(count: number) {
    const tenant = tenantByKey('cricket')!.tenantId.production;
    const [media] = await server.app.db.query<{ media_key: string }>(
      `SELECT media_key FROM assets WHERE tenant_id = $1 AND kind = 'video' LIMIT 1`,
      [tenant],
    );
    const real = ['1426311', '1426312'].map((id) => ({
      id,
      document: fixture(`cricsheet/${id}.json`) as { info: { dates: string[]; teams: string[] } },
    }));
    const files: SeasonFile[] = [];
    const videos = [];
    for (let k = 0; k < count; k++) {
      const { id, document } = real[k % 2]!;
      const date = new Date(Date.UTC(2023, 2, 1 + k)).toISOString().slice(0, 10);
      files.push({
        name: `${id}${String(k).padStart(3, '0')}.json`,
        document: { ...document, info: { ...document.info, dates: [date] } },
      });
      videos.push({
        tenant_id: tenant,
        id: `season-video-${k}`,
        kind: 'video',
        title: `Season match ${k + 1}`,
        media_key: media!.media_key,
        duration: 5 * 3600,
        match_date: date,
        metadata: { match: document.info.teams.join(' v ') },
      });
    }
    await server.app.db.query(
      `INSERT INTO assets (tenant_id, id, kind, title, media_key, duration, match_date, metadata)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(tenant_id text, id text, kind text,
              title text, media_key text, duration float8, match_date date, metadata jsonb)`,
      [JSON.stringify(videos)],
    );
    const [editor] = await server.app.db.query<{ id: string; email: string }>(
      `SELECT u.id, u.email FROM users u JOIN memberships m ON m.user_id = u.id
        WHERE m.tenant_id = $1 AND 'EDITOR' = ANY(m.roles) LIMIT 1`,
      [tenant],
    );
    const t0 = performance.now();
    const results = await importSeason(
      server.app,
      { userId: editor!.id, email: editor!.email, tenantId: tenant },
      files,
      [600, 3 * 3600],
    );
    const seconds = (performance.now() - t0) / 1000;
    const failed = results.filter((r) => r.problem);
    if (failed.length > 0) throw new Error(`season: ${failed[0]!.file}: ${failed[0]!.problem}`);
    return { matches: count, deliveries: results.reduce((n, r) => n + r.clips, 0), seconds };
  }

  const cricket = await matchVideo('cricket', 'Sunrisers Hyderabad v Kolkata Knight Riders', 4);
  const t20 = await measure('T20 final (184 deliveries)', cricket.token, cricket.assetId, {
    file: fixture('cricsheet/1426312.json'),
    matchId: '1426312',
    syncPoints: [
      { innings: 1, over: 0, ball: 1, at: 600 },
      { innings: 2, over: 0, ball: 1, at: 3 * 3600 },
    ],
  });
  // From the import's answer to a ball of it found by search.
  const t0 = performance.now();
  const found = await fetch(`${url}/middleware/search/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cricket.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'batter:"VR Iyer" AND bowler:"PJ Cummins"' }),
  });
  const searchable = performance.now() - t0;
  if (((await found.json()) as { total: number }).total < 1)
    throw new Error('the imported balls were not found by search');

  const soccer = await matchVideo('soccer', 'Barcelona v Girona', 2);
  const football = await measure('football match (4,027 events)', soccer.token, soccer.assetId, {
    file: fixture('statsbomb/15986-events.json'),
    lineup: fixture('statsbomb/15986-lineup.json'),
    matchId: '15986',
    periodStarts: { '1': 60, '2': 3300 },
  });

  /**
   * The largest file the preview takes (MAX_MATCH_EVENTS deliveries: the final's first innings
   * over and over), previewed six at once while /health is asked every 20 ms: how long the
   * server keeps another request waiting.
   */
  async function largestPreviews() {
    const file = fixture('cricsheet/1426312.json') as {
      innings: Array<{ overs: Array<{ over: number; deliveries: unknown[] }> }>;
    };
    const first = file.innings[0]!;
    const perRepeat = first.overs.reduce((n, o) => n + o.deliveries.length, 0);
    const repeats = Math.floor(MAX_MATCH_EVENTS / perRepeat);
    const overs = Array.from({ length: repeats }, (_, i) =>
      first.overs.map((o) => ({ ...o, over: i * 20 + o.over })),
    ).flat();
    const body = {
      file: { ...file, innings: [{ ...first, overs }] },
      matchId: '1426312',
      syncPoints: [{ innings: 1, over: 0, ball: 1, at: 600 }],
    };
    let longest = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const t = performance.now();
        await fetch(`${url}/health`);
        longest = Math.max(longest, performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        timed(cricket.token, `/asset/v3/asset/${cricket.assetId}/match-data/preview`, body),
      ),
    );
    const wall = performance.now() - t0;
    polling = false;
    await poll;
    say(
      `6 previews of ${repeats * perRepeat} deliveries at once: ${wall.toFixed(0)} ms; /health waited at most ${longest.toFixed(0)} ms`,
    );
    return { deliveries: repeats * perRepeat, wall, healthWait: longest };
  }
  const largest = await largestPreviews();

  const season = await seasonImport(seasonMatches);
  say(
    `season: ${season.matches} T20s, ${season.deliveries} deliveries in ${season.seconds.toFixed(1)} s`,
  );

  console.log(
    `t20_preview_ms=${t20.preview.toFixed(0)} t20_import_ms=${t20.imported.toFixed(0)} ` +
      `football_preview_ms=${football.preview.toFixed(0)} football_import_ms=${football.imported.toFixed(0)} ` +
      `searchable_ms=${searchable.toFixed(0)} season_matches=${season.matches} ` +
      `season_deliveries=${season.deliveries} season_s=${season.seconds.toFixed(1)} ` +
      `largest_deliveries=${largest.deliveries} six_largest_previews_ms=${largest.wall.toFixed(0)} ` +
      `health_wait_ms=${largest.healthWait.toFixed(0)}`,
  );
} finally {
  await server.close();
}
