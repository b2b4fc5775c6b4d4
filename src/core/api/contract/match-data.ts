/** The providers' formats a library imports. */
export type MatchDataFormat = 'cricsheet' | 'statsbomb' | 'csv';

/** What the time column of a logger's CSV counts. */
export type CsvTimeKind =
  /** Time into the video: `1:02:03.5`, `62:03` or `3723.5`. */
  | 'video'
  /** The video's own timecode, `hh:mm:ss:ff` (the source's first frame is its start). */
  | 'timecode'
  /** The match clock from each period's start, placed by the periods' kick-offs. */
  | 'clock';

/** How a logger's CSV becomes clips: kept per tenant, and offered again at its next import. */
export interface CsvMapping {
  /** The column with each event's time, and what it counts. */
  time: string;
  timeKind: CsvTimeKind;
  /** `clock`: the column with each event's period (1, 2…); without one, every event is in 1. */
  period?: string;
  /** A column whose values name the kind of event (goal, wicket…), for its lead and lag. */
  kind?: string;
  /** A column with the logger's own id of each event: its clip keeps it across imports. */
  id?: string;
  /** Each imported column, and the tenant's category it becomes. */
  columns: Record<string, string>;
}

/**
 * A provider's match data imported onto an asset (docs/match-data.md):
 * POST /asset/v3/asset/{id}/match-data/preview, then POST /asset/v3/asset/{id}/match-data.
 */
export interface MatchDataImportRequest {
  /**
   * The provider's file: a Cricsheet match or a StatsBomb event file, parsed; or a logger's
   * CSV, as its text, with `csv`.
   */
  file: unknown;
  /** A CSV file's columns. */
  csv?: CsvMapping;
  /** StatsBomb: the match's line-up file, parsed. */
  lineup?: unknown;
  /** The provider's id of the match (Cricsheet's file number, StatsBomb's match id). */
  matchId: string;
  /** Football: the video time (seconds) of each period's start, by period ("1", "2"). */
  periodStarts?: Record<string, number>;
  /** Cricket: balls whose video time is known; at least one of each innings. */
  syncPoints?: Array<{ innings: number; over: number; ball: number; at: number }>;
}

/** One clip an import would write, placed on the video. */
export interface MatchDataPreviewClip {
  id: string;
  /** Its kind of event (wicket, boundary, goal…), for its lead and lag. */
  kind: string;
  /** In words: "4.2 MA Starc to RA Tripathi: RA Tripathi caught". */
  summary: string;
  /** Its moment, seconds into the video. */
  at: number;
  offset: number;
  duration: number;
  /** How its time was found: "sync point 0.1", "between sync points 0.1 and 10.1". */
  placedBy: string;
}

/** An event with something to say of it: why it is not placed, or what to know. */
export interface MatchDataNote {
  /** The event in words: "0.1 MA Starc to Abhishek Sharma: 0 runs". */
  summary: string;
  /** Why, the same words for every event it applies to: "give the video time of period 2's start". */
  reason: string;
}

/** What an import would write, before anything is written. */
export interface MatchDataPreview {
  format: MatchDataFormat;
  /** "Sunrisers Hyderabad v Kolkata Knight Riders". */
  match: string;
  date: string | null;
  /** Events of the file that make clips. */
  events: number;
  /** Of those, clips placed on the video. */
  clips: number;
  byKind: Record<string, number>;
  /** The first clips, in the match's order. */
  first: MatchDataPreviewClip[];
  /** Events not placed, each with why, in words. */
  skipped: MatchDataNote[];
  /** Events placed with something to know (a player not in the line-up). */
  warnings: MatchDataNote[];
  /** Clips of an earlier import of this match the import replaces. */
  replaces: number;
  /** Clips of an earlier import whose events the file no longer has, or no longer places. */
  removes: number;
  /** Values an editor corrected by hand since the last import, which the import keeps. */
  kept: MatchDataKeptCorrection[];
  liveClips: MatchDataLiveClips;
}

/**
 * The clips a live feed made on the video: the file's stand for them and they are taken away,
 * except those an editor changed by hand, which stay.
 */
export interface MatchDataLiveClips {
  replaced: number;
  kept: number;
}

/** One category of one clip an editor corrected, kept over what the file says. */
export interface MatchDataKeptCorrection {
  clipId: string;
  /** The event in words. */
  summary: string;
  category: string;
  /** The clip's values, kept. */
  kept: string[];
  /** What the file says instead. */
  file: string[];
}

export interface MatchDataImportResponse {
  clips: number;
  removed: number;
  kept: MatchDataKeptCorrection[];
  liveClips: MatchDataLiveClips;
  /** The change in the metadata history: undoing it takes the import back. */
  changeId: string;
}

/** An import of match data onto an asset: GET /asset/v3/asset/{id}/match-data lists them. */
export interface MatchDataImportRecord {
  /** Its change in the metadata history; undoing that change undoes the import. */
  changeId: string;
  format: MatchDataFormat;
  match: string;
  clips: number;
  removed: number;
  email: string;
  /** ISO 8601. */
  at: string;
  undoneAt: string | null;
  undoneBy: string | null;
}

export interface MatchDataImportList {
  /** The providers' formats the tenant's library takes (none: it takes no match data). */
  formats: MatchDataFormat[];
  /** The columns of the tenant's last CSV import, offered again. */
  csvMapping: CsvMapping | null;
  imports: MatchDataImportRecord[];
}

/**
 * One event of a live feed in the platform's own terms: the tenant's categories and values, and
 * its moment as a time into the video or on a period's clock.
 */
export interface MatchDataFeedEvent {
  /** The feed's id of the event: sending it again replaces its clip. */
  id: string;
  /**
   * Seconds into the video; or, on a live match's video, the moment it happened as an ISO 8601
   * date-time (`2026-11-28T15:04:05.200Z`), placed through the stream's program date-times.
   */
  at?: number | string;
  /** Or its period (1, 2…) and the clock in it: seconds, or `m:ss`. */
  period?: number;
  clock?: number | string;
  /**
   * Or, for cricket, its ball: the innings (from 1), the over as a scorecard writes it (from 0)
   * and the legal ball in it (from 1), placed from the innings' first ball (`inningsStarts`)
   * at the broadcast's pace.
   */
  innings?: number;
  over?: number;
  ball?: number;
  /** Its kind (goal, wicket…), for its lead and lag. */
  kind?: string;
  /** The tenant's category of each value: `{ "action": "Goal", "player": "Messi" }`. */
  values: Record<string, string | number>;
}

/**
 * POST /asset/v3/asset/{id}/match-data/feed: a live feed's events, one or a few at a time, with
 * a tenant's service key (X-Api-Key) or an editor's sign-in (docs/match-data.md "A live feed").
 */
export interface MatchDataFeedRequest {
  matchId: string;
  /** `events`: `MatchDataFeedEvent`s; `statsbomb`: StatsBomb events, as the provider sends them. */
  format: 'events' | 'statsbomb';
  events: unknown[];
  /**
   * Each period's start, for events on a period's clock: seconds into the video, or on a live
   * match's video the moment it started (ISO 8601).
   */
  periodStarts?: Record<string, number | string>;
  /** Each innings' first ball, for events by ball: seconds into the video, or an ISO moment. */
  inningsStarts?: Record<string, number | string>;
  /** StatsBomb: the line-up file, to check the players' names. */
  lineup?: unknown;
}

export interface MatchDataFeedResponse {
  /** Clips written: found by search as soon as this answers. */
  clips: number;
  /** Events that made no clip, and why. */
  skipped: MatchDataNote[];
  /** The change in the metadata history; null when no event made a clip. */
  changeId: string | null;
}

/** Asked with a search that found nothing: a value the tenant's match data holds on no clip. */
export interface UnplacedMatchDataQuery {
  category: string;
  value: string;
}

/** The videos whose imported match data holds the value only on events no clip took. */
export interface UnplacedMatchData {
  videos: { assetId: string; title: string; match: string; events: number }[];
}
