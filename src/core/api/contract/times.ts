/**
 * Times on the wire are seconds to the millisecond: a clip at 12.7 s for 4.31 s ends at
 * 17.01, never 17.009999999999998 (what adding the two floats gives).
 */
export function toMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
