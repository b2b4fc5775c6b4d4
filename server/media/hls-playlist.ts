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
