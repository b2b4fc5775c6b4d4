import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { childrenDieWithServer } from './tied-child';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a child the server starts (ffmpeg, ffprobe)', () => {
  it('dies with the server, even when the server is killed with SIGKILL', async () => {
    expect(childrenDieWithServer).toBe(true);
    // A server of its own: starts a long child as ffmpeg is started, says its pid, waits.
    const server = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { spawnTied } from ${JSON.stringify(new URL('./tied-child.ts', import.meta.url).href)};
         const child = spawnTied('sleep', ['60']);
         console.log(child.pid);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = await createInterface({ input: server.stdout })
      [Symbol.asyncIterator]()
      .next()
      .then((r) => [r.value as string]);
    const child = Number(line);
    expect(alive(child)).toBe(true);
    server.kill('SIGKILL');
    await expect.poll(() => alive(child), { timeout: 5_000, interval: 50 }).toBe(false);
  });
});
