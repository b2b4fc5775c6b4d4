import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { FacetValue, SearchFilter } from '../../core/api/contract';
import type { RightsFilter } from '../../core/api/contract/rights';
import type { FilterTerm } from '../../core/domain/search-expression';
import { setDateRange, toggleFacetValue } from '../../core/domain/search-state';
import type { FilterField } from '../../tenants';
import { Suspense } from 'react';
import { lazyNamed } from '../common/lazyNamed';
import { FacetGroup } from './FacetGroup';
import type { SearchFilters } from './filters';

// Date filters (and their date maths) come with the first filters shown: a search without
// its filters (hide-filters, or a narrow one with its drawer shut) never loads them.
const DateRangeGroup = lazyNamed(() => import('./DateRangeGroup'), 'DateRangeGroup');
// Staff's filter on rights windows: never loaded for visitors.
const RightsFilterGroup = lazyNamed(() => import('./RightsFilterGroup'), 'RightsFilterGroup');

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalL, alignContent: 'start' },
});

/** The tenant's filters, primary first and the rest under "More filters", each changing the search. */
export function FilterGroups({
  filters,
  chosen,
  facets,
  request,
  query,
  onSearch,
  rights,
}: {
  filters: SearchFilters;
  /** What the search's expression chooses now, by category. */
  chosen: ReadonlyMap<string, FilterTerm>;
  /** The counts the last search gave. */
  facets: Record<string, FacetValue[]> | undefined;
  /** The search the counts are for (a facet that asks for more values asks with it). */
  request: { query: string; filters: SearchFilter[] };
  query: string;
  onSearch: (query: string) => void;
  /** Staff's filter on rights windows, and its change; absent for visitors. */
  rights?: { value: RightsFilter | null; onChange(value: RightsFilter | null): void };
}) {
  const styles = useStyles();
  const group = (field: FilterField) => {
    const current = chosen.get(field.category);
    return field.type === 'dateRange' ? (
      <Suspense key={field.category} fallback={null}>
        <DateRangeGroup
          field={field}
          range={
            current?.kind === 'range'
              ? { from: current.from, to: current.to }
              : current?.kind === 'relative'
                ? current.within
                : null
          }
          seasonStartMonth={filters.seasonStartMonth}
          onChange={(range) =>
            onSearch(setDateRange(query, filters.categories, field.category, range))
          }
        />
      </Suspense>
    ) : (
      <FacetGroup
        key={field.category}
        field={field}
        counted={facets?.[field.category]}
        chosen={current?.kind === 'values' ? current.values : []}
        request={request}
        onToggle={(value) =>
          onSearch(toggleFacetValue(query, filters.categories, field.category, value))
        }
      />
    );
  };
  return (
    <>
      {filters.primary.map(group)}
      {filters.secondary.length > 0 && (
        <details>
          <summary>More filters</summary>
          <div className={styles.group}>{filters.secondary.map(group)}</div>
        </details>
      )}
      {rights && (
        <Suspense fallback={null}>
          <RightsFilterGroup value={rights.value} onChange={rights.onChange} />
        </Suspense>
      )}
    </>
  );
}
