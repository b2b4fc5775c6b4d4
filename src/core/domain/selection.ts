import type { SearchHit } from '../api/contract';

/**
 * Clips a person has chosen to act on together, by id, in the order chosen. A value: every
 * change gives a new selection, so a page keeps it in state and it survives paging.
 */
export type ClipSelection = ReadonlyMap<string, Partial<SearchHit>>;

export const NO_SELECTION: ClipSelection = new Map();

/** Chooses each of `hits` (on) or lets each go (off); hits without an id are left out. */
export function setChosen(
  selection: ClipSelection,
  hits: readonly Partial<SearchHit>[],
  on: boolean,
): ClipSelection {
  const next = new Map(selection);
  for (const hit of hits) {
    if (!hit.id) continue;
    if (on) next.set(hit.id, next.get(hit.id) ?? hit);
    else next.delete(hit.id);
  }
  return next;
}

/**
 * A click on row `index` of `hits`: alone it flips that clip; with shift held and an earlier
 * click on this page (`anchor`), it gives every row between the two the clicked row's new state.
 */
export function clickChoice(
  selection: ClipSelection,
  hits: readonly Partial<SearchHit>[],
  index: number,
  anchor: number | null,
  shift: boolean,
): ClipSelection {
  const hit = hits[index];
  if (!hit?.id) return selection;
  const on = !selection.has(hit.id);
  if (!shift || anchor === null || anchor >= hits.length) return setChosen(selection, [hit], on);
  const [from, to] = anchor < index ? [anchor, index] : [index, anchor];
  return setChosen(selection, hits.slice(from, to + 1), on);
}

/** Whether all, some or none of a page's clips are chosen: the "select the page" box's state. */
export function pageChoice(
  selection: ClipSelection,
  hits: readonly Partial<SearchHit>[],
): 'all' | 'some' | 'none' {
  const ids = hits.flatMap((h) => (h.id ? [h.id] : []));
  const chosen = ids.filter((id) => selection.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === ids.length ? 'all' : 'some';
}

/**
 * The clip `step` places from `id` in `hits` (1 the next, -1 the previous): its index, or
 * 'before' / 'after' when that is off this page, or null when `id` is not on it.
 */
export function neighbourOf(
  hits: readonly Partial<SearchHit>[],
  id: string,
  step: 1 | -1,
): number | 'before' | 'after' | null {
  const index = hits.findIndex((h) => h.id === id);
  if (index < 0) return null;
  const next = index + step;
  if (next < 0) return 'before';
  if (next >= hits.length) return 'after';
  return next;
}
