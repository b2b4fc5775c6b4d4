import { describe, expect, it } from 'vitest';
import { InputRate } from './input-rate';

/** ffmpeg's progress report at `seconds` into the stream, `bytes` of its first output. */
const report = (bytes: number, seconds: number) =>
  `frame=1\ntotal_size=${bytes}\nout_time_us=${seconds * 1_000_000}\ndrop_frames=0\nprogress=continue\n`;

describe('the live input’s bitrate', () => {
  it('is the bytes the copied input grew by over the last seconds, cut reports and all', () => {
    const rate = new InputRate();
    expect(rate.kbps()).toBeNull();
    // 2,500 kb/s: 312,500 bytes a second, reported every half second, cut mid-line.
    const text = Array.from({ length: 20 }, (_, i) => report(312_500 * (i / 2), i / 2)).join('');
    for (let at = 0; at < text.length; at += 37) rate.read(text.slice(at, at + 37));
    expect(rate.kbps()).toBe(2500);
    // It follows a change within its window.
    let bytes = 312_500 * 9.5;
    for (let i = 20; i < 40; i++) rate.read(report((bytes += 62_500), i / 2));
    expect(rate.kbps()).toBe(1000);
    rate.reset();
    expect(rate.kbps()).toBeNull();
  });
});
