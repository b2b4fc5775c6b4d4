/**
 * A live match, end to end, against the server built in this process: an encoder (ffmpeg
 * sending a 720p50 H.264 test picture with sound, made first, in real time; 320x180p25 for
 * --smoke) streams over SRT into a
 * match made through the API; while it streams, live feed events are sent as they happen.
 * Measured (issue 50's goals: a clip searchable at once, playable within seconds of its out
 * point, the match playable seconds after the encoder starts):
 *   first_playable_s   the encoder's start to the match's first segment playable
 *   behind_p50_s       how far the newest segment is behind real time (the server's health
 *                      figure, read every second: a player at the edge adds its own few segments)
 *   searchable_p50_ms  a feed event sent to its clip found by search
 *   clip_playable_p50_s  a feed event sent to its clip playable (its end, the tenant's lag
 *                      after the event, in the stream); includes the lag
 *   lag_s              the tenant's lag (the part of clip_playable that is the clip's own)
 *   transcode_cores    CPU the live transcode used, in cores (one match's ladder in real time)
 *   end_to_ready_s     "End live" to the asset a normal video (MP4 proxy, keyframes)
 *   npm run bench:live [-- --seconds 60]
 * `--smoke`: 18 s of a small picture, the fastest preset, the small demo (bench/smoke.ts).
 * Last line: first_playable_s=.. behind_p50_s=.. searchable_p50_ms=.. clip_playable_p50_s=..
 *   lag_s=.. transcode_cores=.. end_to_ready_s=.. events=..
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type {
  Asset,
  GoLiveResponse,
  PlayableResponse,
  SearchResponse,
} from '../src/core/api/contract';
import { tenantByKey } from '../src/tenants';
import { matchDataSettingsOf } from '../src/tenants/config/match-data';
import { srtEncoderAddress } from '../src/core/domain/library';
import { benchSignIn } from './sign-in';
import { bootBenchServer, SMOKE_OPTION } from './smoke';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, ...SMOKE_OPTION } });
const smoke = values.smoke;
const seconds = Number(values.seconds ?? (smoke ? 18 : 60));
if (!Number.isInteger(seconds) || seconds < 10) throw new Error('usage: [--seconds 10 or more]');

const started = Date.now();
const say = (m: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const firstPort = 30_000 + Math.floor(Math.random() * 1000) * 10;

/** Seconds of CPU the live listeners' ffmpeg processes have used so far (Linux /proc). */
async function listenerCpuSeconds(): Promise<number> {
  let ticks = 0;
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!command.includes('mode=listener') || !command.includes(`:${firstPort}?`)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields of stat (the 12th and 13th after the name).
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  const perSecond = Number((await promisify(execFile)('getconf', ['CLK_TCK'])).stdout.trim());
  return ticks / perSecond;
}

const server = await bootBenchServer(smoke, 'live', say, {
  liveSrtPorts: { first: firstPort, last: firstPort + 2 },
  liveGraceSeconds: 30,
  ...(smoke ? { livePreset: 'ultrafast' } : {}),
});
let encoder: ReturnType<typeof spawn> | null = null;
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
  const size = smoke ? '320x180' : '1280x720';
  const rate = smoke ? 25 : 50;
  // The encoder's picture is made first: sent as it is, in real time, the encoder costs the
  // machine nothing, and the transcode is measured alone.
  const source = path.join(sourceDir, 'match.ts');
  say(`making ${seconds} s of ${size}p${rate}`);
  // prettier-ignore
  await promisify(execFile)('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-g', String(rate), '-b:v', smoke ? '300k' : '4000k',
    '-c:a', 'aac', '-shortest', '-f', 'mpegts', source,
  ]);
  say(`streaming it to ${made.ingestUrl}`);
  const encoderStart = Date.now();
  // prettier-ignore
  encoder = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re', '-i', source, '-c', 'copy',
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
  const cpuAtStart = await listenerCpuSeconds();
  const cpuClockStart = Date.now();

  const lag = matchDataSettingsOf('cricket')!.timing.default.lagSeconds;
  const behind: number[] = [];
  const searchable: number[] = [];
  const playable: number[] = [];
  let events = 0;
  // An event every few seconds while the stream has room for its clip's end.
  while (Date.now() - encoderStart < (seconds - lag - 3) * 1000) {
    const batter = `Bench Batter ${++events}`;
    const sent = Date.now();
    await call('POST', `/asset/v3/asset/${made.id}/match-data/feed`, {
      matchId: 'bench-live',
      format: 'events',
      events: [{ id: `e${events}`, at: new Date(sent).toISOString(), values: { batter } }],
    });
    let found: SearchResponse['results'][number] | undefined;
    while (!found) {
      const answer = await call<SearchResponse>('POST', '/middleware/search/search', {
        query: `batter:"${batter}"`,
      });
      found = answer.results[0];
      if (!found) await sleep(20);
    }
    searchable.push(Date.now() - sent);
    for (;;) {
      const answer = await call<PlayableResponse>('POST', '/middleware/playback/playable', {
        clips: [{ asset_id: made.id, offset: found.offset, duration: found.duration }],
      });
      if (!answer.items[0]!.pending) break;
      const health = (await asset(made.id)).live?.health.behindSeconds;
      if (health !== undefined) behind.push(health);
      await sleep(250);
    }
    playable.push((Date.now() - sent) / 1000);
    say(
      `event ${events}: searchable ${searchable.at(-1)} ms, playable ${playable.at(-1)!.toFixed(1)} s`,
    );
  }
  if (events === 0) throw new Error('the stream was too short for an event: give more --seconds');
  const cpu = (await listenerCpuSeconds()) - cpuAtStart;
  const cores = cpu / ((Date.now() - cpuClockStart) / 1000);
  await encoderDone;

  const ending = Date.now();
  await call('POST', `/asset/v3/asset/${made.id}/live/end`);
  while ((await asset(made.id)).status !== 'ready') {
    if (Date.now() - ending > 120_000) throw new Error('the ended match never became ready');
    await sleep(200);
  }
  const endToReady = (Date.now() - ending) / 1000;

  console.log(
    [
      `first_playable_s=${firstPlayable.toFixed(1)}`,
      `behind_p50_s=${median(behind.length ? behind : [0]).toFixed(1)}`,
      `searchable_p50_ms=${median(searchable)}`,
      `clip_playable_p50_s=${median(playable).toFixed(1)}`,
      `lag_s=${lag}`,
      `transcode_cores=${cores.toFixed(2)}`,
      `end_to_ready_s=${endToReady.toFixed(1)}`,
      `events=${events}`,
    ].join(' '),
  );
} finally {
  encoder?.kill('SIGKILL');
  await server.close();
  await rm(sourceDir, { recursive: true, force: true });
}
