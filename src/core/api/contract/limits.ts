/** The four services of SPEC §7, each with its own base URL. */
export type ServiceName = 'identity' | 'highlights' | 'asset' | 'middleware';

/** Where the reference server mounts each service, and where a client looks by default. */
export const SERVICE_PATHS = {
  identity: '/identity',
  highlights: '/highlights',
  asset: '/asset',
  middleware: '/middleware',
} as const satisfies Record<ServiceName, string>;

/** SPEC §9's limits, written once for the client that asks and the server that answers. */
export const LIMITS = {
  /** Similar clips a page holds, and the least similarity kept (0 to 1). */
  similarPageSize: 32,
  similarScore: 0.7,
  /** Autocomplete suggestions. */
  autocompleteSize: 20,
  /** Collections a page of the list holds. */
  collectionListLimit: 40,
  /** Characters of a search expression. */
  queryLength: 1000,
  /** Characters of a collection's name and of its description. */
  collectionTitleLength: 200,
  collectionDescriptionLength: 2000,
  /** Characters of a saved search's name, and the saved searches one person may keep. */
  savedSearchNameLength: 100,
  savedSearchesPerPerson: 100,
  /** Export jobs one status request may return in all (SPEC §9), and how many a page holds. */
  exportStatusLimit: 100_000,
  exportStatusPageSize: 500,
  /** Characters of an export's file name, and of a form export's notes. */
  exportFileNameLength: 120,
  exportNotesLength: 2000,
} as const;
