import type { MatchEvent, SkippedEvent } from '../../src/core/domain/match-files/events';

/** Per category, each value the file's unplaced events held and how many events held it. */
export type UnplacedValues = Record<string, Record<string, number>>;

/** The most values of one category an import keeps (a match names a few dozen people). */
const MOST_VALUES = 500;

/**
 * The values of the events an import could not place, counted: a search for one of them finds
 * no clip, and can say it is in the tenant's match data but on no video yet.
 */
export function unplacedValues(
  events: readonly MatchEvent[],
  skipped: readonly SkippedEvent[],
): UnplacedValues {
  const left = new Set(skipped.map((s) => s.sourceId));
  const counted: UnplacedValues = {};
  for (const event of events) {
    if (!left.has(event.sourceId)) continue;
    for (const { category, value } of event.values) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      const values = (counted[category] ??= {});
      if (value in values || Object.keys(values).length < MOST_VALUES)
        values[value] = (values[value] ?? 0) + 1;
    }
  }
  return counted;
}

/** The count a recorded import's unplaced values give `value` of `category`, in any case. */
export function unplacedCount(recorded: UnplacedValues, category: string, value: string): number {
  const wanted = value.toLocaleLowerCase('en');
  let count = 0;
  for (const [name, values] of Object.entries(recorded)) {
    if (name.toLowerCase() !== category.toLowerCase()) continue;
    for (const [held, n] of Object.entries(values))
      if (held.toLocaleLowerCase('en') === wanted) count += n;
  }
  return count;
}
