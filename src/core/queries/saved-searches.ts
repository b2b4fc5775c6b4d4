import type { SavedSearchCreate } from '../api/contract';
import { platform } from '../platform';
import { serverQuery, written } from './query';

export const savedSearchKeys = {
  /** A person's saved searches (not under `searches`: a new search never changes them). */
  savedSearches: (tenantId: string, email: string) => ['saved-searches', tenantId, email] as const,
};

/** The signed-in person's saved searches, newest first. */
export const savedSearchesQuery = (tenantId: string, email: string) =>
  serverQuery({
    queryKey: savedSearchKeys.savedSearches(tenantId, email),
    queryFn: ({ signal }) => platform().search.savedSearches(signal),
  });

/** Saving and deleting a saved search; each refreshes the person's list wherever it shows. */
export const savedSearchWrites = (tenantId: string, email: string) => {
  const stale = [savedSearchKeys.savedSearches(tenantId, email)];
  return {
    save: (body: SavedSearchCreate) => written(platform().search.saveSearch(body), stale),
    remove: (id: string) => written(platform().search.deleteSavedSearch(id), stale),
  };
};
