let numbers: Intl.NumberFormat | undefined;

/**
 * "1,200": a number as the product writes it (British English), whatever the browser's
 * language. Whole numbers are grouped here: the browser's number formatting costs a list of
 * results and its filters tens of milliseconds on a phone the first time (its locale data);
 * anything else goes to it, made once.
 */
export function formatCount(n: number): string {
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  return (numbers ??= new Intl.NumberFormat('en-GB')).format(n);
}

/** "1 clip", "2 clips", "1,200 items": a count with its noun (regular plurals only). */
export function countOf(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** "12 of 200 characters": how much of a limit a text uses, said before it is reached. */
export function characterCount(text: string, max: number): string {
  return `${formatCount(text.length)} of ${formatCount(max)} characters`;
}

/** "The name is 23 characters too long: 200 at most." when `text` is over `max`, else null. */
export function lengthProblem(text: string, max: number, what: string): string | null {
  const over = text.length - max;
  return over > 0
    ? `The ${what} is ${countOf(over, 'character')} too long: ${formatCount(max)} at most.`
    : null;
}
