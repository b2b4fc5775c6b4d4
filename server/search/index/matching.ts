import type { Comparison, NumericRange, Pattern } from '../../../src/core/api/contract/query/types';
import { valueMatches, type Entry } from './dictionary';
import { normalize, wildcardRegExp } from './text';

/** A fresh copy of a string, not a slice that keeps its parent alive. */
export function detach(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

export function matchesItemValue(entry: Entry, pattern: Pattern): boolean {
  if (entry.type === 'integer' && !pattern.wildcard) return entry.integer === Number(pattern.text);
  return valueMatches(entry, pattern);
}

export function inRange(value: number, range: NumericRange): boolean {
  return (
    (range.minInclusive ? value >= range.min : value > range.min) &&
    (range.maxInclusive ? value <= range.max : value < range.max)
  );
}

export function assetMatcher(pattern: Pattern): (id: string) => boolean {
  if (!pattern.wildcard) return (id) => id.toLowerCase() === pattern.text;
  const re = wildcardRegExp(pattern.text);
  return (id) => re.test(id.toLowerCase());
}

/** Facet-value search: values with a word starting with, or text containing, the query. */
export function valueFilter(query: string): (entry: Entry) => boolean {
  const q = normalize(query);
  return (entry) => entry.norm.includes(q) || entry.tokens.some((t) => t.startsWith(q));
}

/** Does an integer or date entry satisfy a comparison. */
export function compares(entry: Entry, { op, value }: Comparison): boolean {
  const actual = entry.type === 'integer' ? entry.integer : entry.value;
  if (actual === null) return false;
  if (op === '=') return actual === value;
  if (op === '>') return actual > value;
  if (op === '>=') return actual >= value;
  if (op === '<') return actual < value;
  return actual <= value;
}

export interface FacetValue {
  value: string;
  count: number;
}

// One collator: localeCompare with options builds a new one per call, ~100x slower.
const collator = new Intl.Collator('en', { numeric: true });
const byCount = (a: FacetValue, b: FacetValue) =>
  b.count - a.count || collator.compare(a.value, b.value);

/**
 * A facet's values most frequent first, `size` at most; selected values always come back,
 * first, even at zero, so that they stay on screen.
 */
export function rankFacet(
  counted: FacetValue[],
  pinnedFound: FacetValue[],
  pinned: readonly string[],
  size: number,
): FacetValue[] {
  const found = new Set(pinnedFound.map((p) => normalize(p.value)));
  const missing = pinned
    .filter((p) => !found.has(normalize(p)))
    .map((value) => ({ value, count: 0 }));
  const head = [...pinnedFound.sort(byCount), ...missing];
  const room = Math.max(0, size - head.length);
  return [...head, ...mostFirst(counted, room)];
}

/**
 * The `size` values of most count, in order: where there are many more, only those counting at
 * least the `size`-th largest count are sorted by name (the counts alone sort natively, quickly).
 */
function mostFirst(counted: FacetValue[], size: number): FacetValue[] {
  if (size === 0) return [];
  if (counted.length <= 2 * size) return counted.sort(byCount).slice(0, size);
  const counts = Float64Array.from(counted, (v) => -v.count).sort();
  const least = -counts[size - 1]!;
  return counted
    .filter((v) => v.count >= least)
    .sort(byCount)
    .slice(0, size);
}
