/** "1 clip", "2 clips", "1,200 items": a count with its noun (regular plurals only). */
export function countOf(n: number, noun: string): string {
  return `${n.toLocaleString('en-GB')} ${noun}${n === 1 ? '' : 's'}`;
}
