/** "1 clip", "2 clips", "1,200 items": a count with its noun (regular plurals only). */
export function countOf(n: number, noun: string): string {
  return `${n.toLocaleString('en-GB')} ${noun}${n === 1 ? '' : 's'}`;
}

/** "12 of 200 characters": how much of a limit a text uses, said before it is reached. */
export function characterCount(text: string, max: number): string {
  return `${text.length.toLocaleString('en-GB')} of ${max.toLocaleString('en-GB')} characters`;
}

/** "The name is 23 characters too long: 200 at most." when `text` is over `max`, else null. */
export function lengthProblem(text: string, max: number, what: string): string | null {
  const over = text.length - max;
  return over > 0
    ? `The ${what} is ${countOf(over, 'character')} too long: ${max.toLocaleString('en-GB')} at most.`
    : null;
}
