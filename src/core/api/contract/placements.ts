/**
 * Publishing to the tenant's placement locations (SPEC §3 "Playlist group", §7
 * placements/content): playlist groups gathering collections, the featured items at the top
 * of each location, and the rails (carousels) below them. docs/publishing.md.
 */

/** A time window a published thing shows in; either end open. ISO 8601. */
export interface PublishWindow {
  from: string | null;
  until: string | null;
}

export type GroupStatus = 'draft' | 'published';

/** GET placements/content items: a playlist group. */
export interface PlaylistGroup {
  /** The part of the sort key after the colon (SPEC §3). */
  id: string;
  /** The stored sort key, `group:{id}`. */
  SK: string;
  title: string;
  description: string;
  /** What the group holds; collections ('playlists') here. */
  contentType: 'playlists';
  /** The locations it is published to (the tenant's placements.locations). */
  placements: string[];
  /** The collections it gathers, in order. */
  playlists: string[];
  status: GroupStatus;
  window: PublishWindow;
  /** Its place among the tenant's groups, from 0. */
  position: number;
  /** Bumped by every save: a save at an older version is refused (409). */
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** POST placements/content, and PUT placements/content/{id} with `version`. */
export interface PlaylistGroupInput {
  title: string;
  description?: string;
  placements: string[];
  playlists: string[];
  status: GroupStatus;
  window?: PublishWindow;
  /** PUT only: the version the person edited. */
  version?: number;
}

/** PUT placements/content-order: the groups' ids in their new order. */
export interface GroupOrder {
  ids: string[];
}

export type FeaturedKind = 'collection' | 'group';

/** One featured item at the top of a location. */
export interface FeaturedItem {
  kind: FeaturedKind;
  /** The collection's or the group's id. */
  ref: string;
  window: PublishWindow;
}

/** A location's carousel rail: what feeds it and how many items it shows at most. */
export interface Carousel {
  title: string;
  source: { kind: 'group' | 'collection' | 'saved-search'; id: string };
  maxItems: number;
}

/** GET and PUT placements/locations/{location}: its featured items and rails, in order. */
export interface PlacementLayout {
  location: string;
  featured: FeaturedItem[];
  carousels: Carousel[];
  /** Bumped by every save, as groups are. */
  version: number;
}

/** One thing a visitor sees on a location: a collection (with its clips to play) or a clip. */
export interface PublicTile {
  kind: 'collection' | 'clip';
  id: string;
  title: string;
  /** For collections: how many clips, and the whole length in seconds. */
  clipCount?: number;
  duration?: number;
  /** A still to show: the asset and the time. */
  thumbnail: { assetId: string; at: number } | null;
  /** For a clip: what to play. */
  clip?: { assetId: string; offset: number; duration: number };
}

/** GET placements/public/{location}: what a signed-out visitor of the location sees now. */
export interface PublicPlacement {
  location: string;
  featured: PublicTile[];
  /** `live`: the rail holds a clip of a match that is live now, and grows as it goes. */
  rails: Array<{ title: string; tiles: PublicTile[]; live?: boolean }>;
  /** When this was put together; the page may show it for up to a minute. */
  at: string;
  /**
   * How soon the page asks again: 30 s, or 5 s while a rail may take a live match's new clips
   * (asking again costs little: the answer is revalidated by its ETag).
   */
  refreshSeconds: number;
}

/** How soon a placement's page asks again: usually, and while a rail follows a live match. */
export const PLACEMENT_REFRESH_SECONDS = 30;
export const PLACEMENT_LIVE_REFRESH_SECONDS = 5;

/** Carousel rails show at most this many items each. */
export const CAROUSEL_MAX_ITEMS = 24;
/** Featured items per location, and rails per location. */
export const FEATURED_MAX = 12;
export const CAROUSELS_MAX = 12;
