import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Playlist, SearchHit, SearchSort } from '../../core/api/contract';
import {
  SEARCH_PAGE_SIZE,
  chosenFilters,
  replaceTerm,
  setDateRange,
  toggleFacetValue,
  type SearchState,
} from '../../core/domain/search-state';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../core/state/atoms';
import { useTenant } from '../common';
import { useNotify } from '../shell/Toasts';
import { Chips } from './Chips';
import { DateRangeGroup } from './DateRangeGroup';
import { FacetGroup } from './FacetGroup';
import { searchFilters } from './filters';
import { Pagination } from '../common/Pagination';
import { ResultsTable } from './ResultsTable';
import { SearchBox } from './SearchBox';
import { useSearchResults } from './useSearchResults';
import { useSearchState } from './useSearchState';
import { countOf } from '../../core/domain/counting';
import { lazyNamed } from '../common/lazyNamed';

// Views a person opens on purpose load when first opened.
const AssetTable = lazyNamed(() => import('./AssetTable'), 'AssetTable');
const SimilarPanel = lazyNamed(() => import('./SimilarPanel'), 'SimilarPanel');
const ContinuousResults = lazyNamed(() => import('./ContinuousResults'), 'ContinuousResults');
const AddToCollectionDialog = lazyNamed(
  () => import('../collections/AddToCollectionDialog'),
  'AddToCollectionDialog',
);

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 280px) 1fr',
    gap: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground1,
    // Its own surface: the element's text stays legible on any partner page.
    backgroundColor: tokens.colorNeutralBackground2,
  },
  single: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground1,
    // Its own surface: the element's text stays legible on any partner page.
    backgroundColor: tokens.colorNeutralBackground2,
  },
  filters: { display: 'grid', gap: tokens.spacingVerticalL, alignContent: 'start' },
  main: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start', minWidth: 0 },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
  },
  count: { margin: 0, marginRight: 'auto' },
  sort: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A native select, in the theme's colours: the platform's own list is the most usable.
  select: {
    font: 'inherit',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  message: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  more: { margin: 0 },
});

export interface SearchViewProps {
  /** The first expression, when the URL holds none. */
  query?: string;
  /** Keep the search in the page's URL (back/forward, shareable links). */
  syncUrl?: boolean;
  /** Results a page holds, 1 to 200. Default 30 (SPEC §9). */
  pageSize?: number;
  /** One list that loads more as it scrolls (up to 10,000), instead of pages. */
  continuous?: boolean;
  /** Leave the filters out (a compact search, e.g. on a home page). */
  hideFilters?: boolean;
  /** Leave out adding clips to collections (a search that only finds and plays). */
  hideAdd?: boolean;
  onClipSelect?: (hit: Partial<SearchHit>) => void;
  onSearchChange?: (state: SearchState) => void;
  /** Clips were added to a collection, new ('created') or existing ('saved'). */
  onCollectionChange?: (change: { action: 'created' | 'saved'; collection: Playlist }) => void;
}

/**
 * Search and explore (SPEC §3, §5): the expression with autocomplete, its terms as chips,
 * the tenant's filters with counts, the clip and asset tables, sort, pages and similar clips.
 */
export function SearchView(props: SearchViewProps) {
  const styles = useStyles();
  const { authenticated } = useAtomValue(sessionAtom);
  return authenticated ? (
    <SearchScreen {...props} />
  ) : (
    <p role="status" className={styles.message}>
      Sign in to search the clips.
    </p>
  );
}

function SearchScreen({
  query = '',
  syncUrl = false,
  pageSize = SEARCH_PAGE_SIZE,
  continuous = false,
  hideFilters = false,
  hideAdd = false,
  onClipSelect,
  onSearchChange,
  onCollectionChange,
}: SearchViewProps) {
  const styles = useStyles();
  const tenant = useTenant();
  const word = tenant.config.ui.verbiage.collection;
  const notify = useNotify();
  const filters = useMemo(() => searchFilters(tenant), [tenant]);
  const [state, setSearchState] = useSearchState({ initialQuery: query, syncUrl });
  // A continuous list always starts at the first page.
  const searched = useMemo(() => (continuous ? { ...state, page: 1 } : state), [continuous, state]);
  const results = useSearchResults(searched, filters, pageSize);
  // Each change sends its search at once, before the page renders it.
  const setState: typeof setSearchState = (next, how) => {
    const after = { ...state, ...next };
    if (!after.similarTo) results.prefetch(continuous ? { ...after, page: 1 } : after);
    setSearchState(next, how);
  };
  const chosen = useMemo(
    () => chosenFilters(state.query, filters.categories),
    [state.query, filters],
  );
  const sortId = useId();
  const labels = useMemo(
    () => new Map([...filters.primary, ...filters.secondary].map((f) => [f.category, f.label])),
    [filters],
  );
  const labelOf = (category: string) => labels.get(category) ?? category;
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // Tell the page about each search, but not about the first render.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else onSearchChange?.(state);
  }, [state, onSearchChange]);

  const search = (next: string) => setState({ query: next, page: 1, similarTo: null });
  const select = (hit: Partial<SearchHit>) => {
    setSelectedId(hit.id ?? null);
    onClipSelect?.(hit);
  };
  const similar = (hit: Partial<SearchHit>) => hit.id && setState({ similarTo: hit.id });
  const [adding, setAdding] = useState<Partial<SearchHit>[] | null>(null);
  const add = hideAdd ? undefined : (hit: Partial<SearchHit>) => setAdding([hit]);
  const added = ({ collection, created }: { collection: Playlist; created: boolean }) => {
    setAdding(null);
    notify(
      created
        ? `Added to the new ${word.toLowerCase()} “${collection.title}”.`
        : `Added to “${collection.title}”.`,
    );
    onCollectionChange?.({ action: created ? 'created' : 'saved', collection });
  };
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const requestForFacets = {
    query: results.request.query ?? '*',
    filters: results.request.filters ?? [],
  };

  const group = (field: (typeof filters.primary)[number]) => {
    const current = chosen.get(field.category);
    return field.type === 'dateRange' ? (
      <DateRangeGroup
        key={field.category}
        field={field}
        range={current?.kind === 'range' ? { from: current.from, to: current.to } : null}
        onChange={(range) =>
          search(setDateRange(state.query, filters.categories, field.category, range))
        }
      />
    ) : (
      <FacetGroup
        key={field.category}
        field={field}
        counted={data?.facets[field.category]}
        chosen={current?.kind === 'values' ? current.values : []}
        request={requestForFacets}
        onToggle={(value) =>
          search(toggleFacetValue(state.query, filters.categories, field.category, value))
        }
      />
    );
  };

  return (
    <div className={hideFilters ? styles.single : styles.root}>
      {!hideFilters && (
        <aside part="facets" className={styles.filters} aria-label="Filters">
          {filters.primary.map(group)}
          {filters.secondary.length > 0 && (
            <details>
              <summary>More filters</summary>
              <div className={styles.filters}>{filters.secondary.map(group)}</div>
            </details>
          )}
        </aside>
      )}
      <div className={styles.main}>
        <SearchBox
          query={state.query}
          problem={results.problem}
          onSearch={search}
          onChooseValue={(category, value, rest) =>
            search(toggleFacetValue(rest, filters.categories, category, value))
          }
          facetCategories={filters.categories.values}
          labelOf={labelOf}
        />
        <Chips
          query={state.query}
          categories={filters.categories}
          labelOf={labelOf}
          onChange={(term, text) => search(replaceTerm(state.query, term, text))}
        />
        {state.similarTo ? (
          <Suspense fallback={<p role="status">Finding similar clips…</p>}>
            <SimilarPanel
              clipId={state.similarTo}
              onClose={() => setState({ similarTo: null })}
              onSelect={select}
              onSimilar={similar}
              onAdd={add}
            />
          </Suspense>
        ) : (
          <div part="results" className={styles.main}>
            <div className={styles.toolbar}>
              <p className={styles.count} role="status" aria-live="polite">
                {data ? countOf(data.total, 'clip') : results.loading ? 'Searching…' : ''}
                {results.fetching && data ? ' · updating…' : ''}
              </p>
              <div role="group" aria-label="Show results as" className={styles.sort}>
                {(['clips', 'assets'] as const).map((view) => (
                  <Button
                    key={view}
                    size="small"
                    appearance={state.view === view ? 'primary' : 'secondary'}
                    aria-pressed={state.view === view}
                    onClick={() => setState({ view })}
                  >
                    {view === 'clips' ? 'Clips' : 'Assets'}
                  </Button>
                ))}
              </div>
              <span className={styles.sort}>
                <label htmlFor={sortId}>Sort</label>
                <select
                  id={sortId}
                  className={styles.select}
                  value={state.sort}
                  onChange={(e) => setState({ sort: e.target.value as SearchSort, page: 1 })}
                >
                  <option value="newest">Newest first</option>
                  <option value="oldest">Oldest first</option>
                </select>
              </span>
            </div>
            {results.error && !results.problem && (
              <div role="alert" className={styles.message}>
                <p className={styles.more}>
                  The search could not be done: {results.error.message} Check your connection, then
                  try again.
                </p>
                <Button onClick={results.retry}>Try again</Button>
              </div>
            )}
            {data && data.total === 0 && (
              <div role="status" className={styles.message}>
                <p className={styles.more}>
                  No clips match this search. Remove a term or a filter, or search for something
                  broader.
                </p>
                {state.query && <Button onClick={() => search('')}>Clear the search</Button>}
              </div>
            )}
            {data &&
              data.results.length > 0 &&
              (state.view === 'assets' ? (
                <Suspense fallback={<p role="status">Grouping by asset…</p>}>
                  <AssetTable
                    hits={data.results}
                    onSelect={select}
                    onAdd={hideAdd ? undefined : setAdding}
                  />
                </Suspense>
              ) : continuous ? (
                <Suspense fallback={<p role="status">Loading the list…</p>}>
                  <ContinuousResults
                    key={JSON.stringify(results.request)}
                    first={data}
                    request={results.request}
                    ready={!results.fetching}
                    selectedId={selectedId}
                    onSelect={select}
                    onSimilar={similar}
                    onAdd={add}
                  />
                </Suspense>
              ) : (
                <ResultsTable
                  hits={data.results}
                  selectedId={selectedId}
                  onSelect={select}
                  onSimilar={similar}
                  onAdd={add}
                  label="Clips found"
                />
              ))}
            {data && !continuous && (
              <Pagination page={state.page} pages={pages} onPage={(page) => setState({ page })} />
            )}
          </div>
        )}
      </div>
      {adding && (
        <Suspense fallback={null}>
          <AddToCollectionDialog hits={adding} onDone={added} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </div>
  );
}
