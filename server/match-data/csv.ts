import Papa from 'papaparse';
import {
  parseTimecode,
  parseVideoTime,
  toMilliseconds,
  type CsvMapping,
  type CsvTimeKind,
} from '../../src/core/api/contract';
import { teamsOfMatch } from '../../src/core/api/contract/match-names';
import type { CategoryDefinition, MatchDataSettings } from '../../src/tenants';
import {
  checkEventCount,
  MatchDataError,
  type EventValue,
  type MatchClock,
  type MatchData,
  type MatchEvent,
  type SkippedEvent,
} from '../../src/core/domain/match-files/events';

/** What reading a logger's CSV needs of the tenant and the video. */
export interface CsvContext {
  /** The tenant's clip categories: a column becomes one of them. */
  categories: readonly CategoryDefinition[];
  timing: MatchDataSettings['timing'];
  /** The video's own timecode at its first frame, and its frame rate, when its ingest read them. */
  timecode: { start: string | null; fps: number | null };
}

/** The most rows a CSV is read for: a day-long Test logged event by event is a few thousand. */
const DEFAULT_FPS = 25;
const DAY = 24 * 3600;

const TIME_WORDS: Record<CsvTimeKind, string> = {
  video: 'a time into the video (h:mm:ss, m:ss or seconds)',
  timecode: 'a timecode (hh:mm:ss:ff)',
  clock: 'a match clock (m:ss or seconds)',
};

/** The columns named are not the file's, or a category is not the tenant's. */
export class CsvMappingError extends MatchDataError {}

/** Which column is which: the mapping checked against the file's header and the tenant. */
function checkMapping(mapping: CsvMapping, header: readonly string[], context: CsvContext) {
  const named = [
    mapping.time,
    mapping.period,
    mapping.kind,
    mapping.id,
    ...Object.keys(mapping.columns),
  ];
  const missing = named.filter((c): c is string => c !== undefined && !header.includes(c));
  if (missing.length > 0)
    throw new CsvMappingError(
      `The file has no column “${missing[0]}”: its columns are ${header.map((h) => `“${h}”`).join(', ')}.`,
    );
  return Object.entries(mapping.columns).map(([column, name]) => {
    const category = context.categories.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!category) throw new CsvMappingError(`“${name}” is not one of this library’s categories.`);
    return { column, category };
  });
}

/** A value as the category takes it, or why not. */
export function valueOf(cell: string, category: CategoryDefinition): string | { problem: string } {
  if (category.valueType === 'integer')
    return /^-?\d+$/.test(cell) ? String(Number(cell)) : { problem: `is not a whole number` };
  if (category.valueType === 'date') {
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(cell)
      ? cell
      : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell)?.slice(1).reverse().join('-');
    return iso ?? { problem: 'is not a date (dd/MM/yyyy)' };
  }
  return cell;
}

/**
 * Reads a logger's CSV (one row per event, with a time column and any others) with the columns
 * mapped to the tenant's categories: each row is an event, placed by its time into the video,
 * its timecode, or its match clock from its period's start. A row that cannot be read is listed
 * with why; nothing is dropped unsaid. `matchId` and the row's own id (or its line) make its id.
 */
export function readCsv(
  text: unknown,
  matchId: string,
  mapping: CsvMapping,
  context: CsvContext,
): MatchData {
  if (typeof text !== 'string') throw new MatchDataError('A CSV file is sent as its text.');
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const header = parsed.meta.fields ?? [];
  if (header.length < 2 || parsed.data.length === 0)
    throw new MatchDataError(
      'This file is not a table of events: a header row, then one row each.',
    );
  checkEventCount(parsed.data.length, 'rows');
  const columns = checkMapping(mapping, header, context);
  const fps = context.timecode.fps ?? DEFAULT_FPS;
  const start = context.timecode.start ? (parseTimecode(context.timecode.start, fps) ?? 0) : 0;
  const kinds = new Set(Object.keys(context.timing));

  const events: MatchEvent[] = [];
  const skipped: SkippedEvent[] = [];
  const ids = new Set<string>();
  parsed.data.forEach((row, i) => {
    const line = i + 2;
    const cell = (column: string | undefined) => (column ? (row[column] ?? '').trim() : '');
    const timeText = cell(mapping.time);
    const values: EventValue[] = [];
    const problems: string[] = [];
    for (const { column, category } of columns) {
      const text = cell(column);
      if (!text) continue;
      const value = valueOf(text, category);
      if (typeof value === 'string') values.push({ category: category.name, value });
      else problems.push(`its “${column}” ${value.problem}`);
    }
    const summary = [timeText || `Row ${line}`, ...values.slice(0, 3).map((v) => v.value)].join(
      ' · ',
    );
    const sourceId = `csv:${matchId}:${cell(mapping.id).replace(/[^A-Za-z0-9._-]/g, '_') || `row-${line}`}`;
    const skip = (reason: string) =>
      skipped.push({ sourceId, summary: `Row ${line}, ${summary}`, reason });
    if (ids.has(sourceId)) return skip('its id repeats an earlier row’s');
    ids.add(sourceId);
    if (problems.length > 0) return skip(problems[0]!);
    let clock: MatchClock;
    if (mapping.timeKind === 'timecode') {
      const at = parseTimecode(timeText, fps);
      if (at === null) return skip(`its time is not ${TIME_WORDS.timecode}`);
      clock = { kind: 'video', at: toMilliseconds(at >= start ? at - start : at + DAY - start) };
    } else {
      const at = parseVideoTime(timeText);
      if (at === null) return skip(`its time is not ${TIME_WORDS[mapping.timeKind]}`);
      if (mapping.timeKind === 'video') clock = { kind: 'video', at };
      else {
        const period = mapping.period ? Number(cell(mapping.period)) : 1;
        if (!Number.isInteger(period) || period < 1 || period > 9)
          return skip('its period is not a number from 1');
        clock = { kind: 'period', period, seconds: at };
      }
    }
    const kind = cell(mapping.kind).toLowerCase();
    events.push({
      sourceId,
      kind: kinds.has(kind) ? kind : 'default',
      clock,
      values,
      summary,
    });
  });
  const first = (category: string) =>
    events[0]?.values.find((v) => v.category.toLowerCase() === category)?.value;
  const match = first('match');
  const date = first('match_date');
  return {
    format: 'csv',
    facts: {
      match: typeof match === 'string' ? match : 'The logger’s events',
      teams: (typeof match === 'string' && teamsOfMatch(match)) || [],
      date: typeof date === 'string' ? date : null,
      players: {},
    },
    events,
    skipped,
    warnings: [],
  };
}
