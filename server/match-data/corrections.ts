import type { PayloadItem } from '../../src/core/api/contract';
import type { EventValue } from '../../src/core/domain/match-files/events';

/** A clip's values by category (lower case), each category's values sorted. */
export type FileValues = Record<string, string[]>;

/** An editor's correction an import kept: the clip's values of one category, and the file's. */
export interface KeptCorrection {
  clipId: string;
  category: string;
  kept: string[];
  file: string[];
}

export function valuesByCategory(
  items: ReadonlyArray<{ category: string; value: string | number }>,
): FileValues {
  const values: FileValues = {};
  for (const item of items) (values[item.category.toLowerCase()] ??= []).push(String(item.value));
  for (const list of Object.values(values)) list.sort();
  return values;
}

const same = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The categories of a clip an editor changed since the last import: where its values now differ
 * from what that import's file said (a category added by hand, such as a shot, counts).
 */
export function correctedCategories(now: FileValues, imported: FileValues): string[] {
  const categories = new Set([...Object.keys(now), ...Object.keys(imported)]);
  return [...categories].filter((c) => !same(now[c], imported[c])).sort();
}

/**
 * A clip's values from the new file, except the categories an editor corrected, which keep the
 * clip's values now; and each kept category with what the file says instead.
 */
export function mergeCorrections(
  clipId: string,
  fileValues: readonly EventValue[],
  now: readonly PayloadItem[] | undefined,
  imported: FileValues | undefined,
): { values: Array<{ category: string; value: string }>; kept: KeptCorrection[] } {
  const fresh = fileValues.map((v) => ({ category: v.category, value: String(v.value) }));
  if (!now || !imported) return { values: fresh, kept: [] };
  const nowValues = valuesByCategory(now);
  const corrected = new Set(correctedCategories(nowValues, imported));
  if (corrected.size === 0) return { values: fresh, kept: [] };
  const fromFile = valuesByCategory(fresh);
  const kept = [...corrected]
    .filter((c) => !same(nowValues[c], fromFile[c]))
    .map((category) => ({
      clipId,
      category,
      kept: nowValues[category] ?? [],
      file: fromFile[category] ?? [],
    }));
  return {
    values: [
      ...fresh.filter((v) => !corrected.has(v.category.toLowerCase())),
      ...now
        .filter((i) => corrected.has(i.category.toLowerCase()))
        .map((i) => ({ category: i.category, value: i.value })),
    ],
    kept,
  };
}
