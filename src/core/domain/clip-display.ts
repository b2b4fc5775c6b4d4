import type { PayloadItem } from '../api/contract';
import type { SearchHit } from '../api/contract';
import type { ThumbnailJson } from '../../tenants';

/** The values of one category in a clip's payload, in order, without repeats. */
export function payloadValues(
  payload: readonly Pick<PayloadItem, 'category' | 'value'>[] | undefined,
  category: string,
): string[] {
  const values: string[] = [];
  for (const item of payload ?? []) {
    if (item.category.toLowerCase() === category.toLowerCase() && !values.includes(item.value))
      values.push(item.value);
  }
  return values;
}

/** What a result row or card shows, from the tenant's thumbnailJson (SPEC §3). */
export interface ClipDisplay {
  title: string;
  subtitle: string;
  /** yyyy-MM-dd as stored, or null. */
  date: string | null;
}

export function clipDisplay(hit: Partial<SearchHit>, layout: ThumbnailJson): ClipDisplay {
  const first = (category: string) => payloadValues(hit.payload, category)[0] ?? '';
  const title =
    layout.titleCategories.map(first).filter(Boolean).join(' · ') || hit.assetTitle || hit.id || '';
  const subtitle = [layout.subtitlePrimary, layout.subtitleSecondary]
    .map(first)
    .filter(Boolean)
    .join(' · ');
  return { title, subtitle, date: first(layout.date) || hit.matchDate || null };
}

/** m:ss (or h:mm:ss) for a clip's length or position in seconds. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** One line of a clip's metadata: a category's label and its values. */
export interface MetadataLine {
  category: string;
  label: string;
  values: string[];
}

/**
 * Every category a clip carries, with its values, as a person reads them: the tenant's
 * filters first in their order and under their labels, then the family's other categories,
 * then anything else the clip holds. Categories the tenant hides never show.
 */
export function clipMetadata(
  hit: Partial<SearchHit>,
  labels: ReadonlyArray<{ category: string; label: string }>,
  hidden: readonly string[],
): MetadataLine[] {
  const isHidden = new Set(hidden.map((c) => c.toLowerCase()));
  const labelOf = new Map<string, string>();
  for (const { category, label } of labels) {
    if (!labelOf.has(category.toLowerCase())) labelOf.set(category.toLowerCase(), label);
  }
  const order = [...labelOf.keys()];
  const present = new Map<string, string>();
  for (const item of hit.payload ?? []) {
    const key = item.category.toLowerCase();
    if (!isHidden.has(key) && !present.has(key)) present.set(key, item.category);
  }
  const rank = (key: string) => {
    const i = order.indexOf(key);
    return i < 0 ? order.length : i;
  };
  return [...present.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((key) => ({
      category: present.get(key)!,
      label: labelOf.get(key) ?? present.get(key)!,
      values: payloadValues(hit.payload, key),
    }));
}
