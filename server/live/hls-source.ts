/** A rendition a pulled stream's master playlist offers. */
export interface SourceVariant {
  uri: string;
  bandwidth: number;
  /** Its picture's height, when the playlist says it (`RESOLUTION`). */
  height: number | null;
}

/** A segment of a pulled stream's media playlist, numbered by the playlist's sequence. */
export interface SourceSegment {
  sequence: number;
  uri: string;
  duration: number;
}

/** What the server reads of a pulled stream's media playlist. */
export interface SourcePlaylist {
  targetSeconds: number;
  segments: SourceSegment[];
  /** The fMP4 initialisation segment (`EXT-X-MAP`), when its segments need one. */
  initUri: string | null;
  /** Its segments are encrypted (`EXT-X-KEY` with a method other than NONE). */
  encrypted: boolean;
  /** The source has closed it (`EXT-X-ENDLIST`): nothing more comes. */
  ended: boolean;
}

const attribute = (line: string, name: string): string | null =>
  new RegExp(`[:,]${name}=("[^"]*"|[^,]*)`).exec(line)?.[1]?.replace(/^"|"$/g, '') ?? null;

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Whether a text is an HLS playlist at all. */
export const isHlsPlaylist = (text: string): boolean => text.trimStart().startsWith('#EXTM3U');

/** The renditions of a master playlist; none for a media playlist. */
export function sourceVariants(text: string): SourceVariant[] {
  const lines = linesOf(text);
  const variants: SourceVariant[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((next) => !next.startsWith('#'));
    if (!uri) return;
    const height = /x(\d+)$/.exec(attribute(line, 'RESOLUTION') ?? '')?.[1];
    variants.push({
      uri,
      bandwidth: Number(attribute(line, 'BANDWIDTH') ?? 0),
      height: height ? Number(height) : null,
    });
  });
  return variants;
}

/**
 * The rendition to pull: the lightest at least as tall as the live ladder's top rung (the
 * server makes nothing taller), else the tallest; by bandwidth where heights are not said.
 */
export function chooseVariant(variants: readonly SourceVariant[], topHeight: number) {
  const tallEnough = variants
    .filter((v) => v.height !== null && v.height >= topHeight)
    .sort((a, b) => a.bandwidth - b.bandwidth);
  if (tallEnough[0]) return tallEnough[0];
  return [...variants].sort(
    (a, b) => (b.height ?? 0) - (a.height ?? 0) || b.bandwidth - a.bandwidth,
  )[0];
}

/** Reads a media playlist: its segments numbered from its media sequence. */
export function parseSourcePlaylist(text: string): SourcePlaylist {
  let sequence = 0;
  let targetSeconds = 6;
  let duration: number | null = null;
  let initUri: string | null = null;
  let encrypted = false;
  let ended = false;
  const segments: SourceSegment[] = [];
  for (const line of linesOf(text)) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) sequence = Number(line.slice(22)) || 0;
    else if (line.startsWith('#EXT-X-TARGETDURATION:'))
      targetSeconds = Number(line.slice(22)) || targetSeconds;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8)) || 0;
    else if (line.startsWith('#EXT-X-MAP:')) initUri = attribute(line, 'URI');
    else if (line.startsWith('#EXT-X-KEY:'))
      encrypted = (attribute(line, 'METHOD') ?? 'NONE') !== 'NONE';
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (!line.startsWith('#') && duration !== null) {
      segments.push({ sequence, uri: line, duration });
      sequence += 1;
      duration = null;
    }
  }
  return { targetSeconds, segments, initUri, encrypted, ended };
}
