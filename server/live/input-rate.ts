import type { LiveHealth } from '../../src/core/api/contract';

/** How far back the input's rate is measured: long enough to smooth a GOP's burst. */
const WINDOW_US = 4_000_000;

/**
 * The input's bitrate, from ffmpeg's `-progress` reports of its first output (the input copied
 * as it came, to nowhere): the bytes it grew by over the last few seconds of stream.
 */
export class InputRate {
  private samples: Array<{ size: number; timeUs: number }> = [];
  private size: number | null = null;
  private timeUs: number | null = null;
  private partial = '';

  /** Reads a chunk of ffmpeg's progress output (lines of `key=value`, any cut). */
  read(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=');
      if (key === 'total_size' && /^\d+$/.test(value ?? '')) this.size = Number(value);
      else if (key === 'out_time_us' && /^\d+$/.test(value ?? '')) this.timeUs = Number(value);
      else if (key === 'progress') this.sample();
    }
  }

  /** Kilobits a second over the window; null until a window's worth was seen. */
  kbps(): number | null {
    const last = this.samples.at(-1);
    const first = this.samples[0];
    if (!last || !first || last.timeUs - first.timeUs < WINDOW_US / 2) return null;
    return Math.round(((last.size - first.size) * 8) / ((last.timeUs - first.timeUs) / 1000));
  }

  /** A new connection: its rate is its own. */
  reset(): void {
    this.samples = [];
    this.size = this.timeUs = null;
    this.partial = '';
  }

  private sample(): void {
    if (this.size === null || this.timeUs === null) return;
    this.samples.push({ size: this.size, timeUs: this.timeUs });
    const since = this.timeUs - WINDOW_US;
    while (this.samples.length > 2 && this.samples[1]!.timeUs <= since) this.samples.shift();
  }
}

/** How the stream stands, as its row says: the input, how far behind, what was dropped. */
export function liveHealth(seen: {
  picture: Pick<LiveHealth, 'codec' | 'width' | 'height' | 'fps'>;
  /** When the newest segment's picture ends, by its program date-time (ms). */
  newestDated: number;
  /** When the newest segment was written (ms); null when it cannot be read. */
  newestWritten: number | null;
  droppedFrames: number;
  kbps: number | null;
  now?: number;
}): LiveHealth {
  const now = seen.now ?? Date.now();
  return {
    ...seen.picture,
    ...(seen.kbps === null ? {} : { kbps: seen.kbps }),
    behindSeconds: Math.max(0, (now - seen.newestDated) / 1000),
    ...(seen.newestWritten === null
      ? {}
      : { lastSegmentAge: Math.max(0, (now - seen.newestWritten) / 1000) }),
    droppedFrames: seen.droppedFrames,
  };
}
