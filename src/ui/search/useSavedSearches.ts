import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  LIMITS,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchList,
} from '../../core/api/contract';
import { ApiError } from '../../core/api/errors';
import { pageQueryClient, queryKeys } from '../../core/cache';
import { platform } from '../../core/platform';
import { sessionAtom } from '../../core/state/atoms';
import { useServerQuery, useTenant } from '../common';

const NAME_MAX = LIMITS.savedSearchNameLength;

function useKey() {
  const tenantId = useTenant().tenantId;
  const email = useAtomValue(sessionAtom).email ?? '';
  return useMemo(() => queryKeys.savedSearches(tenantId, email), [tenantId, email]);
}

/** The signed-in person's saved searches, newest first. */
export function useSavedSearchList() {
  const queryKey = useKey();
  const options = useMemo(
    () => ({
      queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) => platform().search.savedSearches(signal),
    }),
    [queryKey],
  );
  return useServerQuery<SavedSearchList, typeof queryKey>(options);
}

/** Saving and deleting; each refreshes the person's list wherever it shows. */
export function useSavedSearchWrites() {
  const queryKey = useKey();
  return useMemo(() => {
    const refresh = () => pageQueryClient().invalidateQueries({ queryKey });
    return {
      async save(body: SavedSearchCreate): Promise<SavedSearch> {
        const saved = await platform().search.saveSearch(body);
        await refresh();
        return saved;
      },
      async remove(id: string): Promise<void> {
        await platform().search.deleteSavedSearch(id);
        await refresh();
      },
    };
  }, [queryKey]);
}

/** Why a save was refused, when the person can put it right: the name, or too many kept. */
export function saveRefusal(error: unknown): 'name-taken' | 'too-many' | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.body.code === 'too_many' ? 'too-many' : 'name-taken';
}

/** A name to start from: the search's terms as they read, cut to fit. */
export function suggestedName(labels: readonly string[]): string {
  const joined = labels.join(', ') || 'All clips';
  return joined.length <= NAME_MAX ? joined : `${joined.slice(0, NAME_MAX - 1).trimEnd()}…`;
}
