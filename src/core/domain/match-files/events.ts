/** A value of one of the tenant's clip categories, as a clip's payload holds it. */
export interface EventValue {
  category: string;
  value: string | number;
}

/** Where an event is on the match's own clock, before it is put on the video's. */
export type MatchClock =
  /** Seconds from the start of a period (StatsBomb, a logger's match clock). */
  | { kind: 'period'; period: number; seconds: number }
  /** Seconds into the video itself (a logger's video time or timecode). */
  | { kind: 'video'; at: number }
  /**
   * A ball's place in the match's order (Cricsheet has no time per ball): its number from the
   * first of its innings, and what came just before it that takes time on a broadcast.
   */
  | {
      kind: 'ball';
      innings: number;
      /** 0 for the innings' first ball. */
      index: number;
      /** Scorecard notation: the over as Cricsheet counts it (from 0), the legal ball in it. */
      over: number;
      ball: number;
      /** It begins an over (the field changes ends before it). */
      newOver: boolean;
      /** The ball before it took a wicket (the next batter walks in before it). */
      afterWicket: boolean;
    };

/** One event of a provider's file that makes a clip. */
export interface MatchEvent {
  /** Stable across imports of the same match: made from the provider's own ids or order. */
  sourceId: string;
  /** Its kind, for the tenant's lead and lag (`default` unless the tenant names it). */
  kind: string;
  clock: MatchClock;
  /** In the tenant's categories. */
  values: EventValue[];
  /** A person's words for it in the preview: "4.3 V Kohli c Head b Cummins", "Goal, Messi". */
  summary: string;
}

/** What a provider's file says of its match, for the asset and for checking it is the one. */
export interface MatchFacts {
  /** "Sunrisers Hyderabad v Kolkata Knight Riders". */
  match: string;
  teams: string[];
  /** yyyy-MM-dd. */
  date: string | null;
  /** Its players by team, as the file names them. */
  players: Record<string, string[]>;
}

/** An event of the file that makes no clip, and why, in words: nothing is dropped unsaid. */
export interface SkippedEvent {
  sourceId: string;
  /** The event in words: "0.1 MA Starc to Abhishek Sharma: 0 runs". */
  summary: string;
  /** Why, shared by every event it applies to: "give the video time of period 2's start". */
  reason: string;
}

/** A provider's file read: its match, the events that make clips, what was left and why. */
export interface MatchData {
  format: 'cricsheet' | 'statsbomb' | 'csv';
  facts: MatchFacts;
  events: MatchEvent[];
  /** Events that would make clips but cannot be placed. */
  skipped: SkippedEvent[];
  /** Events placed, with something a person should know (a player not in the line-up). */
  warnings: SkippedEvent[];
}

/** A file that is not what it was taken for, in words a person acts on. */
/**
 * The most events one match file may hold: a five-day Test is about 2,800 deliveries, a football
 * match's StatsBomb file about 4,000 events. More is several matches in one, or not a match.
 */
export const MAX_MATCH_EVENTS = 20_000;

/** Refuses, in words, a file of more events than a match has. */
export function checkEventCount(count: number, what: string): void {
  if (count > MAX_MATCH_EVENTS)
    throw new MatchDataError(
      `This file has ${count.toLocaleString('en-GB')} ${what}; one match has at most ${MAX_MATCH_EVENTS.toLocaleString('en-GB')}. Send one match a file.`,
    );
}

export class MatchDataError extends Error {
  constructor(
    message: string,
    /**
     * Where it is wrong: in the event document from its root (`[12].tactics.lineup`), or in the
     * line-up document sent beside it (`lineup[0].lineup[3].player_name`).
     */
    readonly path?: string,
    /** The API's code for the refusal, when the product says it in words of its own. */
    readonly code: 'unsupported_data' | 'no_lineup' = 'unsupported_data',
  ) {
    super(message);
    this.name = 'MatchDataError';
  }

  /** The request's field it names, the event document being sent as `documentField`. */
  fieldIn(documentField: string): string {
    if (!this.path) return documentField;
    return this.path.startsWith('lineup') ? `body.${this.path}` : `${documentField}${this.path}`;
  }
}

/**
 * The provider's id of a match from its file's name: the number in it (Cricsheet's
 * `1426312.json`, StatsBomb's `15986-events.json`), else the name without its extension in
 * letters, digits, dots, dashes and underscores (a logger's `final-day.csv`).
 */
export function matchIdFromFileName(fileName: string): string {
  const number = /(\d+)/.exec(fileName)?.[1];
  if (number) return number;
  const named = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return named || 'match';
}
