import type { ElementContract } from './contract';

/** `<vs-exports>`'s public contract. */
export const vsExportsContract = {
  tag: 'vs-exports',
  className: 'VsExportsElement',
  description:
    "The person's exports (SPEC §3, §4): file name, type, status with live progress, duration, created and expiry dates; download, cancel and try again. Statuses read Completed, In progress, Failed or Expired; a toast says when one finishes.",
  attributes: {},
  events: {
    'vs-export-change': {
      description: '`{ export }` when an export shown in the list finishes, fails or is cancelled',
    },
  },
  parts: {},
} as const satisfies ElementContract;
