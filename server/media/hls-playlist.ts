/** Start offsets of an HLS media playlist's segments, in milliseconds from its start. */
export function hlsSegmentOffsets(playlist: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const line of playlist.split(/\r?\n/)) {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    if (!match) continue;
    offsets.push(Math.round(at * 1000));
    at += Number(match[1]);
  }
  return offsets;
}

/** The first rendition a master playlist names (its top one), or null for a media playlist. */
export function firstVariantUri(playlist: string): string | null {
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const at = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF'));
  if (at < 0) return null;
  return lines.slice(at + 1).find((line) => line && !line.startsWith('#')) ?? null;
}

/** A playlist that may still grow (an asset being processed, a live match): not to be cached. */
export function isGrowing(playlist: string): boolean {
  return /^#EXT-X-PLAYLIST-TYPE:EVENT/m.test(playlist) && !/^#EXT-X-ENDLIST/m.test(playlist);
}

/** Appends a query string to every segment URI of a media playlist. */
export function signPlaylist(playlist: string, query: string): string {
  return playlist
    .split(/\r?\n/)
    .map((line) =>
      line && !line.startsWith('#') ? `${line}${line.includes('?') ? '&' : '?'}${query}` : line,
    )
    .join('\n');
}

/** The playlist with each URI line replaced by `map`'s answer for it (tags left as they are). */
export async function mapPlaylistUris(
  playlist: string,
  map: (uri: string) => Promise<string>,
): Promise<string> {
  const lines = playlist.split(/\r?\n/);
  const mapped = await Promise.all(
    lines.map(async (line) => (line && !line.startsWith('#') ? map(line.trim()) : line)),
  );
  return mapped.join('\n');
}

/** One segment of an HLS media playlist: its URI as written, its length, and where it starts. */
export interface HlsSegment {
  uri: string;
  /** Seconds (EXTINF). */
  duration: number;
  /** Seconds from the playlist's start. */
  start: number;
}

/** The segments of an HLS media playlist, in order. */
export function hlsSegments(playlist: string): HlsSegment[] {
  const segments: HlsSegment[] = [];
  let at = 0;
  let pending: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) pending = Number(extinf[1]);
    else if (line && !line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, duration: pending, start: at });
      at += pending;
      pending = null;
    }
  }
  return segments;
}

/** A segment's program date-time (`EXT-X-PROGRAM-DATE-TIME`), ms since the epoch; ffmpeg writes `+0000`. */
const programDateTime = (text: string): number =>
  Date.parse(text.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));

/** The program date-times of a playlist's segments, in order, ms since the epoch. */
export const programDateTimes = (playlist: string): number[] =>
  [...playlist.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.+)$/gm)].map((m) => programDateTime(m[1]!));

/**
 * Where a wall-clock moment (ms since the epoch) falls in a media playlist whose segments carry
 * program date-times (a live match's), in seconds from its start: inside the segment whose
 * date-time it follows (so drops and discontinuities cost nothing), or past the newest one as
 * the stream goes on (a live event arrives before its segment is written). A moment before the
 * first segment is negative: how long before the video began (a period that kicked off before
 * the encoder connected). Null for a playlist without date-times.
 */
export function wallClockOffset(playlist: string, at: number): number | null {
  const dated: Array<{ time: number; start: number; duration: number }> = [];
  let pending: number | null = null;
  let start = 0;
  let duration: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))
      pending = programDateTime(line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length));
    else if (line && !line.startsWith('#') && duration !== null) {
      if (pending !== null && Number.isFinite(pending))
        dated.push({ time: pending, start, duration });
      start += duration;
      duration = null;
      pending = null;
    }
  }
  if (dated.length === 0) return null;
  if (at < dated[0]!.time) return dated[0]!.start - (dated[0]!.time - at) / 1000;
  const i = dated.findLastIndex((segment) => segment.time <= at);
  const segment = dated[i]!;
  const into = (at - segment.time) / 1000;
  // A moment in a drop (after a segment, before the next one's date-time): that segment's end.
  return segment.start + (i < dated.length - 1 ? Math.min(into, segment.duration) : into);
}
