import { readFile, readdir } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Asset } from '../src/core/api/contract';
import { hlsSegments, programDateTimes } from '../server/media/hls-playlist';

/**
 * The product's player joins a live stream this many segments behind its newest (shaka's
 * `liveSegmentsDelay`, set by `PlaybackController`; shaka's own default is three).
 */
export const PLAYER_SEGMENTS_BEHIND = 2;

/** The `p`th percentile (0 to 1) of some figures. */
export const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
};

/** The ffmpeg processes listening on a port of the benchmark's range (Linux /proc). */
async function listenerPids(portMark: string): Promise<string[]> {
  const pids: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('mode=listener') && command.includes(portMark)) pids.push(pid);
  }
  return pids;
}

const ticksPerSecond = promisify(execFile)('getconf', ['CLK_TCK']).then((r) =>
  Number(r.stdout.trim()),
);

/** Seconds of CPU the live listeners' ffmpeg processes have used so far. */
export async function listenerCpuSeconds(portMark: string): Promise<number> {
  let ticks = 0;
  for (const pid of await listenerPids(portMark)) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields of stat (the 12th and 13th after the name).
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / (await ticksPerSecond);
}

/** Resident memory of the listeners' ffmpeg, MB. */
async function listenerRssMb(portMark: string): Promise<number> {
  let kb = 0;
  for (const pid of await listenerPids(portMark)) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}

/** One look at the stream, a second apart. */
interface Sample {
  at: number;
  /** Seconds the newest segment's end is behind the wall clock, by its program date-time. */
  behind: number;
  /** Seconds since the newest segment was written (the server's health). */
  segmentAge: number | null;
  /** Seconds of the match written. */
  written: number;
  /** Memory of this process (the server) and of the transcode, MB, every 10 s. */
  serverMb?: number;
  transcodeMb?: number;
}

/**
 * Reads a live match every second while it streams: how far its newest segment is behind real
 * time (and so where a player joining at shaka's default, three segments back, plays), the
 * age of its newest segment, how much is written, and the memory of the server and the
 * transcode.
 */
export class LiveStreamSampler {
  readonly samples: Sample[] = [];
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly asset: () => Promise<Asset>,
    private readonly portMark: string,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      void this.sample()
        .catch(() => undefined)
        .finally(() => (this.busy = false));
    }, 1000);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async sample(): Promise<void> {
    const asset = await this.asset();
    const master = asset.media.hls;
    if (!master || !asset.live) return;
    const masterText = await (await fetch(master)).text();
    const variant = masterText.split('\n').find((line) => line && !line.startsWith('#'));
    if (!variant) return;
    const playlist = await (await fetch(new URL(variant, master))).text();
    const segments = hlsSegments(playlist);
    const dated = programDateTimes(playlist);
    const newest = segments.at(-1);
    if (!newest || dated.length === 0) return;
    const now = Date.now();
    this.samples.push({
      at: now,
      behind: (now - (dated.at(-1)! + newest.duration * 1000)) / 1000,
      segmentAge: asset.live.health.lastSegmentAge ?? null,
      written: asset.live.writtenSeconds,
      ...(await this.memory()),
    });
  }

  private lastMemory = 0;

  /**
   * Every 10 s: the server's heap after a full collection (`node --expose-gc`; its resident
   * size otherwise), and the transcode's resident size.
   */
  private async memory(): Promise<Partial<Pick<Sample, 'serverMb' | 'transcodeMb'>>> {
    if (Date.now() - this.lastMemory < 10_000) return {};
    this.lastMemory = Date.now();
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const used = gc ? process.memoryUsage().heapUsed : process.memoryUsage().rss;
    return { serverMb: used / 1024 / 1024, transcodeMb: await listenerRssMb(this.portMark) };
  }

  /** The transcode's resident memory at the end of each minute of the run, MB. */
  transcodeByMinute(): number[] {
    const first = this.samples[0];
    const byMinute: number[] = [];
    for (const s of this.samples) {
      if (first && s.transcodeMb !== undefined)
        byMinute[Math.floor((s.at - first.at) / 60_000)] = Math.round(s.transcodeMb);
    }
    return byMinute.filter((mb) => mb !== undefined);
  }

  /** Figures of the run: delay at the player, the newest segment's age, speed, memory. */
  figures(segmentSeconds: number) {
    const xs = this.samples;
    const behind = xs.map((s) => s.behind);
    const player = behind.map((b) => b + PLAYER_SEGMENTS_BEHIND * segmentSeconds);
    const ages = xs.map((s) => s.segmentAge).filter((a): a is number => a !== null);
    const first = xs[0];
    const last = xs.at(-1);
    const speed =
      first && last && last.at > first.at
        ? (last.written - first.written) / ((last.at - first.at) / 1000)
        : 0;
    // Memory: the first minute's median against the last minute's (flat: a few MB).
    const minute = (from: number, to: number) => xs.filter((s) => s.at >= from && s.at <= to);
    const early = first ? minute(first.at, first.at + 60_000) : [];
    const late = last ? minute(last.at - 60_000, last.at) : [];
    const growth = (pick: (s: Sample) => number | undefined) => {
      const of = (part: Sample[]) =>
        percentile(
          part.map(pick).filter((x): x is number => x !== undefined),
          0.5,
        );
      return of(late) - of(early);
    };
    // The growth a minute over the run's second half (the first minutes are a warm-up: the
    // encoders' buffers filling), by least squares: a three-hour match adds 180 times it.
    const half = first && last ? first.at + (last.at - first.at) / 2 : 0;
    const slope = (pick: (s: Sample) => number | undefined) => {
      const points = xs
        .filter((s) => s.at >= half)
        .flatMap((s) => {
          const y = pick(s);
          return y === undefined ? [] : [{ x: s.at / 60_000, y }];
        });
      if (points.length < 2) return 0;
      const mx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
      const my = points.reduce((sum, p) => sum + p.y, 0) / points.length;
      const sxy = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
      const sxx = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
      return sxx > 0 ? sxy / sxx : 0;
    };
    return {
      behind_p95_s: percentile(behind, 0.95),
      player_delay_p50_s: percentile(player, 0.5),
      player_delay_p95_s: percentile(player, 0.95),
      segment_age_max_s: Math.max(0, ...ages),
      speed,
      server_memory_growth_mb: growth((s) => s.serverMb),
      transcode_rss_growth_mb: growth((s) => s.transcodeMb),
      transcode_rss_mb_per_min: slope((s) => s.transcodeMb),
      samples: xs.length,
    };
  }
}
