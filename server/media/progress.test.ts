import { describe, expect, it } from 'vitest';
import { progressReader, type RenderProgress } from './progress';

const block = (us: number, end = false, speed = '1.5x') =>
  `frame=10\nfps=50\nout_time_us=${us}\nout_time_ms=${us}\nout_time=00:00:0${us / 1e6}\nspeed=${speed}\nprogress=${end ? 'end' : 'continue'}\n`;

describe('reading ffmpeg’s -progress output', () => {
  it('reports each block as a share of the whole, 100 only at the end', () => {
    const seen: RenderProgress[] = [];
    const feed = progressReader(4, (p) => seen.push(p));
    feed(block(1_000_000) + block(2_000_000));
    feed(block(4_000_000));
    feed(block(4_000_000, true));
    expect(seen.map((p) => p.percent)).toEqual([25, 50, 99, 100]);
    expect(seen[0]).toEqual({ seconds: 1, percent: 25, speed: 1.5, done: false });
    expect(seen.at(-1)!.done).toBe(true);
  });

  it('reads blocks split anywhere across chunks', () => {
    const seen: RenderProgress[] = [];
    const feed = progressReader(10, (p) => seen.push(p));
    const text = block(2_500_000) + block(5_000_000);
    for (const ch of text) feed(ch);
    expect(seen.map((p) => p.seconds)).toEqual([2.5, 5]);
  });

  it('reads the clock when there are no microseconds, and never goes backwards', () => {
    const seen: RenderProgress[] = [];
    const feed = progressReader(100, (p) => seen.push(p));
    feed('out_time=00:01:02.500000\nspeed=N/A\nprogress=continue\n');
    feed('out_time_us=N/A\nout_time=N/A\nprogress=continue\n');
    expect(seen).toEqual([
      { seconds: 62.5, percent: 62, speed: null, done: false },
      { seconds: 62.5, percent: 62, speed: null, done: false },
    ]);
  });
});
