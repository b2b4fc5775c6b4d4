import { describe, expect, it } from 'vitest';
import { hlsSegmentOffsets, mapPlaylistUris, signPlaylist } from './hls-playlist';
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
