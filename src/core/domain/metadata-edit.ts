import type {
  MetadataChange,
  MetadataValue,
  PayloadItem,
  SearchDataRequest,
  SearchHit,
} from '../api/contract';
import { isoDay, isoDayToDisplay, parseDayMonthYear } from './dates';

/** A row of the clip editor: one category value; `item` is the stored item it came from. */
export interface EditRow {
  key: number;
  category: string;
  value: string;
  item?: PayloadItem;
}

/** Why a save was refused: its words, and the field the server named, if any. */
export interface SaveRefusal {
  words: string;
  field?: string;
}

let nextKey = 1;

/** What a category's values are: the tenant's `valueType` (text when it names none). */
export type ValueTypeOf = (category: string) => 'text' | 'integer' | 'date';
const allText: ValueTypeOf = () => 'text';

/** A tenant's categories' value types, by name (any case). */
export function valueTypes(
  categories: ReadonlyArray<{ name: string; valueType?: ReturnType<ValueTypeOf> }>,
): ValueTypeOf {
  const types = new Map(categories.map((c) => [c.name.toLowerCase(), c.valueType ?? 'text']));
  return (category) => types.get(category.toLowerCase()) ?? 'text';
}

/** A typed day (dd/MM/yyyy) as stored: yyyy-MM-dd; null when it is no such day. */
function storedDay(value: string): string | null {
  const day = parseDayMonthYear(value);
  return day ? isoDay(day) : null;
}

/** A clip's values as rows to edit, in their order; dates as dd/MM/yyyy. */
export function rowsOf(
  payload: readonly PayloadItem[] | undefined,
  typeOf: ValueTypeOf = allText,
): EditRow[] {
  return (payload ?? []).map((item) => ({
    key: nextKey++,
    category: item.category,
    value: typeOf(item.category) === 'date' ? isoDayToDisplay(item.value) : item.value,
    item,
  }));
}

export function newRow(category: string): EditRow {
  return { key: nextKey++, category, value: '' };
}

/** Why a value does not suit its category's type, in words; null when it does. */
export function valueProblem(value: string, type: ReturnType<ValueTypeOf>): string | null {
  if (type === 'integer' && !/^-?\d+$/.test(value.trim()))
    return 'Enter a whole number, such as 4.';
  if (type === 'date' && !storedDay(value)) return 'Enter a day as dd/mm/yyyy, such as 26/05/2024.';
  return null;
}

/** A typed value as it is stored: a day as yyyy-MM-dd, anything else trimmed. */
export function storedValue(value: string, type: ReturnType<ValueTypeOf>): string {
  const typed = value.trim();
  return type === 'date' ? (storedDay(typed) ?? typed) : typed;
}

/** Why the rows cannot be saved, by row key; empty when they can. */
export function rowProblems(
  rows: readonly EditRow[],
  typeOf: ValueTypeOf = allText,
): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row.value.trim();
    const type = typeOf(row.category);
    if (!value) problems.set(row.key, 'Enter a value, or remove the row.');
    else if (value.length > 500) problems.set(row.key, 'A value is at most 500 characters.');
    else {
      const wrong = valueProblem(value, type);
      if (wrong) problems.set(row.key, wrong);
    }
    const same = `${row.category.toLowerCase()}\u0000${value}`;
    if (value && seen.has(same)) problems.set(row.key, 'This value is there already.');
    seen.add(same);
  }
  return problems;
}

/**
 * The clip's payload from the edited rows, in their order (a server's refusal of item N is
 * row N's): unchanged items keep all they had, dates go back to yyyy-MM-dd.
 */
export function payloadOf(
  rows: readonly EditRow[],
  typeOf: ValueTypeOf = allText,
): Array<Partial<PayloadItem> & MetadataValue> {
  return rows.map((row) => {
    const value = storedValue(row.value, typeOf(row.category));
    if (row.item && row.item.category === row.category) {
      const { integerValue: _drop, ...rest } = row.item;
      return row.item.value === value ? row.item : { ...rest, value };
    }
    return { category: row.category, value };
  });
}

/**
 * The row a server's refusal names (`body.clips.0.payload.N…`), for the words to sit under
 * it; undefined when it names none of them.
 */
export function refusedRow(
  field: string | undefined,
  rows: readonly EditRow[],
): EditRow | undefined {
  const index = /^body\.clips\.0\.payload\.(\d+)\./.exec(field ?? '')?.[1];
  return index === undefined ? undefined : rows[Number(index)];
}

/**
 * One value set on a clip: `replace` takes the category's values away first (a correction),
 * `add` keeps them (a tag more). A clip that has the value already keeps it once.
 */
export function withValue(
  payload: readonly PayloadItem[] | undefined,
  category: string,
  value: string,
  mode: 'replace' | 'add',
): Array<Partial<PayloadItem> & MetadataValue> {
  const lower = category.toLowerCase();
  const kept = (payload ?? []).filter(
    (i) => i.category.toLowerCase() !== lower || (mode === 'add' && i.value !== value),
  );
  return [...kept, { category, value: value.trim() }];
}

/** PUT search/data's body for clips found by the search, each with its new payload. */
export function dataRequest(
  clips: ReadonlyArray<{
    hit: Partial<SearchHit>;
    payload: Array<Partial<PayloadItem> & MetadataValue>;
  }>,
): SearchDataRequest {
  return {
    clips: clips.map(({ hit, payload }) => ({
      id: (hit.id ?? '').split('/')[0]!,
      assetId: hit.assetId ?? '',
      offset: hit.offset ?? 0,
      duration: hit.duration ?? 0,
      payload,
    })),
  };
}

/**
 * What a change did, in words: "batter: V Kohli → Virat Kohli", "shot: + Cover drive",
 * "appeal: − LBW"; the clips it touched when there were several.
 */
export function changeWords(
  change: Pick<MetadataChange, 'clips'>,
  labelOf: (category: string) => string = (c) => c,
): string {
  const lines = new Set<string>();
  for (const clip of change.clips) {
    const removed = [...clip.removed];
    for (const added of clip.added) {
      const i = removed.findIndex((r) => r.category === added.category);
      const label = labelOf(added.category);
      if (i >= 0) {
        lines.add(`${label}: ${removed[i]!.value} → ${added.value}`);
        removed.splice(i, 1);
      } else lines.add(`${label}: + ${added.value}`);
    }
    for (const gone of removed) lines.add(`${labelOf(gone.category)}: − ${gone.value}`);
  }
  return [...lines].join('; ') || 'No values changed';
}
