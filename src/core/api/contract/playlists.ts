/** Contract of the middleware's playlist calls (SPEC §3 "Collection", §7). */

export type Visibility = 'private' | 'tenant' | 'public';

/** An item of a collection: a clip or a bumper of an asset. */
export interface PlaylistClip {
  offset: number;
  duration: number;
  asset_id: string;
  /** The search result the item came from, as a JSON string. */
  stash: string;
  /**
   * Where a narrower export's crop (9:16, 1:1, 4:5) sits across the source, 0 (left) to 1
   * (right), set by hand in the clip editor; absent: the crop follows the play.
   */
  crop_x?: number;
}

export interface PlaylistOwner {
  id: string;
  email: string;
  name: string;
}

/** A collection as lists show it. */
export interface PlaylistSummary {
  id: string;
  /** Shown as the collection's name. */
  title: string;
  description: string;
  visibility: Visibility;
  /** ISO 8601; shown as last modified. */
  updated_at: string;
  user: PlaylistOwner;
  total_items: number;
  /** Sum of the items' durations, seconds. */
  duration: number;
  /** Increases with every write; send it back to detect a concurrent edit. */
  version: number;
  /** Where its first item starts, for a frame to show it by; null when it is empty. */
  first_item: { asset_id: string; offset: number } | null;
}

/** GET search/collection/search */
export interface CollectionSearchResponse {
  results: PlaylistSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export type CollectionSortBy = 'updatedAt' | 'title' | 'totalItems' | 'duration';

/** A filter of the collection search, sent JSON-encoded in `filters`. */
export interface CollectionFilter {
  field: 'visibility' | 'owner';
  /** Visibilities, or for owner: "me" or user ids. */
  values: string[];
}

/** GET, PATCH playlists/tenants/{tenantId}/playlists/{id}: a collection with its items in order. */
export interface Playlist extends PlaylistSummary {
  clips: PlaylistClip[];
}

/** POST playlists/tenants/{tenantId}/users/me/playlists */
export interface PlaylistCreate {
  title: string;
  description?: string;
  visibility?: Visibility;
  clips?: PlaylistClip[];
}

/** PATCH …/playlists/{id}: what changes, and the version the edit started from. */
export interface PlaylistPatch {
  version: number;
  title?: string;
  description?: string;
  visibility?: Visibility;
  /** The whole new list of items, in order. */
  clips?: PlaylistClip[];
}

export type PlaylistListSort = 'updated_at' | '-updated_at' | 'title' | '-title';

/** GET playlists/tenants/{tenantId}/users/me/playlists */
export interface PlaylistListResponse {
  results: PlaylistSummary[];
  total: number;
  page: number;
  limit: number;
}
