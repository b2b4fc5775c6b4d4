import { describe, expect, it } from 'vitest';
import { liveSettingsFromEnvironment } from './settings';

describe('live settings', () => {
  it('reads the ports, host and grace, and says what is wrong with them', () => {
    expect(liveSettingsFromEnvironment({})).toEqual({});
    expect(
      liveSettingsFromEnvironment({
        LIVE_SRT_PORTS: '9100-9109',
        LIVE_HOST: 'live.example.org',
        LIVE_GRACE_SECONDS: '120',
      }),
    ).toEqual({
      liveSrtPorts: { first: 9100, last: 9109 },
      liveHost: 'live.example.org',
      liveGraceSeconds: 120,
    });
    for (const ports of ['9000', '9010-9000', '80-90', '9000-70000', 'a-b'])
      expect(() => liveSettingsFromEnvironment({ LIVE_SRT_PORTS: ports })).toThrow(
        /LIVE_SRT_PORTS/,
      );
    expect(liveSettingsFromEnvironment({ LIVE_RTMP_PORTS: '2935-2939' })).toEqual({
      liveRtmpPorts: { first: 2935, last: 2939 },
    });
    expect(() => liveSettingsFromEnvironment({ LIVE_RTMP_PORTS: '9010-9030' })).toThrow(
      /must not overlap/,
    );
    expect(() => liveSettingsFromEnvironment({ LIVE_HOST: 'srt://x' })).toThrow(/LIVE_HOST/);
    expect(() => liveSettingsFromEnvironment({ LIVE_GRACE_SECONDS: 'soon' })).toThrow(
      /LIVE_GRACE_SECONDS/,
    );
  });
});
