import { spawnTied } from './tied-child';
import { access, chmod, constants } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export class FfmpegError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`ffmpeg exited with ${exitCode}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'FfmpegError';
  }
}

async function executable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds ffmpeg: FFMPEG_PATH, then PATH, then the binary shipped in @ffmpeg-installer
 * (made executable if the install left it without the bit, as npm 11 skips its script).
 */
export async function locateFfmpeg(env = process.env): Promise<{ path: string; source: string }> {
  if (env.FFMPEG_PATH) {
    if (await executable(env.FFMPEG_PATH)) return { path: env.FFMPEG_PATH, source: 'FFMPEG_PATH' };
    throw new Error(`FFMPEG_PATH=${env.FFMPEG_PATH} is not an executable file`);
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'ffmpeg');
    if (await executable(candidate)) return { path: candidate, source: 'PATH' };
  }
  try {
    const require = createRequire(import.meta.url);
    const shipped = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    if (!(await executable(shipped))) await chmod(shipped, 0o755);
    return { path: shipped, source: '@ffmpeg-installer' };
  } catch (error) {
    throw new Error(
      `ffmpeg was not found: set FFMPEG_PATH, install ffmpeg (apt-get install ffmpeg), ` +
        `or reinstall @ffmpeg-installer/ffmpeg (${(error as Error).message})`,
    );
  }
}

/** Runs ffmpeg, at most `concurrency` at once; resolves with stdout and stderr. */
export class Ffmpeg {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly binary: string,
    private readonly concurrency = 2,
  ) {}

  async run(
    args: readonly string[],
    timeoutMs = 120_000,
  ): Promise<{ stdout: Buffer; stderr: string }> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await this.spawn(args, timeoutMs);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private spawn(args: readonly string[], timeoutMs: number) {
    return new Promise<{ stdout: Buffer; stderr: string }>((resolve, reject) => {
      const child = spawnTied(this.binary, ['-hide_banner', '-nostdin', ...args]);
      const out: Buffer[] = [];
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        if (err.length > 1_000_000) err = err.slice(-500_000);
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
        else reject(new FfmpegError(args, code, err));
      });
    });
  }
}

/** Presentation times of the frames ffmpeg's showinfo filter printed, in seconds. */
export function parseShowinfoTimes(stderr: string): number[] {
  const times: number[] = [];
  for (const match of stderr.matchAll(/pts_time:\s*(-?[\d.]+)/g)) times.push(Number(match[1]));
  return times;
}

/** Overwrite outputs, print only errors. */
export const QUIET: readonly string[] = ['-y', '-loglevel', 'error'];

/** Frame information on stderr, decoding no audio and writing nothing. */
const SHOWINFO = ['-an', '-vf', 'showinfo', '-f', 'null', '-'];

/** Keyframe times of a media file in seconds, read by decoding only keyframes. */
export async function probeKeyframes(ffmpeg: Ffmpeg, input: string): Promise<number[]> {
  const { stderr } = await ffmpeg.run(['-skip_frame', 'nokey', '-i', input, ...SHOWINFO]);
  return parseShowinfoTimes(stderr).map((t) => Math.round(t * 1000) / 1000);
}

/** Presentation time of the first frame of a media file, seconds. */
export async function probeStartTime(ffmpeg: Ffmpeg, input: string): Promise<number> {
  const { stderr } = await ffmpeg.run(['-copyts', '-i', input, '-frames:v', '1', ...SHOWINFO]);
  return parseShowinfoTimes(stderr)[0] ?? 0;
}

/**
 * Finds ffprobe: FFPROBE_PATH, beside the ffmpeg in use (Debian's package ships both), then
 * PATH. Without one the server still starts; ingests fail, saying why.
 */
export async function locateFfprobe(ffmpeg: string, env = process.env): Promise<string> {
  const candidates = [
    env.FFPROBE_PATH,
    path.join(path.dirname(ffmpeg), 'ffprobe'),
    ...(env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((d) => path.join(d, 'ffprobe')),
  ];
  for (const file of candidates) {
    if (!file) continue;
    try {
      await access(file, constants.X_OK);
      return file;
    } catch {
      // the next one
    }
  }
  return 'ffprobe';
}
