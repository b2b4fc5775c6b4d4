import { spawnTied } from './tied-child';
import { progressReader, type RenderProgress } from './progress';

export class RenderFailedError extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`ffmpeg stopped with ${code === null ? 'a signal' : `code ${code}`}`);
  }
}

/** How every export's ffmpeg starts: no banner, no stdin, overwrite, errors only. */
export const QUIET_FFMPEG: readonly string[] = [
  '-hide_banner',
  '-nostdin',
  '-y',
  '-loglevel',
  'error',
];

/**
 * Runs one ffmpeg render whose arguments write `-progress pipe:1`, reporting progress as
 * a share of `totalSeconds`. Aborting the signal kills ffmpeg at once (SIGKILL: a render is
 * thrown away, so there is nothing to flush) and rejects with the signal's reason.
 */
export function runFfmpeg(
  binary: string,
  args: readonly string[],
  options: {
    totalSeconds: number;
    signal: AbortSignal;
    onProgress?: (progress: RenderProgress) => void;
  },
): Promise<void> {
  const { signal } = options;
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const child = spawnTied(binary, args);
    const feed = progressReader(options.totalSeconds, (p) => options.onProgress?.(p));
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => feed(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-20_000);
    });
    const kill = () => child.kill('SIGKILL');
    signal.addEventListener('abort', kill, { once: true });
    child.on('error', (error) => {
      signal.removeEventListener('abort', kill);
      reject(error);
    });
    child.on('close', (code) => {
      signal.removeEventListener('abort', kill);
      if (signal.aborted) reject(signal.reason as Error);
      else if (code === 0) resolve();
      else reject(new RenderFailedError(code, stderr));
    });
  });
}
