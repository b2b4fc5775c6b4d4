import { addDays, endOfDay, format, isValid, parse } from 'date-fns';
import { REVIEW_LIMITS } from '../api/contract/reviews';

/** The day a link expires unless its maker chooses another, as a date field holds it. */
export const defaultExpiryDay = (now = new Date()) =>
  format(addDays(now, REVIEW_LIMITS.defaultDays), 'yyyy-MM-dd');

/**
 * A chosen expiry day as the moment the link stops (the end of that day, where the maker is),
 * or the reason it cannot be, in words.
 */
export function expiryOf(day: string, now = new Date()): { at: Date } | { problem: string } {
  const parsed = parse(day, 'yyyy-MM-dd', now);
  if (!day || !isValid(parsed)) return { problem: 'Choose the day the link stops working.' };
  const at = endOfDay(parsed);
  if (at.getTime() <= now.getTime()) return { problem: 'Choose a day after today.' };
  if (at.getTime() > addDays(now, REVIEW_LIMITS.maxDays).getTime())
    return { problem: `A review link lasts at most ${REVIEW_LIMITS.maxDays} days.` };
  return { at };
}
