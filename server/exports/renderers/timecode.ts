/**
 * SMPTE timecode for the frame rates broadcast uses: 25 and 50 (PAL), 29.97 and 59.94 (NTSC,
 * written drop-frame with `;` before the frames), and any whole rate non-drop.
 */
export interface FrameRate {
  /** Frames per `den` seconds: 30000/1001 is 29.97. */
  num: number;
  den: number;
}

/** A rate from frames per second as a number: 29.97 and 59.94 become their exact NTSC rates. */
export function frameRateOf(fps: number): FrameRate {
  if (!Number.isFinite(fps) || fps <= 0) throw new RangeError(`No such frame rate: ${fps}`);
  const ntsc = Math.round(fps * 1.001);
  if (Math.abs(fps - ntsc / 1.001) < 0.005 && Math.abs(fps - ntsc) > 0.005)
    return { num: ntsc * 1000, den: 1001 };
  return { num: Math.round(fps), den: 1 };
}

/** Frames counted in each timecode second: 30 for 29.97. */
export function nominalFps(rate: FrameRate): number {
  return Math.round(rate.num / rate.den);
}

/** 29.97 and 59.94 are written drop-frame; nothing else is. */
export function isDropFrame(rate: FrameRate): boolean {
  return rate.den === 1001 && (rate.num === 30000 || rate.num === 60000);
}

/** The frame a time in seconds falls on (the nearest). */
export function framesFromSeconds(seconds: number, rate: FrameRate): number {
  return Math.round((seconds * rate.num) / rate.den);
}

export function secondsFromFrames(frames: number, rate: FrameRate): number {
  return (frames * rate.den) / rate.num;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A frame count as hh:mm:ss:ff (or hh:mm:ss;ff drop-frame, which skips the labels :00 and :01,
 * or :00 to :03 at 59.94, at the start of each minute but every tenth).
 */
export function timecode(frames: number, rate: FrameRate): string {
  if (!Number.isInteger(frames) || frames < 0) throw new RangeError(`No such frame: ${frames}`);
  const fps = nominalFps(rate);
  let label = frames;
  if (isDropFrame(rate)) {
    const drop = fps / 15; // 2 at 29.97, 4 at 59.94
    const perTenMinutes = fps * 600 - drop * 9;
    const perMinute = fps * 60 - drop;
    const tens = Math.floor(frames / perTenMinutes);
    const rest = frames % perTenMinutes;
    label += drop * 9 * tens + (rest > drop ? drop * Math.floor((rest - drop) / perMinute) : 0);
  }
  const ff = label % fps;
  const totalSeconds = Math.floor(label / fps);
  const hh = Math.floor(totalSeconds / 3600) % 24;
  return `${two(hh)}:${two(Math.floor(totalSeconds / 60) % 60)}:${two(totalSeconds % 60)}${isDropFrame(rate) ? ';' : ':'}${two(ff)}`;
}

/** The frame count a timecode names (the inverse of `timecode`). */
export function framesFromTimecode(text: string, rate: FrameRate): number {
  const match = /^(\d{2}):(\d{2}):(\d{2})[:;.](\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Not a timecode: ${text}`);
  const [hh, mm, ss, ff] = match.slice(1).map(Number) as [number, number, number, number];
  const fps = nominalFps(rate);
  const label = ((hh * 60 + mm) * 60 + ss) * fps + ff;
  if (!isDropFrame(rate)) return label;
  const drop = fps / 15;
  const minutes = hh * 60 + mm;
  return label - drop * (minutes - Math.floor(minutes / 10));
}
