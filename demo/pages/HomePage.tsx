import '../../src/elements/vs-search';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { defaultSearchState, searchStateToParams } from '../../src/core/domain/search-state';
import { useAccount, useProfile, useTenant } from '../../src/ui/common';
import { Layout } from '../Layout';
import { exploreSearch } from '../routes';
import { errorInWords } from '../../src/core/api/error-words';
import type { SavedSearch } from '../../src/core/api/contract';
import { SavedSearches } from '../../src/ui/search/SavedSearches';

/**
 * /: a greeting and the newest clips, searchable in place; a search started here goes on at
 * /explore with the tenant's filters, its state in the URL.
 */
export function HomePage() {
  const { email, tenancy } = useAccount();
  const { user, error } = useProfile();
  const sort = useTenant().config.ui.v4SortOption;
  const search = useRef<HTMLElementTagNameMap['vs-search']>(null);
  const navigate = useNavigate();
  const exploreParams = (saved: SavedSearch) =>
    searchStateToParams(
      { query: saved.query, sort: saved.sort, view: saved.view, page: 1, similarTo: null },
      defaultSearchState(sort),
    );
  useEffect(() => {
    const element = search.current;
    if (!element) return;
    const onChange = (e: Event) => {
      const params = searchStateToParams((e as CustomEvent).detail, defaultSearchState(sort));
      void navigate({ to: '/explore', search: exploreSearch(Object.fromEntries(params)) });
    };
    element.addEventListener('vs-search-change', onChange);
    return () => element.removeEventListener('vs-search-change', onChange);
  }, [sort, navigate]);
  return (
    <Layout>
      <main className="page">
        <h1>Welcome{tenancy ? ` to ${tenancy.name}` : ''}</h1>
        <p>
          {user ? `Hello ${user.firstName}. ` : ''}You are signed in as {email}.
        </p>
        {error && <p role="alert">Your profile could not be loaded. {errorInWords(error)}</p>}
        <section aria-labelledby="saved-heading" className="home-saved">
          <h2 id="saved-heading">Your saved searches</h2>
          <SavedSearches
            hrefOf={(saved) => `/explore?${exploreParams(saved).toString()}`}
            onOpen={(saved) =>
              void navigate({
                to: '/explore',
                search: exploreSearch(Object.fromEntries(exploreParams(saved))),
              })
            }
          />
        </section>
        <section aria-labelledby="latest-heading" className="home-latest">
          <h2 id="latest-heading">Latest clips</h2>
          <vs-search ref={search} hide-filters page-size="10" />
        </section>
      </main>
    </Layout>
  );
}
