import Papa from 'papaparse';
import type { CsvMapping, CsvTimeKind } from '../api/contract';

/** A logger's CSV read in the browser: its columns, and its rows to find periods in. */
export interface CsvTable {
  columns: string[];
  rows: Array<Record<string, string>>;
}

/** A CSV's table, or why it is none, in words. */
export function readCsvTable(text: string): CsvTable | { problem: string } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const columns = (parsed.meta.fields ?? []).filter(Boolean);
  if (columns.length < 2 || parsed.data.length === 0)
    return {
      problem:
        'This CSV is not a table of events: a header row naming its columns, then one row each.',
    };
  return { columns, rows: parsed.data };
}

export const TIME_KIND_WORDS: Record<CsvTimeKind, string> = {
  video: 'Video time (h:mm:ss)',
  timecode: 'Video timecode (hh:mm:ss:ff)',
  clock: 'Match clock (by period)',
};

const named = (columns: readonly string[], pattern: RegExp) =>
  columns.find((c) => pattern.test(c.trim()));

/**
 * The columns of a CSV mapped as the tenant's last CSV import mapped them, when this file has
 * them all; else a guess from the columns' names: the time, the period, the kind, the id, and
 * each column named as one of the tenant's categories.
 */
export function suggestCsvMapping(
  table: CsvTable,
  categories: ReadonlyArray<{ name: string; label: string }>,
  saved: CsvMapping | null,
): CsvMapping {
  const { columns } = table;
  if (saved) {
    const used = [saved.time, saved.period, saved.kind, saved.id, ...Object.keys(saved.columns)];
    if (used.every((c) => c === undefined || columns.includes(c))) return saved;
  }
  const time = named(columns, /^(time|clock|tc|timecode|at|video time|match clock)$/i) ?? '';
  const timeKind: CsvTimeKind = /^(tc|timecode)$/i.test(time)
    ? 'timecode'
    : /clock/i.test(time)
      ? 'clock'
      : 'video';
  const period = named(columns, /^(period|half|quarter|innings)$/i);
  const kind = named(columns, /^(kind|type|event type)$/i);
  const id = named(columns, /^(id|event id|event_id)$/i);
  const special = new Set([time, kind, id]);
  const mapped: Record<string, string> = {};
  for (const column of columns) {
    if (special.has(column)) continue;
    const category = categories.find(
      (c) =>
        c.name.toLowerCase() === column.toLowerCase() ||
        c.label.toLowerCase() === column.toLowerCase(),
    );
    if (category) mapped[column] = category.name;
  }
  return {
    time,
    timeKind,
    ...(period ? { period } : {}),
    ...(kind ? { kind } : {}),
    ...(id ? { id } : {}),
    columns: mapped,
  };
}

/** What is missing from a mapping before it can be previewed, in words; null when nothing. */
export function csvMappingProblem(mapping: CsvMapping): string | null {
  if (!mapping.time) return 'Choose the column with each event’s time.';
  if (Object.keys(mapping.columns).length === 0)
    return 'Choose at least one column to import as one of this library’s categories.';
  return null;
}

/** The periods a CSV's events are in, by its period column (1 when it has none). */
export function csvPeriods(table: CsvTable, mapping: CsvMapping): number[] {
  if (!mapping.period) return [1];
  const periods = new Set(
    table.rows
      .map((row) => Number((row[mapping.period!] ?? '').trim()))
      .filter((p) => Number.isInteger(p) && p >= 1 && p <= 9),
  );
  return periods.size > 0 ? [...periods].sort((a, b) => a - b) : [1];
}

/** A ball's time as the table gives it: the shape of a sync point the person typed. */
export interface BallTimeRow {
  innings: number;
  ball: string;
  time: string;
}

/**
 * A logger's table of ball times (CSV with innings, over, ball and time columns, by those
 * names) as sync points for every ball it has; or why not, in words.
 */
export function readBallTimes(text: string): { rows: BallTimeRow[] } | { problem: string } {
  const table = readCsvTable(text);
  if ('problem' in table) return table;
  const column = (name: string) => table.columns.find((c) => c.toLowerCase() === name);
  const [innings, over, ball, time] = ['innings', 'over', 'ball', 'time'].map(column);
  if (!innings || !over || !ball || !time)
    return {
      problem: 'A table of ball times has the columns innings, over, ball and time.',
    };
  const rows: BallTimeRow[] = [];
  for (const [i, row] of table.rows.entries()) {
    const number = Number(row[innings]);
    if (!Number.isInteger(number) || number < 1)
      return { problem: `Row ${i + 2} of the table: its innings is not 1, 2…` };
    rows.push({
      innings: number,
      ball: `${(row[over] ?? '').trim()}.${(row[ball] ?? '').trim()}`,
      time: (row[time] ?? '').trim(),
    });
  }
  return { rows };
}
