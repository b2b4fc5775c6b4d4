import type { RelativeRange } from '../api/contract';
/** SPEC §3 date display formats. */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATE_TIME_FORMAT = 'dd/MM/yyyy h:mm a';

const two = (n: number) => String(n).padStart(2, '0');
const isValid = (date: Date) => !Number.isNaN(date.getTime());

// Written out rather than with date-fns' format: fixed numeric formats, and every page that
// shows a date (the search's first among them) is lighter for it.
/** A local date as dd/MM/yyyy (SPEC §3). */
export function formatDate(date: Date): string {
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** A local date as yyyy-MM-dd (today's match, as the person's calendar has it). */
export function localIsoDay(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** A local date and time as dd/MM/yyyy h:mm a (SPEC §3). */
export function formatDateTime(date: Date): string {
  const hours = date.getHours();
  return `${formatDate(date)} ${hours % 12 || 12}:${two(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Seconds in a day, as date filter ranges count them (SPEC §9). */
export const DAY_SECONDS = 86_400;

/** No date filter reaches before this day (SPEC §5). */
export const MIN_DATE = new Date(Date.UTC(1900, 0, 1));

export type DateRangeProblem =
  | 'start-invalid'
  | 'end-invalid'
  | 'start-after-end'
  | 'start-in-future'
  | 'end-in-future'
  | 'start-too-early'
  | 'end-too-early';

/**
 * What is wrong with a date range filter (SPEC §5): both dates valid, start not after end,
 * both in the past, both after 1900-01-01. Empty means valid.
 */
export function dateRangeProblems(
  start: Date | null,
  end: Date | null,
  now: Date,
): DateRangeProblem[] {
  const problems: DateRangeProblem[] = [];
  const startOk = start !== null && isValid(start);
  const endOk = end !== null && isValid(end);
  if (!startOk) problems.push('start-invalid');
  if (!endOk) problems.push('end-invalid');
  if (startOk && start!.getTime() > now.getTime()) problems.push('start-in-future');
  if (endOk && end!.getTime() > now.getTime()) problems.push('end-in-future');
  if (startOk && start!.getTime() < MIN_DATE.getTime()) problems.push('start-too-early');
  if (endOk && end!.getTime() < MIN_DATE.getTime()) problems.push('end-too-early');
  if (startOk && endOk && start!.getTime() > end!.getTime()) problems.push('start-after-end');
  return problems;
}

/** A valid range as epoch seconds, the end day counted whole (its last second included). */
export function dateRangeSeconds(start: Date, end: Date): { from: number; to: number } {
  const from = Math.floor(start.getTime() / 1000);
  const endDay = Math.floor(end.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return { from, to: endDay + DAY_SECONDS - 1 };
}

/**
 * A day typed as dd/MM/yyyy (or d/M/yyyy; '/', '.' or '-' between), as midnight UTC of that
 * day; null when it is no such day (31/02/2026, 2026-01-31, "soon").
 */
export function parseDayMonthYear(text: string): Date | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over into March: a day that rolled is no day.
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : null;
}

/** A stored yyyy-MM-dd day as a person reads and types it, dd/MM/yyyy. */
export function isoDayToDisplay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** A UTC-midnight day as yyyy-MM-dd, the form the search stores. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** How a person names each relative period. */
export const RELATIVE_RANGE_LABELS: Readonly<Record<RelativeRange, string>> = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-12-months': 'Last 12 months',
  'this-season': 'This season',
  'last-season': 'Last season',
};
