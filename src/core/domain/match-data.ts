import {
  parseVideoTime,
  type MatchDataFormat,
  type MatchDataImportRequest,
  type MatchDataNote,
} from '../api/contract';
import { namesTeams } from '../api/contract/match-names';

import { readCsvTable, type CsvTable } from './match-data-csv';
import { isCricsheet, readCricsheet } from './match-files/cricsheet';
import { matchIdFromFileName, MatchDataError, type MatchData } from './match-files/events';
import { isStatsbombEvents, isStatsbombLineup, outlineStatsbomb } from './match-files/statsbomb';
import { formatCount } from './counting';
import { isoDayToDisplay } from './dates';

export { parseVideoTime, matchIdFromFileName };

/** A provider's file of one match, read in the browser before anything is sent. */
export type MatchFile =
  | {
      format: 'cricsheet';
      document: unknown;
      match: string;
      teams: string[];
      /** The provider's id of the match, from the file's name (Cricsheet names files by it). */
      matchId: string;
      /** Each innings placed on the match's order, with its balls as a scorecard writes them. */
      innings: Array<{ number: number; team: string; balls: string[] }>;
    }
  | {
      format: 'statsbomb';
      document: unknown;
      match: string;
      teams: string[];
      matchId: string;
      /** The periods its events are in (1 and 2; 3 and 4 in extra time). */
      periods: number[];
    }
  | {
      format: 'csv';
      /** The file's text: the server reads it with the columns mapped. */
      document: string;
      table: CsvTable;
      match: string;
      teams: string[];
      matchId: string;
    };

/** A StatsBomb line-up file: it goes with the events file, never alone. */
export interface LineupFile {
  format: 'statsbomb-lineup';
  document: unknown;
  teams: string[];
}

export const FORMAT_NAMES: Record<MatchDataFormat, string> = {
  cricsheet: 'Cricsheet',
  statsbomb: 'StatsBomb',
  csv: 'CSV',
};

/** Each innings of the match, with its balls as a scorecard writes them, from the reader's events. */
function inningsOf(data: MatchData): Array<{ number: number; team: string; balls: string[] }> {
  const innings = new Map<number, { number: number; team: string; balls: string[] }>();
  for (const event of data.events) {
    if (event.clock.kind !== 'ball') continue;
    const { innings: number, over, ball } = event.clock;
    let one = innings.get(number);
    if (!one) {
      const team = event.values.find((v) => v.category === 'team')?.value;
      one = { number, team: typeof team === 'string' ? team : '', balls: [] };
      innings.set(number, one);
    }
    one.balls.push(`${over}.${ball}`);
  }
  return [...innings.values()];
}

/** A file in one of the providers' JSON formats, read by the reader the server imports with. */
function readProviderFile(document: unknown, matchId: string): MatchFile | LineupFile | null {
  if (isCricsheet(document)) {
    const data = readCricsheet(document, matchId);
    const { match, teams } = data.facts;
    return { format: 'cricsheet', document, match, teams, matchId, innings: inningsOf(data) };
  }
  if (isStatsbombLineup(document))
    return { format: 'statsbomb-lineup', document, teams: document.map((t) => t.team_name) };
  if (!isStatsbombEvents(document)) return null;
  const { teams, periods } = outlineStatsbomb(document);
  return {
    format: 'statsbomb',
    document,
    match: teams.length === 2 ? `${teams[0]} v ${teams[1]}` : 'a football match',
    teams,
    matchId,
    periods,
  };
}

/**
 * A provider's file as a person chose it: its format recognised, or why not, in words. What
 * the format holds beyond what placing needs is the server's to read.
 */
export function readMatchFile(
  text: string,
  fileName: string,
): MatchFile | LineupFile | { problem: string } {
  const matchId = matchIdFromFileName(fileName);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    const table = readCsvTable(text);
    if ('problem' in table)
      return /\.csv$/i.test(fileName)
        ? table
        : {
            problem:
              'This file is neither JSON nor a CSV table: choose the provider’s .json file, or the logger’s .csv.',
          };
    return {
      format: 'csv',
      document: text,
      table,
      match: 'the logger’s events',
      teams: [],
      matchId,
    };
  }
  let read: MatchFile | LineupFile | null;
  try {
    read = readProviderFile(document, matchId);
  } catch (error) {
    if (error instanceof MatchDataError) return { problem: error.message };
    throw error;
  }
  return (
    read ?? {
      problem:
        'This file is neither a Cricsheet match nor a StatsBomb event file: choose the match’s file as the provider gives it.',
    }
  );
}

/** Seconds as a person reads a video time: `1:02:03.5`, `10:00`. */
export function videoTimeText(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const whole = Math.floor(tenths / 10);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const rest = `${String(s).padStart(2, '0')}${tenths % 10 ? `.${tenths % 10}` : ''}`;
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** A ball as a scorecard writes it: `0.1` is over 0 (the first), ball 1. */
export function parseBall(text: string): { over: number; ball: number } | null {
  const found = /^(\d{1,3})\.(\d{1,2})$/.exec(text.trim());
  return found ? { over: Number(found[1]), ball: Number(found[2]) } : null;
}

/** A sync point as the dialog holds it: what the person typed. */
export interface SyncPointRow {
  innings: number;
  ball: string;
  time: string;
}

/** A period's start as the dialog holds it. */
export interface PeriodStartRow {
  period: number;
  time: string;
}

/** The form's rows read as the video's time line for the request, or what is wrong with them. */
export type TimelineRows =
  | { ok: true; body: Pick<MatchDataImportRequest, 'syncPoints' | 'periodStarts'> }
  | { ok: false; problems: Array<string | null>; problem: string | null };

const TIME_WORDS = 'Give the video time as h:mm:ss, m:ss or seconds.';

function timeProblem(text: string, duration: number): string | null {
  const at = parseVideoTime(text);
  if (at === null) return TIME_WORDS;
  if (at > duration) return `The video ends at ${videoTimeText(duration)}.`;
  return null;
}

/** The sync points of a cricket file, checked against its balls and the video, or why not. */
export function cricketTimeline(
  rows: readonly SyncPointRow[],
  file: Extract<MatchFile, { format: 'cricsheet' }>,
  duration: number,
): TimelineRows {
  const given = rows.filter((r) => r.ball.trim() || r.time.trim());
  const problems = rows.map((row) => {
    if (!row.ball.trim() && !row.time.trim()) return null;
    const ball = parseBall(row.ball);
    if (!ball) return 'Give the ball as over.ball, such as 0.1 for the first.';
    const innings = file.innings.find((i) => i.number === row.innings);
    if (!innings) return `The file has no innings ${row.innings}.`;
    if (!innings.balls.includes(`${ball.over}.${ball.ball}`))
      return `Innings ${row.innings} has no ball ${row.ball.trim()}.`;
    return timeProblem(row.time, duration);
  });
  if (problems.some(Boolean)) return { ok: false, problems, problem: null };
  if (given.length === 0)
    return {
      ok: false,
      problems,
      problem: 'Give the video time of at least one ball: the first of each innings.',
    };
  const points = given.map((r) => ({
    innings: r.innings,
    ...parseBall(r.ball)!,
    at: parseVideoTime(r.time)!,
  }));
  const order = (p: (typeof points)[number]) => {
    const balls = file.innings.find((i) => i.number === p.innings)!.balls;
    return p.innings * 1e6 + balls.indexOf(`${p.over}.${p.ball}`);
  };
  const sorted = [...points].sort((a, b) => order(a) - order(b));
  for (let k = 1; k < sorted.length; k++)
    if (sorted[k]!.at <= sorted[k - 1]!.at) {
      const [a, b] = [sorted[k - 1]!, sorted[k]!];
      return {
        ok: false,
        problems,
        problem: `Ball ${b.over}.${b.ball} of innings ${b.innings} comes after ball ${a.over}.${a.ball} of innings ${a.innings}: its video time must be later.`,
      };
    }
  return { ok: true, body: { syncPoints: sorted } };
}

/** The periods' starts of a football file, checked against the video, or why not. */
export function footballTimeline(rows: readonly PeriodStartRow[], duration: number): TimelineRows {
  const problems = rows.map((row) => (row.time.trim() ? timeProblem(row.time, duration) : null));
  if (problems.some(Boolean)) return { ok: false, problems, problem: null };
  const given = rows.filter((r) => r.time.trim());
  if (given.length === 0)
    return { ok: false, problems, problem: 'Give the video time of the first half’s kick-off.' };
  const starts = given.map((r) => ({ period: r.period, at: parseVideoTime(r.time)! }));
  for (let k = 1; k < starts.length; k++)
    if (starts[k]!.at <= starts[k - 1]!.at)
      return {
        ok: false,
        problems,
        problem: 'Each period starts later in the video than the one before it.',
      };
  return {
    ok: true,
    body: { periodStarts: Object.fromEntries(starts.map((s) => [String(s.period), s.at])) },
  };
}

/**
 * The file's match day and the video's differ (or the video has none): words saying so, or
 * null when they agree or the file has no day.
 */
export function dateMismatchInWords(
  fileDate: string | null,
  videoDate: string | null,
): string | null {
  if (!fileDate || fileDate === videoDate) return null;
  return videoDate
    ? `The file’s match was played on ${isoDayToDisplay(fileDate)}; this video is dated ${isoDayToDisplay(videoDate)}. Search and the library show the video’s date.`
    : `This video has no match date; the file’s match was played on ${isoDayToDisplay(fileDate)}.`;
}

/** The file is another match than the video's (by their teams): words saying so, or null. */
export function otherMatchProblem(file: MatchFile, assetMatch: string | undefined): string | null {
  return namesTeams(assetMatch, file.teams) !== false
    ? null
    : `This file is ${file.match}; this video is ${assetMatch}. Choose this match’s file, or correct the video’s match with Edit.`;
}

/** Why the server refused match data (by its code), in words; null for any other error. */
export function matchDataRefusalInWords(
  code: string | null | undefined,
  file: MatchFile,
  assetMatch: string | undefined,
): string | null {
  if (code === 'other_match')
    return (
      otherMatchProblem(file, assetMatch) ??
      `This file is ${file.match}, another match than this video’s.`
    );
  if (code === 'no_lineup')
    return 'This StatsBomb file has no Starting XI events, which name its two teams: add its line-up file, or name the video’s match as “Team A v Team B” with Edit.';
  if (code === 'unsupported_data')
    return `The library could not take this ${FORMAT_NAMES[file.format]} file: it is not whole, or not the provider’s own. Choose the file as the provider gives it.`;
  if (code === 'validation')
    return file.format === 'cricsheet'
      ? 'The sync points place no ball of the file on the video: check each ball and its time.'
      : file.format === 'csv'
        ? 'The columns chosen do not fit the file, or its times place no event on the video: check the columns and the times.'
        : 'The kick-off times place no event of the file on the video: check them.';
  return null;
}

const KIND_WORDS: Record<string, [string, string]> = {
  wicket: ['wicket', 'wickets'],
  boundary: ['boundary', 'boundaries'],
  goal: ['goal', 'goals'],
  shot: ['other shot', 'other shots'],
  save: ['save', 'saves'],
  card: ['card', 'cards'],
  corner: ['corner', 'corners'],
  offside: ['offside', 'offsides'],
};

/** The clips of a preview by kind, in words: "12 wickets, 30 boundaries, 142 other balls". */
export function kindsInWords(
  byKind: Readonly<Record<string, number>>,
  format: MatchDataFormat,
): string {
  const other: [string, string] =
    format === 'cricsheet' ? ['other ball', 'other balls'] : ['other event', 'other events'];
  return Object.entries(byKind)
    .sort(([a], [b]) => (a === 'default' ? 1 : b === 'default' ? -1 : a.localeCompare(b)))
    .map(([kind, n]) => {
      const [one, many] = kind === 'default' ? other : (KIND_WORDS[kind] ?? [kind, kind]);
      return `${formatCount(n)} ${n === 1 ? one : many}`;
    })
    .join(', ');
}

/** Notes of a preview grouped by their reason, in the file's order, with a few of their events. */
export function notesByReason(
  notes: readonly MatchDataNote[],
  examples = 3,
): Array<{ reason: string; count: number; examples: string[] }> {
  const groups = new Map<string, { reason: string; count: number; examples: string[] }>();
  for (const note of notes) {
    const group = groups.get(note.reason) ?? { reason: note.reason, count: 0, examples: [] };
    group.count += 1;
    if (group.examples.length < examples) group.examples.push(note.summary);
    groups.set(note.reason, group);
  }
  return [...groups.values()];
}
