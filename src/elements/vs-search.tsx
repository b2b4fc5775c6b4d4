import { useCallback } from 'react';
import { pageSizeOf } from '../core/domain/search-state';
import { platform } from '../core/platform';
import { SearchView } from '../ui/search';
import { defineElement } from './define';
import { emit } from './events';

interface SearchAttributes {
  query?: string;
  syncUrl?: boolean;
  pageSize?: string;
  continuous?: boolean;
  hideFilters?: boolean;
  hideAdd?: boolean;
}

/**
 * `<vs-search>`: search the tenant's clips with its filters (SPEC §3, §5): an expression
 * with autocomplete, removable chips, facet counts, date ranges, clip and asset tables,
 * sort, pages and similar clips.
 * @element vs-search
 * @attr {string} query - the first search expression, e.g. `kohli bowler:"J Smith"`; the URL's wins when sync-url is on
 * @attr {string} page-size - results a page holds, 1 to 200 (30 by default); long pages scroll virtualised
 * @attr {boolean} continuous - one list that loads the next results as it scrolls, up to 10,000, instead of pages
 * @attr {boolean} hide-filters - leave the filters out: a compact search box and results
 * @attr {boolean} hide-add - leave out the tenant's "Add to …" action on each clip
 * @attr {boolean} sync-url - keep the search in the page's URL (q, sort, page, view, similar): back and forward work, links reproduce it
 * @attr {string} tenant - a tenant key or id, if this element is the first to choose the page's tenant
 * @fires {CustomEvent<VsEventMap['vs-clip-select']>} vs-clip-select - `{ clip }` when a clip is chosen
 * @fires {CustomEvent<VsEventMap['vs-collection-change']>} vs-collection-change - `{ action: 'created' | 'saved', collection }` after clips were added to a new or existing collection
 * @fires {CustomEvent<VsEventMap['vs-search-change']>} vs-search-change - `{ query, sort, page, view, similarTo }` after each change
 */
function VsSearch({
  query,
  syncUrl,
  pageSize,
  continuous,
  hideFilters,
  hideAdd,
  host,
}: SearchAttributes & { host: HTMLElement }) {
  const onClipSelect = useCallback(
    (clip: Parameters<NonNullable<Parameters<typeof SearchView>[0]['onClipSelect']>>[0]) =>
      emit(host, 'vs-clip-select', { clip }),
    [host],
  );
  const onSearchChange = useCallback(
    (state: Parameters<NonNullable<Parameters<typeof SearchView>[0]['onSearchChange']>>[0]) =>
      emit(host, 'vs-search-change', state),
    [host],
  );
  const onCollectionChange = useCallback(
    (change: Parameters<NonNullable<Parameters<typeof SearchView>[0]['onCollectionChange']>>[0]) =>
      emit(host, 'vs-collection-change', change),
    [host],
  );
  return (
    <SearchView
      {...(query ? { query } : {})}
      syncUrl={!!syncUrl}
      pageSize={pageSizeOf(pageSize)}
      continuous={!!continuous}
      hideFilters={!!hideFilters}
      hideAdd={!!hideAdd}
      onClipSelect={onClipSelect}
      onSearchChange={onSearchChange}
      onCollectionChange={onCollectionChange}
    />
  );
}

export const VsSearchElement = defineElement<SearchAttributes>('vs-search', VsSearch, {
  query: 'string',
  syncUrl: 'boolean',
  pageSize: 'string',
  continuous: 'boolean',
  hideFilters: 'boolean',
  hideAdd: 'boolean',
});
void platform().restored;
