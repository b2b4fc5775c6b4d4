/**
 * Times on the wire are seconds to the millisecond: a clip at 12.7 s for 4.31 s ends at
 * 17.01, never 17.009999999999998 (what adding the two floats gives).
 */
export function toMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/**
 * A time in a video as people and loggers write it: `1:02:03.5`, `62:03` (minutes may run past
 * 59 in the first place, as a match clock does) or `3723.5`; null when it is none of those.
 */
export function parseVideoTime(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  if (parts.slice(0, -1).some((p) => p.includes('.'))) return null;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((n) => n >= 60)) return null;
  return numbers.reduce((total, n) => total * 60 + n, 0);
}

/** A SMPTE timecode, `hh:mm:ss:ff` (or `;ff`, drop-frame counted as if not), in seconds. */
export function parseTimecode(text: string, fps: number): number | null {
  const found = /^(\d{1,2}):(\d{2}):(\d{2})[:;.](\d{2,3})$/.exec(text.trim());
  if (!found) return null;
  const [h, m, s, f] = found.slice(1).map(Number) as [number, number, number, number];
  if (m >= 60 || s >= 60 || f >= Math.max(fps, 1)) return null;
  return h * 3600 + m * 60 + s + f / fps;
}
