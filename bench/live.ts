/**
 * A live match, end to end, against the server built in this process (issue 50's figures): an
 * encoder (ffmpeg sending a 1080p25 H.264 test picture with sound, a minute made first and
 * looped, sent as it is in real time so that the encoder costs the machine nothing) streams
 * over SRT into a match made through the API for ten minutes, while the IPL 2024 final's
 * balls (Cricsheet, test/fixtures/match-data) are sent as a live feed at a T20 broadcast's pace
 * (a ball each 32 s, an over's change 70 s, a new batter 90 s: the tenant's). Measured:
 *   first_playable_s        the encoder's start to the match's first segment playable
 *   speed                   seconds of match written per second, over the run (real time: 1)
 *   segment_age_max_s       the newest segment's age, at most (goal: 2 segments, 4 s)
 *   behind_p95_s            how far the newest segment's end is behind real time
 *   player_delay_p50_s, player_delay_p95_s   where the product's player, joining two segments
 *                           back from the newest, plays, behind real time (goal p95 ≤ 8 s)
 *   searchable_p50_ms, searchable_p95_ms     a feed event sent to its clip found (goal p95 ≤ 1 s)
 *   out_to_playable_p95_s   its clip's out point passing to its clip playable (goal p95 ≤ a
 *                           segment and 1 s)
 *   transcode_cores         CPU the live transcode used, in cores
 *   server_memory_growth_mb, transcode_rss_growth_mb   memory, the last minute's against
 *                           the first's (flat): the server's heap after a full collection
 *                           (`--expose-gc`, as npm run bench:live runs it), the transcode's RSS
 *   transcode_rss_mb_per_min   the transcode's RSS growth a minute over the run's second half
 *                           (a line fitted through it; a three-hour match adds 180 times it)
 *   end_to_ready_s          "End live" to the asset a normal video (MP4 proxy, keyframes)
 *   npm run bench:live [-- --seconds 600]
 * `--smoke`: 18 s of a small picture, the fastest preset, the small demo (bench/smoke.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type {
  Asset,
  GoLiveResponse,
  PlayableResponse,
  SearchResponse,
} from '../src/core/api/contract';
import { tenantByKey } from '../src/tenants';
import { matchDataSettingsOf } from '../src/tenants/config/match-data';
import { srtEncoderAddress } from '../src/core/domain/library';
import { readCricsheet } from '../src/core/domain/match-files/cricsheet';
import type { MatchEvent } from '../src/core/domain/match-files/events';
import { matchDataFixture } from '../test/fixtures/match-data/fixture';
import { benchSignIn } from './sign-in';
import { bootBenchServer, SMOKE_OPTION } from './smoke';
import { LiveStreamSampler, listenerCpuSeconds, percentile } from './live-stream-sampler';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, ...SMOKE_OPTION } });
const smoke = values.smoke;
const seconds = Number(values.seconds ?? (smoke ? 18 : 600));
if (!Number.isInteger(seconds) || seconds < 10) throw new Error('usage: [--seconds 10 or more]');

const started = Date.now();
const say = (m: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const firstPort = 30_000 + Math.floor(Math.random() * 1000) * 10;
const portMark = `:${firstPort}?`;
const SEGMENT_SECONDS = 2;

/** The final's balls, each with the wait before it at a T20 broadcast's pace (the tenant's). */
function pacedBalls(): Array<{ event: MatchEvent; waitMs: number }> {
  const pace = matchDataSettingsOf('cricket')!.cricket!;
  const match = readCricsheet(matchDataFixture('cricsheet/1426312.json'), '1426312');
  return match.events.map((event, i) => {
    const clock = event.clock;
    const gap =
      i === 0 || clock.kind !== 'ball'
        ? 0
        : clock.afterWicket
          ? pace.wicketGapSeconds
          : clock.newOver
            ? pace.overGapSeconds
            : pace.ballSeconds;
    return { event, waitMs: gap * 1000 };
  });
}

const server = await bootBenchServer(smoke, 'live', say, {
  liveSrtPorts: { first: firstPort, last: firstPort + 2 },
  liveGraceSeconds: 30,
  ...(smoke ? { livePreset: 'ultrafast' } : {}),
});
let encoder: ReturnType<typeof spawn> | null = null;
let sampler: LiveStreamSampler | null = null;
const sourceDir = await mkdtemp(path.join(os.tmpdir(), 'vs-bench-live-'));
try {
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const tenant = tenantByKey('cricket')!;
  const { token } = await benchSignIn(url, tenant.tenantId.production);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 202 ? null : await response.json()) as T;
  };
  const asset = (id: string) => call<Asset>('GET', `/asset/v3/asset/${id}`);

  const made = await call<GoLiveResponse>('POST', '/asset/v3/live', {
    title: 'Bench: live match',
    matchDate: new Date().toISOString().slice(0, 10),
  });
  const size = smoke ? '320x180' : '1920x1080';
  const rate = 25;
  // A minute of the encoder's picture is made first and looped: sent as it is, in real time,
  // the encoder costs the machine nothing, and the transcode is measured alone.
  const source = path.join(sourceDir, 'match.ts');
  const made1 = Math.min(seconds, 60);
  say(`making ${made1} s of ${size}p${rate} to send`);
  // prettier-ignore
  await new Promise<void>((resolve, reject) => {
    const maker = spawn('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}:duration=${made1}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${made1}`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-g', String(rate * 2),
      '-b:v', smoke ? '300k' : '6000k', '-c:a', 'aac', '-shortest', '-f', 'mpegts', source,
    ], { stdio: 'ignore' });
    maker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
  });
  say(`streaming it for ${seconds} s to ${made.ingestUrl}`);
  const encoderStart = Date.now();
  // prettier-ignore
  encoder = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re', '-stream_loop', '-1', '-i', source,
    '-t', String(seconds), '-c', 'copy',
    '-f', 'mpegts', srtEncoderAddress(made.ingestUrl, made.passphrase!),
  ], { stdio: 'ignore' });
  const encoderDone = new Promise((resolve) => encoder!.once('exit', resolve));

  let live = await asset(made.id);
  while (!live.live?.startedAt || !live.media.hls) {
    if (Date.now() - encoderStart > 30_000) throw new Error('the stream never became playable');
    await sleep(100);
    live = await asset(made.id);
  }
  const firstPlayable = (Date.now() - encoderStart) / 1000;
  say(`playable after ${firstPlayable.toFixed(1)} s`);
  sampler = new LiveStreamSampler(() => asset(made.id), portMark);
  sampler.start();
  const cpuAtStart = await listenerCpuSeconds(portMark);
  const cpuClockStart = Date.now();

  const timing = matchDataSettingsOf('cricket')!.timing;
  const searchable: number[] = [];
  const outToPlayable: number[] = [];
  let events = 0;
  let nextAt = Date.now();
  for (const { event, waitMs } of pacedBalls()) {
    nextAt += waitMs;
    const lag = (timing[event.kind] ?? timing.default).lagSeconds;
    // Only a ball whose clip ends while the stream goes on.
    if (nextAt + (lag + 3) * 1000 > encoderStart + seconds * 1000) break;
    await sleep(Math.max(0, nextAt - Date.now()));
    const batter = String(event.values.find((v) => v.category === 'batter')?.value ?? '');
    const query = `batter:"${batter}"`;
    const before = (await call<SearchResponse>('POST', '/middleware/search/search', { query }))
      .total;
    const sent = Date.now();
    await call('POST', `/asset/v3/asset/${made.id}/match-data/feed`, {
      matchId: 'bench-live',
      format: 'events',
      events: [
        {
          id: event.sourceId,
          at: new Date(sent).toISOString(),
          kind: event.kind,
          values: Object.fromEntries(event.values.map((v) => [v.category, v.value])),
        },
      ],
    });
    let found: SearchResponse['results'][number] | undefined;
    for (;;) {
      const answer = await call<SearchResponse>('POST', '/middleware/search/search', {
        query,
        pageSize: 50,
      });
      if (answer.total > before) {
        found = answer.results
          .filter((r) => r.assetId === made.id)
          .sort((a, b) => (b.offset ?? 0) - (a.offset ?? 0))[0];
        break;
      }
      await sleep(20);
    }
    searchable.push(Date.now() - sent);
    if (!found) throw new Error(`the clip of ${event.summary} was not found`);
    for (;;) {
      const answer = await call<PlayableResponse>('POST', '/middleware/playback/playable', {
        clips: [{ asset_id: made.id, offset: found.offset, duration: found.duration }],
      });
      if (!answer.items[0]!.pending) break;
      await sleep(100);
    }
    events += 1;
    outToPlayable.push((Date.now() - (sent + lag * 1000)) / 1000);
    say(
      `${event.summary}: searchable ${searchable.at(-1)} ms, playable ${outToPlayable.at(-1)!.toFixed(1)} s after its out point`,
    );
  }
  if (events === 0) throw new Error('the stream was too short for an event: give more --seconds');
  // The transcode's CPU before the encoder stops: its ffmpeg goes with the connection.
  const cpu = (await listenerCpuSeconds(portMark)) - cpuAtStart;
  const cores = cpu / ((Date.now() - cpuClockStart) / 1000);
  await encoderDone;
  sampler.stop();
  const stream = sampler.figures(SEGMENT_SECONDS);
  say(`the transcode's memory, minute by minute (MB): ${sampler.transcodeByMinute().join(', ')}`);

  const ending = Date.now();
  await call('POST', `/asset/v3/asset/${made.id}/live/end`);
  while ((await asset(made.id)).status !== 'ready') {
    if (Date.now() - ending > 180_000) throw new Error('the ended match never became ready');
    await sleep(200);
  }
  const endToReady = (Date.now() - ending) / 1000;

  const fixed = (x: number, digits = 1) => x.toFixed(digits);
  console.log(
    [
      `first_playable_s=${fixed(firstPlayable)}`,
      `speed=${fixed(stream.speed, 3)}`,
      `segment_age_max_s=${fixed(stream.segment_age_max_s)}`,
      `behind_p95_s=${fixed(stream.behind_p95_s)}`,
      `player_delay_p50_s=${fixed(stream.player_delay_p50_s)}`,
      `player_delay_p95_s=${fixed(stream.player_delay_p95_s)}`,
      `searchable_p50_ms=${percentile(searchable, 0.5)}`,
      `searchable_p95_ms=${percentile(searchable, 0.95)}`,
      `out_to_playable_p95_s=${fixed(percentile(outToPlayable, 0.95))}`,
      `transcode_cores=${fixed(cores, 2)}`,
      `server_memory_growth_mb=${fixed(stream.server_memory_growth_mb)}`,
      `transcode_rss_growth_mb=${fixed(stream.transcode_rss_growth_mb)}`,
      `transcode_rss_mb_per_min=${fixed(stream.transcode_rss_mb_per_min, 2)}`,
      `end_to_ready_s=${fixed(endToReady)}`,
      `events=${events}`,
      `samples=${stream.samples}`,
    ].join(' '),
  );
} finally {
  sampler?.stop();
  encoder?.kill('SIGKILL');
  await server.close();
  await rm(sourceDir, { recursive: true, force: true });
}
