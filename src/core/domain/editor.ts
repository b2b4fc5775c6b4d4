/** Clip editor maths (SPEC §3 "Asset keyframes and clip editor", §5, §9). */

/** Seconds of the asset shown before and after the clip. */
export const EDITOR_BUFFER_SECONDS = 60;
/** A buffered window longer than this is flagged, unless overridden. */
export const MAX_BUFFER_SECONDS = 480;
/** Below this width (px) the editor uses its narrow layout. */
export const NARROW_EDITOR_WIDTH = 650;

/** Asset durations are rounded down to an even number of seconds. */
export function evenAssetDuration(seconds: number): number {
  const whole = Math.floor(Math.max(0, seconds));
  return whole - (whole % 2);
}

export interface EditorBuffer {
  bufferStart: number;
  bufferEnd: number;
  assetDuration: number;
  /** The window is over MAX_BUFFER_SECONDS and not overridden. */
  tooLong: boolean;
}

/** The editor's window: 60 s either side of the clip, kept within the asset. */
export function editorBuffer(
  clipStart: number,
  clipEnd: number,
  rawAssetDuration: number,
  overrideTooLong = false,
): EditorBuffer {
  const assetDuration = evenAssetDuration(rawAssetDuration);
  const bufferStart = Math.max(0, clipStart - EDITOR_BUFFER_SECONDS);
  const bufferEnd = Math.min(assetDuration, clipEnd + EDITOR_BUFFER_SECONDS);
  return {
    bufferStart,
    bufferEnd,
    assetDuration,
    tooLong: !overrideTooLong && bufferEnd - bufferStart > MAX_BUFFER_SECONDS,
  };
}

/** Keyframes in seconds: MP4 lists seconds, HLS gives offsets in milliseconds. */
export function keyframeSeconds(format: 'MP4' | 'HLS', keyframes: readonly number[]): number[] {
  return format === 'HLS' ? keyframes.map((ms) => ms / 1000) : [...keyframes];
}

/** `h:m:s` (or `m:s`, or seconds) to seconds; NaN when it is not a time. */
export function timeToSeconds(text: string): number {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return Number.NaN;
  return parts.map(Number).reduce((total, part) => total * 60 + part, 0);
}

/**
 * An MP4 export cuts on exact frames: start 0.001 s later and 0.01 s shorter, so that the
 * cut never takes the previous clip's last frame (SPEC §9). Other formats are unchanged.
 */
export function exportRange(
  format: 'MP4' | 'HLS' | (string & {}),
  start: number,
  duration: number,
): { start: number; duration: number } {
  if (format !== 'MP4') return { start, duration };
  return { start: start + 0.001, duration: Math.max(0, duration - 0.01) };
}
