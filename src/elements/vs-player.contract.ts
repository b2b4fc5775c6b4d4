import type { ElementContract } from './contract';

/** `<vs-player>`'s public contract. */
export const vsPlayerContract = {
  tag: 'vs-player',
  className: 'VsPlayerElement',
  description:
    "Plays an asset, a range of it, or a whole collection with its bumpers, in the tenant's format (HLS or MP4) with the tenant's watermark. Its controls work by mouse and keyboard (Space or K play and pause, arrows seek 5 s and change the volume, Home and End, M mutes, F full screen) and in full screen. The video engine loads with the first player shown.",
  attributes: {
    assetId: { type: 'string', description: 'the asset to play' },
    start: {
      type: 'string',
      description: 'where to start in the asset, seconds or h:m:s',
      default: '0',
    },
    end: {
      type: 'string',
      description: 'where to stop in the asset, seconds or h:m:s (its end by default)',
    },
    collectionId: {
      type: 'string',
      description: 'a collection to play in order instead of an asset',
    },
    autoplay: {
      type: 'boolean',
      description:
        'start playing once loaded (browsers allow sound only after a gesture: add muted)',
    },
    muted: { type: 'boolean', description: 'start without sound' },
  },
  events: {
    'vs-time-update': {
      description:
        '`{ currentTime, duration, index, assetId, assetTime }` as it plays and after each seek',
    },
    'vs-playback-end': { description: '`{ duration }` when the last item has played to its end' },
  },
  parts: {
    video: { description: 'the video with its watermark' },
    controls: { description: 'the control bar' },
  },
} as const satisfies ElementContract;
