import { describe, expect, it } from 'vitest';
import { DEFAULT_WATERMARK } from '../../tenants';
import {
  sequenceDuration,
  sequenceElapsed,
  sequencePosition,
  spokenDuration,
  watermarkPlacement,
} from './index';

const items = [
  { start: 10, end: 14 }, // 4 s
  { start: 0, end: 2 }, // 2 s
  { start: 100, end: 106 }, // 6 s
];

describe('a sequence of ranges', () => {
  it('lasts the sum of its ranges', () => {
    expect(sequenceDuration(items)).toBe(12);
    expect(sequenceDuration([])).toBe(0);
    expect(sequenceDuration([{ start: 5, end: 3 }])).toBe(0);
  });

  it('maps a time in an item to the time into the sequence, clamped to the item', () => {
    expect(sequenceElapsed(items, 0, 10)).toBe(0);
    expect(sequenceElapsed(items, 0, 12.5)).toBe(2.5);
    expect(sequenceElapsed(items, 1, 1)).toBe(5);
    expect(sequenceElapsed(items, 2, 103)).toBe(9);
    expect(sequenceElapsed(items, 2, 200)).toBe(12);
    expect(sequenceElapsed(items, 0, 0)).toBe(0);
  });

  it('maps a time into the sequence to the item and the time in its asset', () => {
    expect(sequencePosition(items, 0)).toEqual({ index: 0, assetTime: 10 });
    expect(sequencePosition(items, 3.9)).toEqual({ index: 0, assetTime: 13.9 });
    // The end of one item is the start of the next.
    expect(sequencePosition(items, 4)).toEqual({ index: 1, assetTime: 0 });
    expect(sequencePosition(items, 7)).toEqual({ index: 2, assetTime: 101 });
    expect(sequencePosition(items, 99)).toEqual({ index: 2, assetTime: 106 });
    expect(sequencePosition(items, -5)).toEqual({ index: 0, assetTime: 10 });
    expect(sequencePosition([], 3)).toEqual({ index: 0, assetTime: 0 });
  });

  it('round-trips a position through both mappings', () => {
    for (const elapsed of [0, 1.25, 4, 5.5, 11.75]) {
      const { index, assetTime } = sequencePosition(items, elapsed);
      expect(sequenceElapsed(items, index, assetTime)).toBeCloseTo(elapsed, 9);
    }
  });

  it('speaks a position in words', () => {
    expect(spokenDuration(0)).toBe('0 seconds');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(65.9)).toBe('1 minute 5 seconds');
    expect(spokenDuration(7322)).toBe('2 hours 2 minutes 2 seconds');
  });
});

describe('the watermark', () => {
  const mark = { ...DEFAULT_WATERMARK, image: 'data:,' };

  it('sits bottom-right at half opacity, 2% from the edges and 5% wide by default', () => {
    expect(watermarkPlacement(mark)).toEqual({
      opacity: '0.5',
      width: '5%',
      bottom: '2%',
      right: '2%',
    });
  });

  it('takes any corner', () => {
    expect(watermarkPlacement({ ...mark, position: 'top-left', marginPercent: 3 })).toEqual({
      opacity: '0.5',
      width: '5%',
      top: '3%',
      left: '3%',
    });
  });

  it('centres a full-width mark (the rugby tenant’s)', () => {
    expect(
      watermarkPlacement({ ...mark, position: 'center', widthPercent: 100, marginPercent: 0 }),
    ).toEqual({
      opacity: '0.5',
      width: '100%',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
    });
  });

  it('keeps opacity and width within their ranges', () => {
    const odd = watermarkPlacement({ ...mark, opacity: 3, widthPercent: 250, marginPercent: -1 });
    expect(odd).toMatchObject({ opacity: '1', width: '100%', bottom: '0%' });
  });
});

describe('a player’s requested range', () => {
  it('reads seconds or h:m:s, defaulting to the whole asset', async () => {
    const { requestedRange, WHOLE_ASSET_SECONDS } = await import('./playback');
    expect(requestedRange()).toEqual({ offset: 0, duration: WHOLE_ASSET_SECONDS });
    expect(requestedRange('2', '5.5')).toEqual({ offset: 2, duration: 3.5 });
    expect(requestedRange('1:00', '1:02:03')).toEqual({ offset: 60, duration: 3663 });
    expect(requestedRange(' ', '')).toEqual({ offset: 0, duration: WHOLE_ASSET_SECONDS });
  });

  it('says what is wrong with a bad start or end', async () => {
    const { requestedRange } = await import('./playback');
    expect(requestedRange('abc')).toEqual({
      problem: 'start="abc" is not a time: use seconds or h:m:s.',
    });
    expect(requestedRange('1', '-3')).toEqual({
      problem: 'end="-3" is not a time: use seconds or h:m:s.',
    });
    expect(requestedRange('9', '3')).toEqual({ problem: 'end (3) must be after start (9).' });
    expect(requestedRange('4', '4')).toEqual({ problem: 'end (4) must be after start (4).' });
  });
});
