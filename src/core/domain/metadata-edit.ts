import type {
  MetadataChange,
  MetadataValue,
  PayloadItem,
  SearchDataRequest,
  SearchHit,
} from '../api/contract';

/** A row of the clip editor: one category value; `item` is the stored item it came from. */
export interface EditRow {
  key: number;
  category: string;
  value: string;
  item?: PayloadItem;
}

let nextKey = 1;

/** A clip's values as rows to edit, in their order. */
export function rowsOf(payload: readonly PayloadItem[] | undefined): EditRow[] {
  return (payload ?? []).map((item) => ({
    key: nextKey++,
    category: item.category,
    value: item.value,
    item,
  }));
}

export function newRow(category: string): EditRow {
  return { key: nextKey++, category, value: '' };
}

/** Why the rows cannot be saved, by row key; empty when they can. */
export function rowProblems(rows: readonly EditRow[]): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row.value.trim();
    if (!value) problems.set(row.key, 'Enter a value, or remove the row.');
    else if (value.length > 500) problems.set(row.key, 'A value is at most 500 characters.');
    const same = `${row.category.toLowerCase()}\u0000${value}`;
    if (value && seen.has(same)) problems.set(row.key, 'This value is there already.');
    seen.add(same);
  }
  return problems;
}

/** The clip's payload from the edited rows: unchanged items keep all they had. */
export function payloadOf(rows: readonly EditRow[]): Array<Partial<PayloadItem> & MetadataValue> {
  return rows.map((row) => {
    const value = row.value.trim();
    if (row.item && row.item.category === row.category) {
      const { integerValue: _drop, ...rest } = row.item;
      return row.item.value === value ? row.item : { ...rest, value };
    }
    return { category: row.category, value };
  });
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
