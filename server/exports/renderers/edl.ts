import {
  framesFromSeconds,
  framesFromTimecode,
  isDropFrame,
  timecode,
  type FrameRate,
} from './timecode';

/** CMX 3600 numbers events with three digits. */
export const MAX_EDL_EVENTS = 999;
const REEL_LENGTH = 8;

/** One cut of a source into the sequence. */
export interface EdlEvent {
  /** The source's identity (an asset id): each source gets one reel name. */
  sourceId: string;
  /** What the editor sees: the clip's name. */
  clipName: string;
  /** The source's file name or address. */
  sourceFile: string;
  /** The source's own frame rate. */
  rate: FrameRate;
  /** Seconds into the source. */
  start: number;
  duration: number;
}

export interface Edl {
  title: string;
  /** The sequence's (record) frame rate. */
  rate: FrameRate;
  events: EdlEvent[];
}

export class EdlTooLongError extends Error {
  constructor(readonly events: number) {
    super(`An EDL holds at most ${MAX_EDL_EVENTS} events; this one would hold ${events}.`);
    this.name = 'EdlTooLongError';
  }
}

/**
 * Reel names for sources: up to 8 uppercase letters and digits taken from the source's name,
 * unique per source (a clash takes a number at its end), in the order the sources first appear.
 */
export function reelNames(
  sources: ReadonlyArray<{ id: string; name: string }>,
): Map<string, string> {
  const reels = new Map<string, string>();
  const used = new Set<string>();
  for (const { id, name } of sources) {
    if (reels.has(id)) continue;
    const base =
      name
        .normalize('NFKD')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, REEL_LENGTH) || 'REEL';
    let reel = base;
    for (let n = 2; used.has(reel); n++) {
      const suffix = String(n);
      reel = base.slice(0, REEL_LENGTH - suffix.length) + suffix;
    }
    used.add(reel);
    reels.set(id, reel);
  }
  return reels;
}

/** Keeps a comment on one line: an editor reads each line as a record. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();
const fcm = (rate: FrameRate) => `FCM: ${isDropFrame(rate) ? 'DROP FRAME' : 'NON-DROP FRAME'}`;

/**
 * The sequence as a CMX 3600 edit decision list: a title, the frame code mode, then one
 * numbered cut per event (reel, channels, `C`, source in and out at the source's rate,
 * record in and out running on from 01:00:00:00 at the sequence's rate) with the clip's name
 * and source file as comments. Where the frame code mode changes from one event's source to
 * the next, an FCM line says so before the event.
 */
export function writeEdl({ title, rate, events }: Edl, names?: Map<string, string>): string {
  if (events.length > MAX_EDL_EVENTS) throw new EdlTooLongError(events.length);
  const reels =
    names ?? reelNames(events.map((e) => ({ id: e.sourceId, name: e.clipName || e.sourceFile })));
  const lines = [`TITLE: ${oneLine(title).slice(0, 70) || 'Untitled'}`, fcm(rate), ''];
  let record = framesFromTimecode(isDropFrame(rate) ? '01:00:00;00' : '01:00:00:00', rate);
  let dropFrame = isDropFrame(rate);
  events.forEach((event, i) => {
    const sourceIn = framesFromSeconds(event.start, event.rate);
    const sourceOut = sourceIn + Math.max(1, framesFromSeconds(event.duration, event.rate));
    const length = Math.max(1, framesFromSeconds(event.duration, rate));
    if (isDropFrame(event.rate) !== dropFrame) {
      dropFrame = isDropFrame(event.rate);
      lines.push(fcm(event.rate));
    }
    const number = String(i + 1).padStart(3, '0');
    const reel = reels.get(event.sourceId)!.padEnd(REEL_LENGTH);
    const source = `${timecode(sourceIn, event.rate)} ${timecode(sourceOut, event.rate)}`;
    const recorded = `${timecode(record, rate)} ${timecode(record + length, rate)}`;
    // CMX 3600's columns: event, reel, channels (both audio and video), transition (a cut).
    lines.push(`${number}  ${reel} AA/V  C        ${source} ${recorded}`);
    lines.push(`* FROM CLIP NAME: ${oneLine(event.clipName)}`);
    lines.push(`* SOURCE FILE: ${oneLine(event.sourceFile)}`);
    lines.push('');
    record += length;
  });
  return lines.join('\r\n');
}
