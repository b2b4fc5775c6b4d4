/** Where a render is, from ffmpeg's `-progress` output. */
export interface RenderProgress {
  /** Seconds of output written. */
  seconds: number;
  /** 0 to 100, whole numbers; 100 only once ffmpeg says it has ended. */
  percent: number;
  /** How many times real time it runs, when ffmpeg says. */
  speed: number | null;
  done: boolean;
}

function secondsOf(fields: Map<string, string>): number | null {
  // out_time_us (and out_time_ms, which ffmpeg also writes in microseconds) or hh:mm:ss.ffffff.
  const micro = Number(fields.get('out_time_us') ?? fields.get('out_time_ms'));
  if (Number.isFinite(micro) && micro >= 0) return micro / 1_000_000;
  const clock = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(fields.get('out_time') ?? '');
  return clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : null;
}

/**
 * Reads ffmpeg's `-progress` lines (key=value blocks, each closed by `progress=continue` or
 * `progress=end`) as they arrive in chunks of any size, and reports each block as a share of
 * `totalSeconds`. Returns the function to feed chunks to.
 */
export function progressReader(
  totalSeconds: number,
  report: (progress: RenderProgress) => void,
): (chunk: string) => void {
  let pending = '';
  let fields = new Map<string, string>();
  let last = 0;
  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const raw of lines) {
      const line = raw.trim();
      const eq = line.indexOf('=');
      if (eq <= 0) continue;
      const key = line.slice(0, eq);
      const value = line.slice(eq + 1).trim();
      if (key !== 'progress') {
        fields.set(key, value);
        continue;
      }
      const done = value === 'end';
      const seconds = secondsOf(fields) ?? last;
      last = Math.max(last, seconds);
      const share = totalSeconds > 0 ? last / totalSeconds : 0;
      const speed = Number.parseFloat(fields.get('speed') ?? '');
      report({
        seconds: last,
        percent: done ? 100 : Math.min(99, Math.floor(share * 100)),
        speed: Number.isFinite(speed) ? speed : null,
        done,
      });
      fields = new Map();
    }
  };
}
