import type { ElementContract } from './contract';

/** `<vs-search>`'s public contract. */
export const vsSearchContract = {
  tag: 'vs-search',
  className: 'VsSearchElement',
  description:
    "Search the tenant's clips with its filters (SPEC §3, §5): an expression with autocomplete, removable chips, facet counts, date ranges, clip and asset tables, sort, pages, similar clips, a preview pane that plays the chosen clip, and choosing many clips to add at once.",
  attributes: {
    query: {
      type: 'string',
      description:
        'the search expression, e.g. `kohli bowler:"J Smith"`; a new value searches for it. At first the URL\'s wins when sync-url is on',
    },
    syncUrl: {
      type: 'boolean',
      description:
        "keep the search in the page's URL (q, sort, page, view, similar): back and forward work, links reproduce it",
    },
    pageSize: {
      type: 'string',
      description: 'results a page holds, 1 to 200; long pages scroll virtualised',
      default: '30',
    },
    continuous: {
      type: 'boolean',
      description:
        'one list that loads the next results as it scrolls, up to 10,000, instead of pages',
    },
    hideFilters: {
      type: 'boolean',
      description: 'leave the filters out: a compact search box and results',
    },
    hideAdd: {
      type: 'boolean',
      description:
        'leave out the tenant\'s "Add to …" action on each clip, and choosing clips to add together',
    },
    hidePreview: {
      type: 'boolean',
      description:
        'leave out the preview pane: choosing a clip only fires vs-clip-select (for a page that plays clips in a player of its own)',
    },
    collectionLink: {
      type: 'string',
      description:
        'the page of a collection, `{id}` standing for its id (e.g. `/collection?id={id}`): once clips are added, the toast offers to open it there',
    },
    saveSearch: {
      type: 'boolean',
      description:
        'offer "Save search": the signed-in person keeps the search under a name (relative periods such as the last 7 days stay relative), listed on their home page',
    },
  },
  events: {
    'vs-clip-select': {
      description:
        '`{ clip }` when a clip is chosen (clicked, or reached with next and previous in the preview)',
    },
    'vs-collection-change': {
      description:
        "`{ action: 'created' | 'saved', collection }` after clips were added to a new or existing collection",
    },
    'vs-search-change': {
      description: '`{ query, sort, page, view, similarTo }` after each change',
    },
    'vs-search-save': {
      description: '`{ savedSearch }` after the person saved the search under a name',
    },
  },
  parts: {
    'search-box': { description: 'the search expression box' },
    facets: { description: 'the filters column' },
    results: { description: 'the results: the count, the table or list, and the pages' },
    row: { description: 'each result row' },
    preview: { description: 'the preview pane: the chosen clip playing, its metadata and actions' },
  },
} as const satisfies ElementContract;
