import type { MatchDataNote } from '../../src/core/api/contract';
import type { CategoryDefinition } from '../../src/tenants';
import type { MatchEvent } from '../../src/core/domain/match-files/events';

/** Categories whose values are new with every match: saying so would say nothing. */
const EVERY_MATCH_NEW = new Set(['match', 'match_date', 'game', 'race']);

/**
 * The values of the events' text categories the tenant's search has never had (a batter who
 * never played here, a spelling the provider changed): each once, grouped by category, for the
 * preview to say before they become filters' values.
 */
export function newValueNotes(
  known: { find(category: string, value: string): unknown },
  events: readonly Pick<MatchEvent, 'values'>[],
  categories: readonly CategoryDefinition[],
): MatchDataNote[] {
  const text = new Map(
    categories
      .filter((c) => (c.valueType ?? 'text') === 'text' && !EVERY_MATCH_NEW.has(c.name))
      .map((c) => [c.name.toLowerCase(), c]),
  );
  const seen = new Set<string>();
  const notes: MatchDataNote[] = [];
  for (const event of events)
    for (const { category, value } of event.values) {
      const definition = text.get(category.toLowerCase());
      const said = String(value);
      const key = `${category.toLowerCase()}\u0000${said}`;
      if (!definition || seen.has(key)) continue;
      seen.add(key);
      if (!known.find(definition.name, said))
        notes.push({ summary: said, reason: `new to this library’s “${definition.label}” values` });
    }
  return notes;
}
