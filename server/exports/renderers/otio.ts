import type { EdlEvent } from './edl';
import { framesFromSeconds, framesFromTimecode, isDropFrame, type FrameRate } from './timecode';

/** One cut of the timeline, as for the EDL, with the address its media is read from. */
export interface OtioClip extends EdlEvent {
  /** An address an editor can fetch the source from (a signed media URL). */
  url: string;
}

const rateOf = (rate: FrameRate) => rate.num / rate.den;
const time = (frames: number, rate: FrameRate) => ({
  OTIO_SCHEMA: 'RationalTime.1',
  rate: rateOf(rate),
  value: frames,
});

function clip(event: OtioClip) {
  const start = framesFromSeconds(event.start, event.rate);
  const length = Math.max(1, framesFromSeconds(event.duration, event.rate));
  return {
    OTIO_SCHEMA: 'Clip.1',
    name: event.clipName,
    source_range: {
      OTIO_SCHEMA: 'TimeRange.1',
      start_time: time(start, event.rate),
      duration: time(length, event.rate),
    },
    media_reference: {
      OTIO_SCHEMA: 'ExternalReference.1',
      name: event.sourceFile,
      target_url: event.url,
      available_range: null,
      metadata: {},
    },
    effects: [],
    markers: [],
    enabled: true,
    metadata: { vidsearch: { assetId: event.sourceId } },
  };
}

function track(name: string, kind: 'Video' | 'Audio', clips: OtioClip[]) {
  return {
    OTIO_SCHEMA: 'Track.1',
    name,
    kind,
    children: clips.map(clip),
    source_range: null,
    effects: [],
    markers: [],
    enabled: true,
    metadata: {},
  };
}

/**
 * The sequence as an OpenTimelineIO timeline (`.otio`, JSON) beside the EDL: one video and one
 * audio track of the same cuts, each clip referencing its source media by URL at the source's
 * own rate, the timeline starting at 01:00:00:00 as the EDL's record times do.
 */
export function writeOtio(title: string, rate: FrameRate, clips: OtioClip[]): string {
  const hour = framesFromTimecode(isDropFrame(rate) ? '01:00:00;00' : '01:00:00:00', rate);
  const timeline = {
    OTIO_SCHEMA: 'Timeline.1',
    name: title,
    global_start_time: time(hour, rate),
    tracks: {
      OTIO_SCHEMA: 'Stack.1',
      name: 'tracks',
      children: [track('V1', 'Video', clips), track('A1', 'Audio', clips)],
      source_range: null,
      effects: [],
      markers: [],
      enabled: true,
      metadata: {},
    },
    metadata: {},
  };
  return `${JSON.stringify(timeline, null, 2)}\n`;
}
