import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  frameRateOf,
  framesFromSeconds,
  framesFromTimecode,
  isDropFrame,
  secondsFromFrames,
  timecode,
} from './timecode';

const r25 = frameRateOf(25);
const r2997 = frameRateOf(29.97);
const r50 = frameRateOf(50);
const r5994 = frameRateOf(59.94);

describe('timecode', () => {
  it('knows the broadcast rates exactly, and which are drop-frame', () => {
    expect(r2997).toEqual({ num: 30000, den: 1001 });
    expect(r5994).toEqual({ num: 60000, den: 1001 });
    expect(r25).toEqual({ num: 25, den: 1 });
    expect(frameRateOf(23.976)).toEqual({ num: 24000, den: 1001 });
    expect([r25, r2997, r50, r5994].map(isDropFrame)).toEqual([false, true, false, true]);
    // 23.976 is never written drop-frame.
    expect(isDropFrame(frameRateOf(23.976))).toBe(false);
    expect(() => frameRateOf(0)).toThrow();
  });

  it('writes PAL rates non-drop', () => {
    expect(timecode(0, r25)).toBe('00:00:00:00');
    expect(timecode(24, r25)).toBe('00:00:00:24');
    expect(timecode(25 * 3600 + 25 * 61 + 3, r25)).toBe('01:01:01:03');
    expect(timecode(framesFromSeconds(12.7, r50), r50)).toBe('00:00:12:35');
    expect(framesFromTimecode('01:00:00:00', r50)).toBe(180_000);
  });

  it('drops the first two labels of each minute at 29.97, but every tenth minute', () => {
    expect(timecode(1799, r2997)).toBe('00:00:59;29');
    expect(timecode(1800, r2997)).toBe('00:01:00;02');
    expect(timecode(17_982, r2997)).toBe('00:10:00;00');
    expect(timecode(17_981, r2997)).toBe('00:09:59;29');
    // An hour of 29.97 video is 107,892 frames and reads 01:00:00;00.
    expect(timecode(107_892, r2997)).toBe('01:00:00;00');
    expect(framesFromTimecode('00:01:00;02', r2997)).toBe(1800);
  });

  it('drops four labels a minute at 59.94', () => {
    expect(timecode(3599, r5994)).toBe('00:00:59;59');
    expect(timecode(3600, r5994)).toBe('00:01:00;04');
    expect(timecode(35_964, r5994)).toBe('00:10:00;00');
    expect(timecode(215_784, r5994)).toBe('01:00:00;00');
  });

  it('round-trips every frame of the first eleven minutes at each rate', () => {
    for (const rate of [r25, r2997, r50, r5994]) {
      const fps = Math.round(rate.num / rate.den);
      for (let f = 0; f < fps * 60 * 11; f += 7)
        expect(framesFromTimecode(timecode(f, rate), rate)).toBe(f);
    }
  });

  it('puts times on the nearest frame', () => {
    expect(framesFromSeconds(1, r2997)).toBe(30);
    expect(framesFromSeconds(10.01, r25)).toBe(250);
    expect(secondsFromFrames(30_000, r2997)).toBeCloseTo(1001, 9);
  });

  it('agrees with an independent implementation (smpte-timecode) at every rate', () => {
    // An untyped CommonJS module: its call shape, written down here.
    const Timecode = createRequire(import.meta.url)('smpte-timecode') as (
      frames: number,
      rate: [number, number],
      dropFrame: boolean,
    ) => { toString(): string };
    for (const rate of [r25, r2997, r50, r5994]) {
      for (let f = 0; f < 400_000; f += 997) {
        expect(timecode(f, rate)).toBe(
          Timecode(f, [rate.num, rate.den], isDropFrame(rate)).toString(),
        );
      }
    }
  });
});
