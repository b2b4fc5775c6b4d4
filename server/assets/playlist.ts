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

/** Appends a query string to every segment URI of a media playlist. */
export function signPlaylist(playlist: string, query: string): string {
  return playlist
    .split(/\r?\n/)
    .map((line) =>
      line && !line.startsWith('#') ? `${line}${line.includes('?') ? '&' : '?'}${query}` : line,
    )
    .join('\n');
}
