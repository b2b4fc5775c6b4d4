/**
 * A provider's match data imported onto an asset (docs/match-data.md):
 * POST /asset/v3/asset/{id}/match-data/preview, then POST /asset/v3/asset/{id}/match-data.
 */
export interface MatchDataImportRequest {
  /** The provider's file, parsed: a Cricsheet match, or a StatsBomb event file. */
  file: unknown;
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

/** What an import would write, before anything is written. */
export interface MatchDataPreview {
  format: 'cricsheet' | 'statsbomb';
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
  skipped: string[];
  /** Events placed with something to know (a player not in the line-up). */
  warnings: string[];
}

export interface MatchDataImportResponse {
  clips: number;
  /** The change in the metadata history: undoing it takes the import back. */
  changeId: string;
}
