/**
 * Times `npm start` from nothing (media made with ffmpeg, database created and seeded)
 * and again over the data the first start left. Goals: first ≤ 60 s, later ≤ 5 s.
 *   npm run bench:startup
 * `--smoke`: the small demo (bench/smoke.ts), over MEDIA_DIR where given.
 * Last line: first_start_s=.. later_start_s=..
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchServerEnv, SMOKE_OPTION } from './smoke';

const { values } = parseArgs({ options: { ...SMOKE_OPTION } });

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      DATABASE_URL: '',
      ...(values.smoke ? benchServerEnv(true) : { MEDIA_DIR: path.join(dataDir, 'media') }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /ready at (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    // A server busy starting may shed with 503 and Retry-After: ask again, as a client would.
    let health = await fetch(`${url}/health`);
    for (let tries = 0; health.status === 503 && tries < 20; tries++) {
      await new Promise((r) => setTimeout(r, 500));
      health = await fetch(`${url}/health`);
    }
    if (health.status !== 200) throw new Error(`health answered ${health.status}`);
    return (performance.now() - started) / 1000;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-bench-startup-'));
try {
  const first = await timeStart(dataDir);
  console.log(`first start (ffmpeg media, new database, seed): ${first.toFixed(1)} s`);
  const later = await timeStart(dataDir);
  console.log(`later start (existing data): ${later.toFixed(1)} s`);
  console.log(`first_start_s=${first.toFixed(1)} later_start_s=${later.toFixed(1)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
