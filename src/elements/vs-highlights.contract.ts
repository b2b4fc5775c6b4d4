import type { ElementContract } from './contract';

/** `<vs-highlights>`'s public contract. */
export const vsHighlightsContract = {
  tag: 'vs-highlights',
  className: 'VsHighlightsElement',
  description:
    "The tenant's highlight packages (SPEC §3): a game picker that builds a game's packages by the tenant's rules, with progress; the list with the tenant's columns, sort, search by name and pages; a package's group-by tabs with counts, its clips in order to review (keep or leave out, move, lead and lag), played one by one or all through, and saved as a collection in one action, then exported.",
  attributes: {
    packageId: {
      type: 'string',
      description: 'show this package; without it, the list, from which one opens in place',
    },
  },
  events: {
    'vs-highlight-select': {
      description: '`{ highlight }` when a package is opened from the list',
    },
    'vs-highlight-close': {
      description: '`{}` when the person goes from a package back to the list',
    },
    'vs-clip-select': { description: '`{ clip }` when a clip of the package starts playing' },
    'vs-collection-change': {
      description: '`{ action: "created", collection }` when a package is saved as a collection',
    },
  },
  parts: {},
} as const satisfies ElementContract;
