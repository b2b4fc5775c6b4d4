import { isValid, lightFormat } from 'date-fns';

/** SPEC §3 date display formats. */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATE_TIME_FORMAT = 'dd/MM/yyyy h:mm a';

// lightFormat needs no locale: these formats are numbers and AM/PM, and a page that shows a
// date then does not download date-fns' English locale.
export function formatDate(date: Date): string {
  return lightFormat(date, DATE_FORMAT);
}

export function formatDateTime(date: Date): string {
  return lightFormat(date, DATE_TIME_FORMAT);
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
