import type { HlsSegment } from '../../assets/playlist';

/** One item of a stitched stream: the segments of its source that hold its stretch. */
export interface StitchItem {
  /** Shown by players that list segments' titles. */
  name: string;
  /** Every segment of the source, in order. */
  segments: readonly HlsSegment[];
  /** Seconds into the source. */
  start: number;
  duration: number;
  /** The address a segment of this source is fetched from. */
  segmentUrl(uri: string): string;
}

/** The segments of a source that hold `[start, start + duration)`, whole. */
export function segmentsCovering(
  segments: readonly HlsSegment[],
  start: number,
  duration: number,
): HlsSegment[] {
  const end = start + Math.max(duration, 0.001);
  // A hair of tolerance: a clip that starts on a boundary does not take the segment before.
  return segments.filter((s) => s.start < end - 1e-6 && s.start + s.duration > start + 1e-6);
}

/**
 * One HLS media playlist (VOD) that plays the items in order from their sources' own segments,
 * with nothing rendered: a discontinuity before each item after the first, since each restarts
 * its source's timeline. Segments are whole, so an item plays from the start of the segment
 * holding its in point to the end of the one holding its out point.
 */
export function stitchedPlaylist(items: readonly StitchItem[]): string {
  const parts = items.map((item) => {
    const segments = segmentsCovering(item.segments, item.start, item.duration);
    if (segments.length === 0) throw new RangeError(`${item.name} has no segments in its range.`);
    return { item, segments };
  });
  if (parts.length === 0) throw new RangeError('A stream needs at least one item.');
  const longest = Math.max(...parts.flatMap((p) => p.segments.map((s) => s.duration)));
  const title = (name: string) => name.replace(/[\r\n]+/g, ' ');
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  parts.forEach(({ item, segments }, i) => {
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const segment of segments) {
      lines.push(`#EXTINF:${segment.duration.toFixed(6)},${title(item.name)}`);
      lines.push(item.segmentUrl(segment.uri));
    }
  });
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
