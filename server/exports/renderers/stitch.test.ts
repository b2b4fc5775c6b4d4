import { parse, setOptions } from 'hls-parser';
import type { MediaPlaylist } from 'hls-parser/types';
import { describe, expect, it } from 'vitest';
import { hlsSegments } from '../../media/hls-playlist';
import { piecesOf, stitchedPlaylist, type StitchItem } from './stitch';

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
  const FPS = 25;
  const item = (name: string, start: number, duration: number, asset = 'a'): StitchItem => ({
    name,
    pieces: piecesOf(segments, start, duration, FPS),
    uri: (piece) =>
      piece.whole
        ? `https://host/asset/${asset}/hls/${piece.segment.uri}?sig=x`
        : `https://host/export/cut-${asset}-${piece.segment.uri}-${piece.firstFrame}?sig=x`,
  });

  it('reads a source’s segments with where each starts', () => {
    expect(segments.map((s) => [s.uri, s.duration, s.start])).toEqual([
      ['seg_0000.ts', 2, 0],
      ['seg_0001.ts', 2, 2],
      ['seg_0002.ts', 2, 4],
      ['seg_0003.ts', 1.48, 6],
    ]);
  });

  it('plays whole segments as they are and cuts the ones at the in and out points to their frames', () => {
    const pieces = (start: number, duration: number) =>
      piecesOf(segments, start, duration, FPS).map((p) => [
        p.segment.uri,
        p.firstFrame,
        p.frames,
        p.whole,
      ]);
    // On the boundaries: whole segments, not the one ending at the in point.
    expect(pieces(2, 2)).toEqual([['seg_0001.ts', 0, 50, true]]);
    expect(pieces(0, 7.48)).toEqual([
      ['seg_0000.ts', 0, 50, true],
      ['seg_0001.ts', 0, 50, true],
      ['seg_0002.ts', 0, 50, true],
      ['seg_0003.ts', 0, 37, true],
    ]);
    // Inside them: the edges cut, the middle whole.
    expect(pieces(1.52, 3)).toEqual([
      ['seg_0000.ts', 38, 12, false],
      ['seg_0001.ts', 0, 50, true],
      ['seg_0002.ts', 0, 13, false],
    ]);
    expect(pieces(4.2, 0.4)).toEqual([['seg_0002.ts', 5, 10, false]]);
    // Times between frames go to the nearest one; a clip has at least one frame.
    expect(pieces(0.019, 0.0001)).toEqual([['seg_0000.ts', 0, 1, false]]);
    // Past the end of the source: what there is.
    expect(pieces(6.5, 10)).toEqual([['seg_0003.ts', 13, 24, false]]);
    expect(pieces(9, 1)).toEqual([]);
    const total = piecesOf(segments, 1.52, 3, FPS).reduce((sum, p) => sum + p.duration, 0);
    expect(total).toBeCloseTo(3, 9);
  });

  it('plays the items in order with a discontinuity between them and around each cut, as strict HLS', () => {
    const text = stitchedPlaylist([
      item('Kohli, 4 runs', 1, 2),
      item('Bumper\nsecond line', 0, 7.48, 'b'),
      item('Root', 4, 1.6),
    ]);
    setOptions({ strictMode: true, silent: true });
    const playlist = parse(text) as MediaPlaylist;
    expect(playlist.isMasterPlaylist).toBe(false);
    expect(playlist.playlistType).toBe('VOD');
    expect(playlist.endlist).toBe(true);
    expect(playlist.targetDuration).toBe(2);
    expect(playlist.segments.map((s) => [s.uri, s.duration, Boolean(s.discontinuity)])).toEqual([
      ['https://host/export/cut-a-seg_0000.ts-25?sig=x', 1, false],
      ['https://host/export/cut-a-seg_0001.ts-0?sig=x', 1, true],
      ['https://host/asset/b/hls/seg_0000.ts?sig=x', 2, true],
      ['https://host/asset/b/hls/seg_0001.ts?sig=x', 2, false],
      ['https://host/asset/b/hls/seg_0002.ts?sig=x', 2, false],
      ['https://host/asset/b/hls/seg_0003.ts?sig=x', 1.48, false],
      ['https://host/export/cut-a-seg_0002.ts-0?sig=x', 1.6, true],
    ]);
    // Exactly the items' lengths.
    const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
    expect(total).toBeCloseTo(2 + 7.48 + 1.6, 6);
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
