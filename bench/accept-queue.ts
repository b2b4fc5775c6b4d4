/**
 * Why a lone Node process times requests out under 2,000 connections, without this project's
 * code: a bare `node:http` server that spends 0.35 ms of CPU a request (about a search's
 * cost), pinned to core 0, under 2,000 autocannon connections for 15 s. Every second it prints
 * the listening socket's accept queue (`ss`): connections the kernel has completed and the
 * process has not taken. Since libuv 1.45 (Node 20) a loop accepts one connection each time
 * epoll reports the listening socket, that is once per pass over every busy connection.
 *   npm run bench:accept-queue
 * `--smoke`: 300 connections for 3 s.
 * Last lines: name=value figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SMOKE_OPTION } from './smoke';

const { values } = parseArgs({ options: { ...SMOKE_OPTION } });
const CONNECTIONS = values.smoke ? 300 : 2000;
const SECONDS = values.smoke ? 3 : 15;
const SERVER = `
  const http = require('node:http');
  http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const until = performance.now() + 0.35;
      while (performance.now() < until);
      response.end('x'.repeat(2000));
    });
  }).listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, function () {
    console.log('listening ' + this.address().port);
  });
`;

const pin = spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', '0'] : [];
const command = [...pin, process.execPath, '-e', SERVER];
const server = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
const PORT = await new Promise<number>((resolve) =>
  server.stdout!.once('data', (text: Buffer) =>
    resolve(Number(/listening (\d+)/.exec(text.toString())?.[1])),
  ),
);

/** Connections waiting in the listening socket's accept queue (its Recv-Q). */
const acceptQueue = () =>
  Number(
    spawnSync('ss', ['-ltnH', `sport = :${PORT}`], { encoding: 'utf8' })
      .stdout.trim()
      .split(/\s+/)[1] ?? 0,
  );

const samples: number[] = [];
const sampler = setInterval(() => {
  samples.push(acceptQueue());
  console.log(`[accept-queue] ${samples.length} s: ${samples.at(-1)} connections not yet accepted`);
}, 1000);
try {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [{ method: 'POST', path: '/', body: '{}' }],
  });
  const busyEnd = Math.min(8, samples.length - 1);
  const figures = {
    answered: result['2xx'],
    timeouts: result.timeouts,
    p99_ms: result.latency.p99,
    accept_queue_max: Math.max(...samples),
    // Between the 2nd and the 9th second, before the first timeouts bring new connections.
    accepted_per_s_while_busy: ((samples[1]! - samples[busyEnd]!) / (busyEnd - 1)).toFixed(1),
    accept_queue_last: samples.at(-1) ?? 0,
  };
  for (const [name, value] of Object.entries(figures)) console.log(`${name}=${value}`);
} finally {
  clearInterval(sampler);
  server.kill();
}
