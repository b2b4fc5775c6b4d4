import type { PublishWindow } from '../api/contract';
import { formatDateTime } from './dates';

/** Where a window stands now: showing, not yet, or over. */
export type WindowState = 'live' | 'scheduled' | 'ended';

export function windowState(window: PublishWindow, now = Date.now()): WindowState {
  if (window.from && Date.parse(window.from) > now) return 'scheduled';
  if (window.until && Date.parse(window.until) <= now) return 'ended';
  return 'live';
}

/** A window in words: "Always", "From …", "Until …", or "… to …" (SPEC §3 date formats). */
export function windowWords(window: PublishWindow): string {
  const at = (iso: string) => formatDateTime(new Date(iso));
  if (window.from && window.until) return `${at(window.from)} to ${at(window.until)}`;
  if (window.from) return `From ${at(window.from)}`;
  if (window.until) return `Until ${at(window.until)}`;
  return 'Always';
}

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` input shows it, in the person's time zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A `datetime-local` value as ISO; null for empty, undefined for what is not a time. */
export function fromLocalInput(value: string): string | null | undefined {
  if (!value.trim()) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  // 31 February and the like roll over: refuse them rather than guess.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  return date.toISOString();
}

/** What is wrong with a window typed into two `datetime-local` fields; empty when right. */
export function windowProblems(from: string, until: string): { from?: string; until?: string } {
  const start = fromLocalInput(from);
  const end = fromLocalInput(until);
  const problems: { from?: string; until?: string } = {};
  if (start === undefined) problems.from = 'Enter a date and time, or leave it empty.';
  if (end === undefined) problems.until = 'Enter a date and time, or leave it empty.';
  if (start && end && Date.parse(start) >= Date.parse(end))
    problems.until = 'The end must come after the start.';
  return problems;
}

/** The list with the item at `index` moved by `delta` places (kept within the list). */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, index + delta));
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
