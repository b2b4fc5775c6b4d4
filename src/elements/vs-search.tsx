import { useCallback } from 'react';
import { pageSizeOf } from '../core/domain/search-state';
import { SearchView } from '../ui/search';
import type { PropsOf } from './contract';
import { defineElement } from './define';
import { vsSearchContract } from './vs-search.contract';
import { emit } from './events';

type SearchAttributes = PropsOf<typeof vsSearchContract>;

/** `<vs-search>`: the feature behind the element; its contract is in vs-search.contract.ts. */
function VsSearch({
  query,
  syncUrl,
  pageSize,
  continuous,
  hideFilters,
  hideAdd,
  hidePreview,
  saveSearch,
  collectionLink,
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
  const onSearchSave = useCallback(
    (savedSearch: Parameters<NonNullable<Parameters<typeof SearchView>[0]['onSearchSave']>>[0]) =>
      emit(host, 'vs-search-save', { savedSearch }),
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
      hidePreview={!!hidePreview}
      saveSearch={!!saveSearch}
      {...(collectionLink ? { collectionLink } : {})}
      onSearchSave={onSearchSave}
      onClipSelect={onClipSelect}
      onSearchChange={onSearchChange}
      onCollectionChange={onCollectionChange}
    />
  );
}

export const VsSearchElement = defineElement(vsSearchContract, VsSearch);
