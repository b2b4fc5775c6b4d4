import type { ElementContract } from './contract';

/** `<vs-placement>`'s public contract. */
export const vsPlacementContract = {
  tag: 'vs-placement',
  className: 'VsPlacementElement',
  description:
    "A published location of the tenant, for signed-out visitors of a partner page (docs/publishing.md): its featured items, then its rails (carousels), each item with a still and a Play button that plays it in place. It calls with the tenant's public deployment key, chosen by the page's host; only public collections, published groups inside their window and featured items inside theirs ever show. It looks again every 30 seconds, so a change shows within a minute.",
  attributes: {
    location: {
      type: 'string',
      description: "the placement location to show, one of the tenant's (for example cricket)",
    },
  },
  events: {
    'vs-placement-play': {
      description: '`{ tile }` when a visitor plays a featured item or an item of a rail',
    },
  },
  parts: {
    featured: { description: 'the featured items at the top' },
    rail: { description: 'each rail: its title and its row of items' },
  },
} as const satisfies ElementContract;
