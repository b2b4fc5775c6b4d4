import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../../src/tenants';
import { DEFAULT_LIVE_INPUT } from '../../src/tenants/config/live-input';
import { liveInputLimitsOf, pictureRefusal, rateRefusal } from './input-limits';
import { liveSettingsFromEnvironment } from './settings';

const idOf = (key: string) => tenantByKey(key)!.tenantId.production;

describe('a live input’s limits', () => {
  it('are the tenant’s own, the default unless it says, under the operator’s ceilings', () => {
    expect(liveInputLimitsOf(idOf('cricket'))).toEqual(DEFAULT_LIVE_INPUT);
    expect(liveInputLimitsOf(idOf('events'))).toEqual({ maxHeight: 1080, maxKbps: 8_000 });
    expect(liveInputLimitsOf(idOf('events'), { maxHeight: 720 })).toEqual({
      maxHeight: 720,
      maxKbps: 8_000,
    });
    expect(liveInputLimitsOf(idOf('cricket'), { maxKbps: 90_000 })).toEqual(DEFAULT_LIVE_INPUT);
    expect(liveInputLimitsOf('no-such-tenant')).toEqual(DEFAULT_LIVE_INPUT);
    expect(
      liveSettingsFromEnvironment({ LIVE_MAX_INPUT_HEIGHT: '1080', LIVE_MAX_INPUT_KBPS: '12000' }),
    ).toEqual({ liveMaxInput: { maxHeight: 1080, maxKbps: 12_000 } });
    expect(() => liveSettingsFromEnvironment({ LIVE_MAX_INPUT_KBPS: 'lots' })).toThrow(
      /LIVE_MAX_INPUT_KBPS/,
    );
  });

  it('refuse a picture by its shorter side, and a rate a tenth over, in words', () => {
    const limits = { maxHeight: 1080, maxKbps: 8_000 };
    expect(pictureRefusal({ width: 1920, height: 1080 }, limits)).toBeNull();
    expect(pictureRefusal({ width: 1080, height: 1920 }, limits)).toBeNull();
    expect(pictureRefusal({}, limits)).toBeNull();
    expect(pictureRefusal({ width: 3840, height: 2160 }, limits)).toBe(
      'The encoder sent a 3840×2160 picture: this organisation takes live pictures up to 1080p. Send 1080p or less; the match goes on when it does.',
    );
    expect(rateRefusal(null, limits)).toBeNull();
    expect(rateRefusal(8_700, limits)).toBeNull();
    expect(rateRefusal(12_345, limits)).toBe(
      'The encoder sent 12,345 kb/s: this organisation takes live streams up to 8,000 kb/s. Lower the encoder’s bitrate; the match goes on when it does.',
    );
  });
});
