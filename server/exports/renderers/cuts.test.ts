import { describe, expect, it } from 'vitest';
import { renderCut } from './cuts';

describe('the MP4 export’s start shift and trim (SPEC §9)', () => {
  it('shifts an HLS clip’s start by 0.001 s and trims its length by 0.01 s, to the millisecond', () => {
    expect(renderCut({ start: 12.7, duration: 4.31 }, 'HLS')).toEqual({
      start: 12.701,
      duration: 4.3,
    });
    expect(renderCut({ start: 0, duration: 6 }, 'HLS')).toEqual({ start: 0.001, duration: 5.99 });
  });

  it('leaves a clip cut from an MP4 source as it is', () => {
    expect(renderCut({ start: 12.7, duration: 4.31 }, 'MP4')).toEqual({
      start: 12.7,
      duration: 4.31,
    });
  });

  it('never trims a very short clip to nothing', () => {
    expect(renderCut({ start: 1, duration: 0.02 }, 'HLS').duration).toBe(0.01);
  });
});
