/**
 * Match data imports over HTTP, against the server built in this process: the preview and the
 * import of a whole T20 (the IPL 2024 final from Cricsheet, 184 deliveries) and of a football
 * match's events (StatsBomb's Barcelona v Girona, 4,027 events), and the time from the import's
 * answer to a clip of it found by search. Goals (issue 35): preview ≤ 1 s, import ≤ 2 s,
 * searchable at once.
 *   npm run bench:match-data [-- --runs 5]
 * `--smoke`: one run of each, the small demo (bench/smoke.ts).
 * Last line: t20_preview_ms=.. t20_import_ms=.. football_preview_ms=.. football_import_ms=..
 *   searchable_ms=..
 */
import { parseArgs } from 'node:util';
import type { Asset, Page } from '../src/core/api/contract';
import { tenantByKey } from '../src/tenants';
import { matchDataFixture } from '../test/fixtures/match-data/fixture';
import { benchSignIn } from './sign-in';
import { bootBenchServer, SMOKE_OPTION } from './smoke';

const { values } = parseArgs({ options: { runs: { type: 'string' }, ...SMOKE_OPTION } });
const smoke = values.smoke;
const runs = Number(values.runs ?? (smoke ? 1 : 5));
if (!Number.isInteger(runs) || runs < 1) throw new Error('usage: [--runs N]');

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
    await server.ctx.db.query(
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

  console.log(
    `t20_preview_ms=${t20.preview.toFixed(0)} t20_import_ms=${t20.imported.toFixed(0)} ` +
      `football_preview_ms=${football.preview.toFixed(0)} football_import_ms=${football.imported.toFixed(0)} ` +
      `searchable_ms=${searchable.toFixed(0)}`,
  );
} finally {
  await server.close();
}
