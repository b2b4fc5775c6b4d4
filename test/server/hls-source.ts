import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A live HLS source on loopback, as an encoder or a cloud service makes one: ffmpeg writing a
 * test picture (320x180, 25 fps) with sound in real time into a sliding window of 1 s
 * segments (a master playlist over it), served over http; `/page.html` is not a playlist.
 */
export async function startHlsSource() {
  const dir = await mkdtemp(path.join(tmpdir(), 'hls-source-'));
  // prettier-ignore
  const encoder = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25',
    '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-c:a', 'aac', '-t', '120',
    '-f', 'hls', '-hls_time', '1', '-hls_list_size', '6',
    '-hls_flags', 'delete_segments+temp_file', '-master_pl_name', 'master.m3u8',
    path.join(dir, 'index.m3u8'),
  ], { stdio: 'ignore' });
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://source').pathname.slice(1);
    if (name === 'page.html') return res.writeHead(200).end('<html>A page</html>');
    const file = path.join(dir, path.basename(name));
    stat(file).then(
      () => createReadStream(file).pipe(res.writeHead(200)),
      () => res.writeHead(404).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The master playlist is written with the first segment.
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (await stat(path.join(dir, 'master.m3u8')).catch(() => null)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    /** The encoder stops: its playlist is closed (ENDLIST), nothing more comes. */
    async stop() {
      if (encoder.exitCode !== null) return;
      const exited = once(encoder, 'exit');
      encoder.kill('SIGINT');
      await exited;
    },
    async close() {
      await this.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
