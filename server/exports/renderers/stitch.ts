import type { HlsSegment } from '../../media/hls-playlist';

/**
 * A stretch of one source segment that a stitched stream plays: the whole segment, played
 * from the source as it is, or a cut of it (its first or last frames left out), which is
 * re-encoded on its own so that the stream holds exactly the item's frames.
 */
export interface StitchPiece {
  segment: HlsSegment;
  /** Frames into the segment where the piece starts. */
  firstFrame: number;
  frames: number;
  whole: boolean;
  /** Seconds: the segment's own length when whole, else its frames at the source's rate. */
  duration: number;
}

/** One item of a stitched stream, its pieces with the address each is played from. */
export interface StitchItem {
  /** Shown by players that list segments' titles. */
  name: string;
  pieces: readonly StitchPiece[];
  uri(piece: StitchPiece): string;
}

const framesIn = (seconds: number, fps: number) => Math.round(seconds * fps);

/**
 * The pieces of a source's segments that hold `[start, start + duration)`, cut at the frames
 * nearest the in and out points (a clip has at least one frame). Segments start on keyframes,
 * so only the segments at an item's edges need cutting; those are whole where the in or out
 * point falls on a segment boundary.
 */
export function piecesOf(
  segments: readonly HlsSegment[],
  start: number,
  duration: number,
  fps: number,
): StitchPiece[] {
  const first = framesIn(start, fps);
  const last = Math.max(first + 1, framesIn(start + duration, fps));
  const pieces: StitchPiece[] = [];
  for (const segment of segments) {
    const begins = framesIn(segment.start, fps);
    const length = framesIn(segment.duration, fps);
    const from = Math.max(first, begins);
    const to = Math.min(last, begins + length);
    if (to <= from) continue;
    const whole = from === begins && to === begins + length;
    pieces.push({
      segment,
      firstFrame: from - begins,
      frames: to - from,
      whole,
      duration: whole ? segment.duration : (to - from) / fps,
    });
  }
  return pieces;
}

/**
 * One HLS media playlist (VOD) that plays the items in order, their whole segments from the
 * sources and their cut edges from the export's own files. A discontinuity comes before each
 * item after the first and on either side of a cut piece, since each restarts its timeline.
 */
export function stitchedPlaylist(items: readonly StitchItem[]): string {
  if (items.length === 0) throw new RangeError('A stream needs at least one item.');
  for (const item of items) {
    if (item.pieces.length === 0)
      throw new RangeError(`${item.name} has no segments in its range.`);
  }
  const longest = Math.max(...items.flatMap((item) => item.pieces.map((p) => p.duration)));
  const title = (name: string) => name.replace(/[\r\n]+/g, ' ');
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  items.forEach((item, i) => {
    item.pieces.forEach((piece, j) => {
      const previous = item.pieces[j - 1];
      const restarts = j === 0 ? i > 0 : !piece.whole || !previous!.whole;
      if (restarts) lines.push('#EXT-X-DISCONTINUITY');
      lines.push(`#EXTINF:${piece.duration.toFixed(6)},${title(item.name)}`);
      lines.push(item.uri(piece));
    });
  });
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
