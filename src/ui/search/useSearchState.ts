import { useCallback, useEffect, useRef, useState } from 'react';
import {
  defaultSearchState,
  searchStateFromParams,
  searchStateToParams,
  type SearchState,
} from '../../core/domain/search-state';
import { ELEMENT_STATE_ENTRY } from '../../core/embedding';
import { useTenant } from '../common';

export interface SearchStateOptions {
  /** The query the page gives (an attribute): the first, when the URL has none; a new one is searched. */
  initialQuery?: string;
  /** Keep the search in the page's URL: back and forward work, a copied link reproduces it. */
  syncUrl?: boolean;
}

export type SetSearchState = (next: Partial<SearchState>, how?: { replace?: boolean }) => void;

const here = () => `${location.pathname}${location.search}${location.hash}`;

/**
 * The whole search (expression, sort, page, view) in one state, mirrored to the URL when
 * asked: each new search is a history entry, and going back restores the one before.
 */
export function useSearchState({ initialQuery = '', syncUrl = false }: SearchStateOptions) {
  const sort = useTenant().config.ui.v4SortOption;
  // Fixed for the element's life: the defaults the URL leaves out.
  const [defaults] = useState(() => ({ ...defaultSearchState(sort), query: initialQuery }));
  const read = useCallback(
    () =>
      syncUrl ? searchStateFromParams(new URLSearchParams(location.search), defaults) : defaults,
    [syncUrl, defaults],
  );
  const [state, setLocal] = useState<SearchState>(read);

  useEffect(() => {
    if (!syncUrl) return;
    const onPop = () => setLocal(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [syncUrl, read]);

  const setState = useCallback<SetSearchState>(
    (patch, { replace = false } = {}) => {
      setLocal((current) => {
        const next = { ...current, ...patch };
        if (syncUrl) {
          const params = searchStateToParams(next, defaults).toString();
          const url = `${location.pathname}${params ? `?${params}` : ''}${location.hash}`;
          const entry = { ...(history.state as object | null), [ELEMENT_STATE_ENTRY]: true };
          if (replace) history.replaceState(entry, '', url);
          else if (url !== here()) history.pushState(entry, '', url);
        }
        return next;
      });
    },
    [syncUrl, defaults],
  );

  // The page may give a new expression later (a property or an attribute): search for it.
  const given = useRef(initialQuery);
  useEffect(() => {
    if (given.current === initialQuery) return;
    given.current = initialQuery;
    setState({ query: initialQuery, page: 1, similarTo: null });
  }, [initialQuery, setState]);
  return [state, setState] as const;
}
