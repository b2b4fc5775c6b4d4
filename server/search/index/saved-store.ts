/**
 * Everything one tenant's index holds, as a plain header and typed arrays: what a snapshot
 * writes and reads back (snapshot.ts), so that a process at millions of clips starts from it
 * instead of reading every clip. What can be made again from these (each value's clips, each
 * asset's clips, sort orders, facet columns) is not kept.
 */
export interface SavedStore {
  header: {
    clips: number;
    live: number;
    sortedUntil: number;
    /** Ids that are not UUIDs, by doc. */
    otherIds: Array<[number, string]>;
    /** Docs that arrived out of id order, by id. */
    lateDocs: Array<[string, number]>;
    /** The dictionary, in entry order. */
    entries: Array<[category: string, value: string, integer: number | null]>;
    assets: string[];
    publicAssets: string[];
  };
  idWords: Uint32Array;
  assetOf: Uint32Array;
  durations: Float64Array;
  startTimes: Float64Array;
  matchDays: Float64Array;
  entryStart: Uint32Array;
  entryList: Uint32Array;
  liveWords: Uint32Array;
}
