import { parse, setOptions } from 'hls-parser';
import type { MediaPlaylist } from 'hls-parser/types';
import { describe, expect, it } from 'vitest';
import { hlsSegments } from '../../assets/playlist';
import { segmentsCovering, stitchedPlaylist, type StitchItem } from './stitch';

/** A source as ffmpeg's HLS muxer writes it: 2 s segments, a shorter last one. */
const SOURCE = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXTINF:2.000000,',
  'seg_0000.ts',
  '#EXTINF:2.000000,',
  'seg_0001.ts',
  '#EXTINF:2.000000,',
  'seg_0002.ts',
  '#EXTINF:1.480000,',
  'seg_0003.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('a stitched stream', () => {
  const segments = hlsSegments(SOURCE);
  const item = (name: string, start: number, duration: number, asset = 'a'): StitchItem => ({
    name,
    segments,
    start,
    duration,
    segmentUrl: (uri) => `https://host/asset/${asset}/hls/${uri}?sig=x`,
  });

  it('reads a source’s segments with where each starts', () => {
    expect(segments.map((s) => [s.uri, s.duration, s.start])).toEqual([
      ['seg_0000.ts', 2, 0],
      ['seg_0001.ts', 2, 2],
      ['seg_0002.ts', 2, 4],
      ['seg_0003.ts', 1.48, 6],
    ]);
  });

  it('takes the whole segments that hold a clip, not the one ending at its in point', () => {
    const uris = (start: number, duration: number) =>
      segmentsCovering(segments, start, duration).map((s) => s.uri);
    expect(uris(2, 2)).toEqual(['seg_0001.ts']);
    expect(uris(1.5, 1)).toEqual(['seg_0000.ts', 'seg_0001.ts']);
    expect(uris(6.5, 10)).toEqual(['seg_0003.ts']);
    expect(uris(0, 0)).toEqual(['seg_0000.ts']);
    expect(uris(9, 1)).toEqual([]);
  });

  it('plays the items in order with a discontinuity between them, as strict HLS', () => {
    const text = stitchedPlaylist([
      item('Kohli, 4 runs', 1, 2),
      item('Bumper\nsecond line', 0, 7.48, 'b'),
      item('Root', 4, 1.5),
    ]);
    setOptions({ strictMode: true, silent: true });
    const playlist = parse(text) as MediaPlaylist;
    expect(playlist.isMasterPlaylist).toBe(false);
    expect(playlist.playlistType).toBe('VOD');
    expect(playlist.endlist).toBe(true);
    expect(playlist.targetDuration).toBe(2);
    expect(playlist.segments.map((s) => s.uri)).toEqual([
      'https://host/asset/a/hls/seg_0000.ts?sig=x',
      'https://host/asset/a/hls/seg_0001.ts?sig=x',
      'https://host/asset/b/hls/seg_0000.ts?sig=x',
      'https://host/asset/b/hls/seg_0001.ts?sig=x',
      'https://host/asset/b/hls/seg_0002.ts?sig=x',
      'https://host/asset/b/hls/seg_0003.ts?sig=x',
      'https://host/asset/a/hls/seg_0002.ts?sig=x',
    ]);
    expect(playlist.segments.map((s) => Boolean(s.discontinuity))).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(playlist.segments[0]!.title).toBe('Kohli, 4 runs');
    expect(playlist.segments[2]!.title).toBe('Bumper second line');
    // The checker is strict: a segment longer than the target is refused.
    expect(() =>
      parse(text.replace('#EXT-X-TARGETDURATION:2', '#EXT-X-TARGETDURATION:1')),
    ).toThrow();
  });

  it('says which item has nothing in its range', () => {
    expect(() => stitchedPlaylist([item('Past the end', 30, 2)])).toThrow(/Past the end/);
    expect(() => stitchedPlaylist([])).toThrow(/at least one/);
  });
});
