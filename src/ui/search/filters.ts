import { SEASON_START_MONTH, type FilterField, type ResolvedTenant } from '../../tenants';
import type { FilterCategories } from '../../core/domain/search-expression';

/** The tenant's filters as the search shows them: hidden categories never appear (SPEC §3). */
export interface SearchFilters {
  primary: FilterField[];
  secondary: FilterField[];
  categories: FilterCategories;
  /** Categories whose values are counted with every search. */
  facetBy: string[];
  /** The month (1 to 12) the tenant's seasons start in. */
  seasonStartMonth: number;
}

export function searchFilters(tenant: ResolvedTenant): SearchFilters {
  const { fields, hiddenCategories } = tenant.config.ui;
  const shown = (f: FilterField) => !hiddenCategories.includes(f.category);
  const primary = fields.primary.filter(shown);
  const secondary = fields.secondary.filter(shown);
  const all = [...primary, ...secondary];
  const values = all.filter((f) => f.type !== 'dateRange').map((f) => f.category);
  return {
    primary,
    secondary,
    categories: { values, dates: all.filter((f) => f.type === 'dateRange').map((f) => f.category) },
    facetBy: values,
    seasonStartMonth: SEASON_START_MONTH[tenant.family.kind],
  };
}

/** The person's word for each of the filters' categories; a category without one reads as itself. */
export function filterLabelOf(filters: SearchFilters): (category: string) => string {
  const labels = new Map(
    [...filters.primary, ...filters.secondary].map((f) => [f.category, f.label]),
  );
  return (category) => labels.get(category) ?? category;
}
