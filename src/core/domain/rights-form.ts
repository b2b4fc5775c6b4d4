import {
  RIGHTS_USES,
  windowProblem,
  type RightsUse,
  type RightsWindow,
} from '../api/contract/rights';
import { isoDayToDisplay, parseDayMonthYear } from './dates';

/** A rights window as its form holds it: days as dd/mm/yyyy (or empty), and the uses ticked. */
export interface RightsForm {
  from: string;
  until: string;
  uses: RightsUse[];
}

/** The form for a window (none: empty days, every use ticked for when one is given). */
export function rightsFormOf(window: RightsWindow | undefined): RightsForm {
  return {
    from: window?.notBefore ? isoDayToDisplay(window.notBefore) : '',
    until: window?.notAfter ? isoDayToDisplay(window.notAfter) : '',
    uses: window ? [...window.uses] : [...RIGHTS_USES],
  };
}

/**
 * The window a form says (from the start of its first day to the end of its last, UTC, as
 * match dates are), none when both days are empty, or what is wrong, in words, by field.
 */
export function windowOfForm(
  form: RightsForm,
): { window: RightsWindow | null } | { field: 'from' | 'until' | 'uses'; problem: string } {
  const from = form.from.trim();
  const until = form.until.trim();
  if (!from && !until) return { window: null };
  const start = from ? parseDayMonthYear(from) : null;
  if (from && !start) return { field: 'from', problem: 'Enter a day as dd/mm/yyyy, or none.' };
  const end = until ? parseDayMonthYear(until) : null;
  if (until && !end) return { field: 'until', problem: 'Enter a day as dd/mm/yyyy, or none.' };
  const window: RightsWindow = {
    ...(start ? { notBefore: start.toISOString() } : {}),
    ...(end ? { notAfter: new Date(end.getTime() + 86_400_000 - 1).toISOString() } : {}),
    uses: RIGHTS_USES.filter((use) => form.uses.includes(use)),
  };
  const wrong = windowProblem(window);
  if (wrong)
    return {
      field: wrong.field === 'uses' ? 'uses' : wrong.field === 'notBefore' ? 'from' : 'until',
      problem: wrong.field === 'notAfter' ? 'The last day comes after the first.' : wrong.words,
    };
  return { window };
}

/** Whether two windows say the same. */
export const sameWindow = (a: RightsWindow | null | undefined, b: RightsWindow | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b);
