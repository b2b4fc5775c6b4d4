import type { ElementContract } from './contract';

/** `<vs-library>`'s public contract. */
export const vsLibraryContract = {
  tag: 'vs-library',
  className: 'VsLibraryElement',
  description:
    "The tenant's library of videos (docs/ingest.md), for editors and administrators: title, match, date, duration, status with live progress (uploading, waiting, processing, ready, failed, cancelled), a still and the clip count. Upload video files by dropping or choosing them (resumable: they carry on where they stopped), add one from an https address, play one while it is still processed, edit its title, match and date, cancel, try again, or delete it after being told what it takes with it.",
  attributes: {},
  events: {
    'vs-asset-change': {
      description:
        "`{ asset, change }` when an asset shown in the list is ready, fails, or is deleted ('ready', 'failed', 'deleted')",
    },
  },
  parts: {},
} as const satisfies ElementContract;
