/** PUT search/data answers this: how many clips were written, and the change that records it. */
export interface SearchDataResponse {
  upserted: number;
  changeId: string;
}

/** One category value added to or taken from a clip by a change. */
export interface MetadataValue {
  category: string;
  value: string;
}

/** What a change did to one clip. */
export interface ClipChange {
  clipId: string;
  /** The clip's title words before the change (its title categories), for the history. */
  title: string;
  added: MetadataValue[];
  removed: MetadataValue[];
}

/**
 * One write of clip metadata (PUT search/data), recorded: who, when, and each clip's values
 * before and after, so that it can be undone. Not in SPEC: the reference server's own.
 */
export interface MetadataChange {
  id: string;
  /** ISO 8601. */
  at: string;
  email: string;
  /** A change of many clips in words ("Match data imported: …"); null for an edit. */
  summary: string | null;
  /** How many clips it changed; `clips` lists the first of them. */
  clipCount: number;
  clips: ClipChange[];
  /** The change this one undid, when it is an undo. */
  undoes: string | null;
  /** When it was undone, and by whom; null while it stands. */
  undoneAt: string | null;
  undoneBy: string | null;
}

/** GET search/data/changes: the newest first. */
export interface MetadataChangeList {
  changes: MetadataChange[];
}

/** The most changes the history lists. */
export const METADATA_HISTORY_LIMIT = 50;
