import { describe, expect, it } from 'vitest';
import {
  hlsSegmentOffsets,
  mapPlaylistUris,
  programDateTimes,
  signPlaylist,
  wallClockOffset,
} from './hls-playlist';
import { timeToSeconds } from '../assets/schemas';

const PLAYLIST = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:3
#EXTINF:2.000000,
seg_0000.ts
#EXTINF:2.500000,
seg_0001.ts
#EXTINF:1.250000,
seg_0002.ts?v=1
#EXT-X-ENDLIST
`;

describe('HLS playlists', () => {
  it('gives each segment’s start in milliseconds', () => {
    expect(hlsSegmentOffsets(PLAYLIST)).toEqual([0, 2000, 4500]);
    expect(hlsSegmentOffsets('')).toEqual([]);
  });

  it('appends a signature to segment lines only', () => {
    const signed = signPlaylist(PLAYLIST, 'sig=abc').split('\n');
    expect(signed).toContain('seg_0000.ts?sig=abc');
    expect(signed).toContain('seg_0002.ts?v=1&sig=abc');
    expect(signed).toContain('#EXTINF:2.500000,');
    expect(signed.filter((l) => l.includes('sig=')).length).toBe(3);
  });
});

describe('timeToSeconds', () => {
  it('reads seconds, m:s and h:m:s', () => {
    expect(timeToSeconds('75')).toBe(75);
    expect(timeToSeconds('1.5')).toBe(1.5);
    expect(timeToSeconds('1:05')).toBe(65);
    expect(timeToSeconds('1:02:03')).toBe(3723);
    expect(timeToSeconds('0:0:5.25')).toBe(5.25);
  });

  it('replaces each segment line with an address of its own, tags untouched', async () => {
    const mapped = await mapPlaylistUris(PLAYLIST, async (uri) => `https://store.example/${uri}`);
    expect(mapped.split('\n')).toEqual(
      PLAYLIST.replace(/^seg_/gm, 'https://store.example/seg_').split('\n'),
    );
  });
});

/** A live match's playlist as ffmpeg writes it: dated segments, a drop of 3.4 s, then more. */
const LIVE = `#EXTM3U
#EXT-X-PLAYLIST-TYPE:EVENT
#EXTINF:2.000000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-28T16:17:18.800+0000
seg_00000.ts
#EXTINF:0.800000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-28T16:17:20.800+0000
seg_00001.ts
#EXT-X-DISCONTINUITY
#EXTINF:2.000000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-28T16:17:25.000+0000
seg_00002.ts
`;

describe('a wall-clock moment on a live match', () => {
  const at = (time: string) => wallClockOffset(LIVE, Date.parse(`2026-11-28T${time}Z`));

  it('falls in the segment whose date-time it follows, across a drop', () => {
    expect(at('16:17:18.800')).toBe(0);
    expect(at('16:17:20.300')).toBeCloseTo(1.5);
    expect(at('16:17:21.000')).toBeCloseTo(2.2);
    // After the drop: media time goes on from where it stopped, not from the wall clock.
    expect(at('16:17:26.000')).toBeCloseTo(3.8);
  });

  it('puts a moment in the drop at the end of the picture before it', () => {
    expect(at('16:17:23.000')).toBeCloseTo(2.8);
  });

  it('goes past the newest segment as the stream goes on, and before its start is negative', () => {
    expect(at('16:17:30.000')).toBeCloseTo(7.8);
    expect(at('16:17:00.000')).toBeCloseTo(-18.8);
    expect(wallClockOffset(PLAYLIST, Date.now())).toBeNull();
  });

  it('reads each segment’s date-time, with ffmpeg’s offset without a colon', () => {
    expect(programDateTimes(LIVE)).toEqual(
      ['16:17:18.800', '16:17:20.800', '16:17:25.000'].map((t) => Date.parse(`2026-11-28T${t}Z`)),
    );
    expect(programDateTimes(PLAYLIST)).toEqual([]);
  });
});
