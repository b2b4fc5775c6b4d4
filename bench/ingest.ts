/**
 * Ingest of a tenant's own footage (docs/ingest.md), against the real server:
 * - upload throughput over loopback (tus, one PATCH of the whole file) and how much the
 *   server's memory grows while a large file comes in. Goals: ≥ 200 MB/s, memory flat;
 * - upload end to first playable segment. Goal: ≤ 10 s, whatever the file's length;
 * - the ingest's wall time against a bare ffmpeg making the same ladder and MP4 proxy.
 *   Goal: ratio ≤ 1.1.
 *   npm run bench:ingest
 * Full run: a 10-minute 1080p25 source with sound, and a 5 GB upload for throughput
 * (`--seconds N` and `--upload-mb N` for others).
 * `--smoke`: a 6 s 360p source and a 64 MB upload.
 * Last line: upload_mb_s=.. rss_growth_mb=.. first_playable_s=.. ingest_s=.. bare_s=.. ratio=..
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { Asset, SessionTokens } from '../src/core/api/contract';
import { DEMO_PASSWORD } from '../server/seed/accounts';
import { ladderFor, proxyArgs, transcodeArgs } from '../server/ingest/ladder';
import { locateFfprobe } from '../server/media/ffmpeg';
import { probeSource } from '../server/ingest/probe';
import { locateFfmpeg } from '../server/media/ffmpeg';
import { bootBenchServer, SMOKE_OPTION } from './smoke';

const { values } = parseArgs({
  options: { ...SMOKE_OPTION, seconds: { type: 'string' }, 'upload-mb': { type: 'string' } },
});
const smoke = values.smoke;
const SOURCE = {
  seconds: Number(values.seconds ?? (smoke ? 6 : 600)),
  size: smoke ? '640x360' : '1920x1080',
};
const BIG_UPLOAD_BYTES = Number(values['upload-mb'] ?? (smoke ? 64 : 5 * 1024)) * 1024 * 1024;
const SEGMENT_SECONDS = 2;

const run = promisify(execFile);
const { path: ffmpeg } = await locateFfmpeg();
const ffprobe = await locateFfprobe(ffmpeg);
const root = await mkdtemp(path.join(os.tmpdir(), 'vs-bench-ingest-'));

async function makeSource(): Promise<string> {
  const file = path.join(root, 'match.mov');
  // prettier-ignore
  await run(ffmpeg, [
    '-y', '-loglevel', 'error',
    '-f', 'lavfi', '-i', `testsrc2=size=${SOURCE.size}:rate=25:duration=${SOURCE.seconds}`,
    // A tone of its own each run: a source is never a duplicate of the last run's.
    '-f', 'lavfi', '-i', `sine=frequency=${300 + Math.floor(Math.random() * 600)}:duration=${SOURCE.seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-ar', '48000', '-ac', '2', '-timecode', '10:00:00:00', '-shortest', file,
  ], { maxBuffer: 1 << 20 });
  return file;
}

/** A file of `bytes` that is not a video: for throughput, its ingest fails at once. */
async function makeBlob(bytes: number): Promise<string> {
  const file = path.join(root, 'big.mp4');
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(8 * 1024 * 1024, 0x5a);
  for (let written = 0; written < bytes; written += chunk.length)
    await handle.write(chunk, 0, Math.min(chunk.length, bytes - written));
  await handle.close();
  return file;
}

const server = await bootBenchServer(smoke, 'ingest', () => undefined);
const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
const signin = await fetch(`${url}/identity/v2/iam/auth/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    userName: 'editor.cricket@vidsearch.example',
    password: DEMO_PASSWORD,
    platform: 'LVS',
  }),
});
const { token } = (await signin.json()) as SessionTokens;
const tus = (extra: Record<string, string>) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
  ...extra,
});

/**
 * Uploads a file in one PATCH sent by curl, a client in a process of its own (as a browser
 * is): the server's memory is then the server's alone. Answers its asset and the PATCH's time.
 */
async function upload(file: string): Promise<{ assetId: string; seconds: number }> {
  const { size } = await stat(file);
  const made = await fetch(`${url}/asset/v3/upload`, {
    method: 'POST',
    headers: tus({
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from(path.basename(file)).toString('base64')}`,
    }),
  });
  if (made.status !== 201) throw new Error(`upload answered ${made.status}`);
  const target = new URL(made.headers.get('location')!, `${url}/asset/v3/upload/`).toString();
  const headers = tus({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' });
  const started = performance.now();
  // prettier-ignore
  const { stdout } = await run('curl', [
    '-s', '-D', '-', '-o', '/dev/null', '-X', 'PATCH', '-T', file,
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    target,
  ]);
  const seconds = (performance.now() - started) / 1000;
  const assetId = /^asset-id: *(\S+)/im.exec(stdout)?.[1];
  if (!assetId) throw new Error(`PATCH answered:\n${stdout}`);
  return { assetId, seconds };
}

async function assetOf(id: string): Promise<Asset> {
  const res = await fetch(`${url}/asset/v3/asset/${id}`, { headers: tus({}) });
  return (await res.json()) as Asset;
}

async function until(id: string, done: (a: Asset) => boolean): Promise<Asset> {
  for (;;) {
    const asset = await assetOf(id);
    if (done(asset)) return asset;
    if (asset.status === 'failed') throw new Error(`ingest failed: ${asset.ingest?.reason}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The assets this run made, deleted at its end: a kept data folder does not fill up. */
const made: string[] = [];

try {
  // Throughput, and the server's memory while a large file comes in (sampled every 50 ms).
  const blob = await makeBlob(BIG_UPLOAD_BYTES);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const big = await upload(blob);
  made.push(big.assetId);
  clearInterval(sampler);
  const mbPerSecond = BIG_UPLOAD_BYTES / 1024 / 1024 / big.seconds;
  const growthMb = (peak - before) / 1024 / 1024;
  console.log(
    `upload of ${BIG_UPLOAD_BYTES / 1024 / 1024} MB: ${mbPerSecond.toFixed(0)} MB/s, ` +
      `memory grew ${growthMb.toFixed(0)} MB`,
  );
  await until(big.assetId, (a) => a.status === 'failed').catch(() => undefined);
  await rm(blob, { force: true });

  // A match: upload, first playable segment, ready; then a bare ffmpeg doing the same.
  const source = await makeSource();
  const started = performance.now();
  const match = await upload(source);
  made.push(match.assetId);
  const uploaded = performance.now();
  await until(match.assetId, (a) => !!a.ingest?.playable);
  const firstPlayable = (performance.now() - uploaded) / 1000;
  await until(match.assetId, (a) => a.status === 'ready');
  const ingest = (performance.now() - uploaded) / 1000;
  console.log(
    `match of ${SOURCE.seconds} s at ${SOURCE.size}: uploaded in ${((uploaded - started) / 1000).toFixed(1)} s, ` +
      `playable ${firstPlayable.toFixed(1)} s after, ready ${ingest.toFixed(1)} s after`,
  );

  const bareStarted = performance.now();
  const facts = await probeSource(ffprobe, source, new AbortController().signal);
  const renditions = ladderFor(facts.video);
  const out = path.join(root, 'bare');
  for (const r of renditions) await mkdir(path.join(out, r.name), { recursive: true });
  await run(
    ffmpeg,
    transcodeArgs({
      input: source,
      outDir: out,
      source: facts,
      renditions,
      segmentSeconds: SEGMENT_SECONDS,
    }),
    { maxBuffer: 64 << 20 },
  );
  await run(ffmpeg, proxyArgs(path.join(out, 'v0', 'index.m3u8'), path.join(out, 'video.mp4')));
  const bare = (performance.now() - bareStarted) / 1000;
  console.log(`bare ffmpeg, the same ladder and proxy: ${bare.toFixed(1)} s`);
  console.log(
    `upload_mb_s=${mbPerSecond.toFixed(0)} rss_growth_mb=${growthMb.toFixed(0)} ` +
      `first_playable_s=${firstPlayable.toFixed(1)} ingest_s=${ingest.toFixed(1)} ` +
      `bare_s=${bare.toFixed(1)} ratio=${(ingest / bare).toFixed(2)}`,
  );
} finally {
  for (const id of made)
    await fetch(`${url}/asset/v3/asset/${id}`, { method: 'DELETE', headers: tus({}) });
  await server.close();
  await rm(root, { recursive: true, force: true });
}
