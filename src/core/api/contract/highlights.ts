import type { SearchFilter, SearchHit } from './search';

/** Where a package is in its life: asked for, being built, ready to review, or failed. */
export const HIGHLIGHT_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type HighlightStatus = (typeof HIGHLIGHT_STATUSES)[number];

/** What each status reads as (`statusName`). */
export const HIGHLIGHT_STATUS_NAMES: Readonly<Record<HighlightStatus, string>> = {
  queued: 'Queued',
  building: 'Building',
  ready: 'Ready',
  failed: 'Failed',
};

/** Clips a page of `GET /v1/highlights/{id}/clips` holds (SPEC §9: highlight search 50). */
export const HIGHLIGHT_CLIPS_PAGE = 50;

/** The most lead or lag a reviewed clip may take, in seconds. */
export const HIGHLIGHT_MAX_PAD_SECONDS = 30;

/** Clips a package holds at most: as many as a collection, so that it can become one. */
export const HIGHLIGHT_MAX_CLIPS = 500;

/** One row of `GET /v1/highlights` (SPEC §3 "Highlight packages"). */
/** The package list's columns (`GET /v1/highlights`), as the page shows them. */
export const HIGHLIGHT_LIST_COLUMNS = [
  'packageName',
  'game',
  'clipCount',
  'statusName',
  'isNew',
  'id',
  'season',
] as const;
export type HighlightListColumn = (typeof HIGHLIGHT_LIST_COLUMNS)[number];

export const isHighlightListColumn = (column: string): column is HighlightListColumn =>
  (HIGHLIGHT_LIST_COLUMNS as readonly string[]).includes(column);

/** The columns the list sorts by (`order_by`), and `createdAt`, its order when none is asked. */
export const HIGHLIGHT_SORT_COLUMNS = [
  'packageName',
  'clipCount',
  'statusName',
  'season',
  'createdAt',
  'id',
] as const;
export type HighlightSortColumn = (typeof HIGHLIGHT_SORT_COLUMNS)[number];

export const isHighlightSortColumn = (column: string): column is HighlightSortColumn =>
  (HIGHLIGHT_SORT_COLUMNS as readonly string[]).includes(column);

export interface HighlightPackageRow {
  id: string;
  packageName: string;
  /** The tenant's rule it was built by; `reel` for a reel made from a search. */
  rule: string;
  /** The game it was built for; null for a reel. */
  assetId: string | null;
  /** The game's title; null for a reel. */
  game: string | null;
  season: string | null;
  sortMode: 'startTime' | 'startTime ascending';
  status: HighlightStatus;
  statusName: string;
  /** Why it failed, in words; null otherwise. */
  reason: string | null;
  /** Clips it holds (those left out included). */
  clipCount: number;
  /**
   * Clips its rule found when last built (null before): more than it holds when some repeat a
   * moment of another (a ball inside its over's clip) or pass the package's cap.
   */
  found: number | null;
  /** Until the person first opens it. */
  isNew: boolean;
  /** Its game is a live match: it is built again as the match's clips come. */
  live: boolean;
  createdAt: string;
  builtAt: string | null;
}

/** `GET /v1/highlights/{id}`: a package with the search behind it and its review's version. */
export interface HighlightPackageDetail extends HighlightPackageRow {
  /** The search expression it was built from. */
  query: string;
  /** A reel's search and options, to build it again later. */
  reel: ReelOptions | null;
  /** Changes with every saved review: a save over a newer one is refused. */
  version: number;
}

/** A clip of a package, in its order, with the person's review of it. */
export interface HighlightClip extends SearchHit {
  /** Left out of the package's collection and playback. */
  excluded: boolean;
  /** Seconds added before and after the clip. */
  lead: number;
  lag: number;
  /** It came into the package since the person began looking at it (a live match's, say). */
  isNew: boolean;
}

/** `GET /v1/highlights/{id}/clips`: a page of clips, ids suffixed `/offset/index`. */
export interface HighlightClipsPage {
  clips: HighlightClip[];
  count: number;
}

/** `GET /v1/highlights/{id}/lists?name={type}`: a group-by's values with their clip counts. */
export interface HighlightGroupValue {
  value: string;
  /** The value's code where the tenant files it under one (cricket's actions). */
  code?: string;
  count: number;
}

/** `PUT /v1/highlights/{id}/review`: every clip of the package, in the order wanted. */
export interface HighlightReview {
  version: number;
  clips: Array<{ id: string; excluded: boolean; lead: number; lag: number }>;
}

/** How a reel is made from a search (`POST /v1/highlights/reels`). */
export interface ReelOptions {
  query: string;
  filters?: SearchFilter[];
  /** Seconds added before and after every clip. */
  lead: number;
  lag: number;
  /** The most seconds the reel runs, leads and lags included; null for no cap. */
  maxSeconds: number | null;
  /** By time, or by game (newest game first) then time within it. */
  order: 'time' | 'game';
}

export interface ReelRequest extends ReelOptions {
  name: string;
}

/** `POST /v1/highlights/games/{assetId}/build`: the game's packages, queued or building. */
export interface HighlightBuildStarted {
  assetId: string;
  packages: HighlightPackageRow[];
}

/** `POST /v1/members` and `DELETE /v1/members`: the caller's subscription to new packages. */
export interface HighlightMembership {
  subscribed: boolean;
}
