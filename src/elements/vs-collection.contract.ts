import type { ElementContract } from './contract';

/** `<vs-collection>`'s public contract. */
export const vsCollectionContract = {
  tag: 'vs-collection',
  className: 'VsCollectionElement',
  description:
    "The person's collections (called projects on some tenants) and each collection's items (SPEC §3): create, rename, delete, search by name; reorder by dragging or from the keyboard (Alt+Up, Alt+Down), trim with in and out marks (I, O, J, K, L), add bumpers, save with a warning when someone else saved first, and play it all in order.",
  attributes: {
    collectionId: {
      type: 'string',
      description: 'show this collection; without it, the list, from which one opens in place',
    },
  },
  events: {
    'vs-collection-open': {
      description:
        '`{ collection }` when one is chosen in the list; cancel it (preventDefault) to open it on a page of your own',
    },
    'vs-collection-change': {
      description: '`{ action, collection }` after it is created, renamed, saved or deleted',
    },
    'vs-clip-select': { description: '`{ clip }` when an item is chosen' },
    'vs-export-start': {
      description: '`{ export, collection }` when an export of the collection is asked for',
    },
  },
  parts: {
    list: { description: 'the list of collections' },
    items: { description: "a collection's items, in playing order" },
    item: { description: 'each item' },
    editor: { description: 'the clip editor' },
  },
} as const satisfies ElementContract;
