import { describe, expect, it } from 'vitest';
import { writeOtio, type OtioClip } from './otio';
import { frameRateOf } from './timecode';

const r25 = frameRateOf(25);
const r2997 = frameRateOf(29.97);

const clips: OtioClip[] = [
  {
    sourceId: 'asset-1',
    clipName: 'Kohli, cover drive',
    sourceFile: 'match-1.mp4',
    url: 'https://media.example/asset-1.mp4?sig=abc',
    rate: r25,
    start: 10,
    duration: 2.5,
  },
  {
    sourceId: 'asset-2',
    clipName: 'Replay bumper',
    sourceFile: 'bumper-1.mp4',
    url: 'https://media.example/asset-2.mp4?sig=def',
    rate: r2997,
    start: 0,
    duration: 1,
  },
];

describe('the OpenTimelineIO writer', () => {
  it('writes a timeline of a video and an audio track of the same cuts, at one hour', () => {
    const timeline = JSON.parse(writeOtio('Final overs', r25, clips));
    expect(timeline).toMatchObject({
      OTIO_SCHEMA: 'Timeline.1',
      name: 'Final overs',
      global_start_time: { OTIO_SCHEMA: 'RationalTime.1', rate: 25, value: 90_000 },
      tracks: { OTIO_SCHEMA: 'Stack.1' },
    });
    const tracks = timeline.tracks.children as Array<{ kind: string; children: unknown[] }>;
    expect(tracks.map((t) => t.kind)).toEqual(['Video', 'Audio']);
    expect(tracks[0]!.children).toEqual(tracks[1]!.children);
  });

  it('cuts each clip at its source’s own rate and points at its media by URL', () => {
    const [first, second] = JSON.parse(writeOtio('x', r25, clips)).tracks.children[0].children;
    expect(first).toMatchObject({
      OTIO_SCHEMA: 'Clip.1',
      name: 'Kohli, cover drive',
      source_range: {
        start_time: { rate: 25, value: 250 },
        duration: { rate: 25, value: 63 },
      },
      media_reference: {
        OTIO_SCHEMA: 'ExternalReference.1',
        target_url: 'https://media.example/asset-1.mp4?sig=abc',
      },
      metadata: { vidsearch: { assetId: 'asset-1' } },
    });
    expect(second.source_range.duration.rate).toBeCloseTo(29.97, 2);
    expect(second.source_range.duration.value).toBe(30);
  });
});
