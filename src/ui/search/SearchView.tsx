import { Button } from '@fluentui/react-components';
import { mergeClasses } from '@griffel/react';
import { useSearchViewStyles } from './SearchView.styles';
import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { NO_SELECTION, type ClipSelection } from '../../core/domain/selection';
import { useNarrowerThan } from '../common/useNarrowerThan';
import { useAddClips } from './useAddClips';
import { usePreview } from './usePreview';
import type { SearchHit } from '../../core/api/contract';
import type { SearchViewProps } from './SearchView.types';
import {
  SEARCH_PAGE_SIZE,
  assetTerm,
  chosenFilters,
  replaceTerm,
  toggleFacetValue,
} from '../../core/domain/search-state';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../core/state/atoms';
import { useCan, useTenant } from '../common';
import { useSessionInPageTenant } from '../common/useTenant';
import { Chips } from './Chips';
import { withSearchWords, type SearchWord } from '../../core/domain/search-expression';
import { FilterGroups } from './FilterGroups';
import { ResultsToolbar, resultsStatus } from './ResultsToolbar';
import { useSaveSearch } from './useSaveSearch';
import { filterLabelOf, searchFilters } from './filters';
import { Pagination } from '../common/Pagination';
import { ResultsTable } from './ResultsTable';
import type { ContinuousLoaded } from './ContinuousResults';
import { SearchBox } from './SearchBox';
import { useSearchResults } from './useSearchResults';
import { useSearchState } from './useSearchState';
import { lazyNamed } from '../common/lazyNamed';
import { VisitorGate } from '../common/VisitorGate';
import { errorInWords, isSiteNotRegistered } from '../../core/api/error-words';

// Views a person opens on purpose load when first opened.
const AssetTable = lazyNamed(() => import('./AssetTable'), 'AssetTable');
const SimilarPanel = lazyNamed(() => import('./SimilarPanel'), 'SimilarPanel');
const ContinuousResults = lazyNamed(() => import('./ContinuousResults'), 'ContinuousResults');
// The filters' drawer, for narrow containers only.
const FiltersDrawer = lazyNamed(() => import('./FiltersDrawer'), 'FiltersDrawer');
// Notes a search rarely needs: the tenant's words searched as terms, nothing found.
const SearchWordsNote = lazyNamed(() => import('./SearchWordsNote'), 'SearchWordsNote');
const NoClipsMatch = lazyNamed(() => import('./NoClipsMatch'), 'NoClipsMatch');
// What acts on chosen clips comes with the first clip chosen.
const SelectionBar = lazyNamed(() => import('./SelectionBar'), 'SelectionBar');
// The preview and its player (and the video engine) load with the first clip chosen.
const PreviewPane = lazyNamed(() => import('./PreviewPane'), 'PreviewPane');

/** Under this width of its own, the search puts its filters in a drawer. */
const DRAWER_BELOW = 700;

/**
 * Search and explore (SPEC §3, §5): the expression with autocomplete, its terms as chips,
 * the tenant's filters with counts, the clip and asset tables, sort, pages and similar clips.
 */
export function SearchView(props: SearchViewProps) {
  const { authenticated } = useAtomValue(sessionAtom);
  // A visitor searches what the tenant made public, with nothing that needs an account.
  const { chosenAction: _private, ...rest } = props;
  return (
    <VisitorGate what="search the clips">
      <SearchScreen {...(authenticated ? props : { ...rest, hideAdd: true, saveSearch: false })} />
    </VisitorGate>
  );
}

function SearchScreen({
  query = '',
  syncUrl = false,
  pageSize = SEARCH_PAGE_SIZE,
  continuous = false,
  hideFilters = false,
  hideAdd: hideAddAsked = false,
  hidePreview = false,
  chosenAction,
  saveSearch = false,
  onSearchSave,
  onClipSelect,
  onSearchChange,
  onCollectionChange,
  collectionLink,
}: SearchViewProps) {
  const styles = useSearchViewStyles();
  const tenant = useTenant();
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
  // While the search box holds a malformed search, the filters and chips are the last search's.
  const shownQuery = results.shownQuery;
  const chosen = useMemo(
    () => chosenFilters(shownQuery, filters.categories),
    [shownQuery, filters],
  );
  const labelOf = useMemo(() => filterLabelOf(filters), [filters]);
  const root = useRef<HTMLDivElement>(null);
  const narrow = useNarrowerThan(root, DRAWER_BELOW);
  const [selection, setSelection] = useState<ClipSelection>(NO_SELECTION);

  // Tell the page about each search, but not about the first render.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else onSearchChange?.(state);
  }, [state, onSearchChange]);

  // Results are drawn in a render React may slice and interrupt, not in the task their answer
  // arrived in: the page stays responsive while a page of rows and facets renders. Until they
  // are drawn, the search counts as still under way.
  const data = useDeferredValue(results.data);
  const fetching = results.fetching || data !== results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A continuous list's loaded results, as one page the preview steps through.
  const [listed, setListed] = useState<ContinuousLoaded | null>(null);
  const preview = usePreview({
    data: continuous
      ? data && listed
        ? { ...data, results: listed.hits, page: 1, pageSize: listed.hits.length }
        : undefined
      : data,
    onMore: continuous ? listed?.more : undefined,
    continuous,
    loadedAll: listed?.complete ?? false,
    settled: !fetching,
    pages,
    onPage: (page) => setState({ page }),
    onPreview: onClipSelect,
  });
  // The tenant's words a person typed (`six`), searched as what it means by them (`runs:6`).
  const [meant, setMeant] = useState<readonly SearchWord[]>([]);
  const search = (next: string) => {
    const { expression, replaced } = withSearchWords(next, tenant.config.ui.searchWords);
    setMeant(replaced);
    setState({ query: expression, page: 1, similarTo: null });
  };
  const select = (hit: Partial<SearchHit>) => {
    if (hidePreview) onClipSelect?.(hit);
    else preview.open(hit);
  };
  const similar = (hit: Partial<SearchHit>) => hit.id && setState({ similarTo: hit.id });
  const openAsset = (hit: Partial<SearchHit>) =>
    hit.assetId &&
    setState({
      query: assetTerm(hit.assetId),
      sort: 'oldest',
      page: 1,
      view: 'clips',
      similarTo: null,
    });
  // A viewer's role does not build collections: the action is not offered (docs/roles.md).
  const mayCollect = useCan('collect');
  // Staff (signed in to the page's tenant) see rights windows; visitors never do.
  const staff = useSessionInPageTenant();
  const mayManage = useCan('manage-assets');
  const hideAdd = hideAddAsked || !mayCollect;
  const adding = useAddClips({
    onAdded: (chosen) => chosen && setSelection(NO_SELECTION),
    onCollectionChange,
    collectionLink,
  });
  const saving = useSaveSearch({
    enabled: saveSearch,
    state,
    categories: filters.categories,
    labelOf,
    ...(onSearchSave ? { onSaved: onSearchSave } : {}),
  });
  const add = hideAdd ? undefined : (hit: Partial<SearchHit>) => adding.add([hit]);
  const chosenHits = () => [...selection.values()];
  const chooseAction = chosenAction
    ? () => void chosenAction.run(chosenHits()).then((done) => done && setSelection(NO_SELECTION))
    : hideAdd
      ? undefined
      : () => adding.add(chosenHits(), true);
  const filterGroups = (
    <FilterGroups
      filters={filters}
      chosen={chosen}
      facets={data?.facets}
      request={{ query: results.request.query ?? '*', filters: results.request.filters ?? [] }}
      query={shownQuery}
      onSearch={search}
      {...(staff
        ? {
            rights: {
              value: state.rights ?? null,
              onChange: (rights) => setState({ rights, page: 1 }),
            },
          }
        : {})}
    />
  );
  // What every list of results does with its rows.
  const rows = {
    selectedId: preview.hit?.id ?? null,
    onSelect: select,
    onSimilar: similar,
    onAdd: add,
    ...(hideAdd && !chosenAction ? {} : { chosen: selection, onChoose: setSelection }),
  };

  return (
    <div
      ref={root}
      className={mergeClasses(styles.root, (hideFilters || narrow) && styles.single)}
      onKeyDown={preview.onKeyDown}
    >
      {!hideFilters && !narrow && (
        <aside part="facets" className={styles.filters} aria-label="Filters">
          {filterGroups}
        </aside>
      )}
      <div className={styles.main}>
        <SearchBox
          query={state.query}
          problem={results.problem}
          resultsShown={!!data && data.total > 0}
          onSearch={search}
          onChooseValue={(category, value, rest) =>
            search(toggleFacetValue(rest, filters.categories, category, value))
          }
          facetCategories={filters.categories.values}
          labelOf={labelOf}
        />
        <Chips
          query={shownQuery}
          categories={filters.categories}
          labelOf={labelOf}
          onChange={(term, text) => search(replaceTerm(shownQuery, term, text))}
        />
        {meant.length > 0 && (
          <Suspense fallback={null}>
            <SearchWordsNote meant={meant} categories={filters.categories} labelOf={labelOf} />
          </Suspense>
        )}
        {selection.size > 0 && (
          <Suspense fallback={null}>
            <SelectionBar
              count={selection.size}
              onAdd={chooseAction}
              {...(chosenAction ? { label: chosenAction.label } : {})}
              onClear={() => setSelection(NO_SELECTION)}
              rights={
                staff && mayManage
                  ? { chosen: chosenHits, onSaved: () => setSelection(NO_SELECTION) }
                  : undefined
              }
            />
          </Suspense>
        )}
        <div className={styles.body}>
          <div className={mergeClasses(styles.main, !!preview.hit && styles.beside)}>
            {state.similarTo ? (
              <Suspense fallback={<p role="status">Finding similar clips…</p>}>
                <SimilarPanel
                  clipId={state.similarTo}
                  onClose={() => setState({ similarTo: null })}
                  {...rows}
                />
              </Suspense>
            ) : (
              <div part="results" className={styles.main}>
                <ResultsToolbar
                  state={state}
                  status={resultsStatus(data, fetching, tenant.config.ui.verbiage.item)}
                  actions={saving.button}
                  filters={
                    !hideFilters &&
                    narrow && (
                      <Suspense fallback={<Button disabled>Filters</Button>}>
                        <FiltersDrawer chosen={chosen.size + (state.rights ? 1 : 0)}>
                          {filterGroups}
                        </FiltersDrawer>
                      </Suspense>
                    )
                  }
                  onChange={setState}
                  fresh={results}
                />
                {results.error && !results.problem && (
                  <div role="alert" className={styles.message}>
                    <p className={styles.more}>
                      The search could not be done. {errorInWords(results.error)}
                    </p>
                    {!isSiteNotRegistered(results.error) && (
                      <Button onClick={results.retry}>Try again</Button>
                    )}
                  </div>
                )}
                {data && data.total === 0 && (
                  <Suspense fallback={null}>
                    <NoClipsMatch
                      classes={styles}
                      chosen={chosen}
                      labelOf={labelOf}
                      {...(state.query ? { onClear: () => search('') } : {})}
                    />
                  </Suspense>
                )}
                {data &&
                  data.results.length > 0 &&
                  (state.view === 'assets' ? (
                    <Suspense fallback={<p role="status">Grouping by asset…</p>}>
                      <AssetTable
                        hits={data.results}
                        request={results.request}
                        onSelect={select}
                        onAdd={hideAdd ? undefined : (hits) => adding.add(hits)}
                      />
                    </Suspense>
                  ) : continuous ? (
                    <Suspense fallback={<p role="status">Loading the list…</p>}>
                      <ContinuousResults
                        key={JSON.stringify(results.request)}
                        first={data}
                        request={results.request}
                        ready={!fetching}
                        onLoaded={setListed}
                        {...rows}
                      />
                    </Suspense>
                  ) : (
                    <ResultsTable hits={data.results} label="Clips found" {...rows} />
                  ))}
                {data && !continuous && (
                  <Pagination
                    page={state.page}
                    pages={pages}
                    onPage={(page) => setState({ page })}
                  />
                )}
              </div>
            )}
            {preview.hit && (
              <div className={styles.preview}>
                <Suspense fallback={<p role="status">Opening the preview…</p>}>
                  <PreviewPane
                    hit={preview.hit}
                    position={preview.position}
                    onPrevious={preview.previous}
                    onNext={preview.next}
                    onClose={preview.close}
                    onSimilar={similar}
                    onAdd={add}
                    onOpenAsset={openAsset}
                  />
                </Suspense>
              </div>
            )}
          </div>
        </div>
      </div>
      {adding.dialog}
      {saving.dialog}
    </div>
  );
}
