import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { LIMITS } from '../../core/api/contract';
import { ApiError } from '../../core/api/errors';
import { savedSearchWrites, savedSearchesQuery } from '../../core/queries/saved-searches';
import { sessionAtom } from '../../core/state/atoms';
import { useServerQuery, useTenant } from '../common';

const NAME_MAX = LIMITS.savedSearchNameLength;

function usePerson() {
  const tenantId = useTenant().tenantId;
  const email = useAtomValue(sessionAtom).email ?? '';
  return { tenantId, email };
}

/** The signed-in person's saved searches, newest first. */
export function useSavedSearchList() {
  const { tenantId, email } = usePerson();
  return useServerQuery(useMemo(() => savedSearchesQuery(tenantId, email), [tenantId, email]));
}

/** Saving and deleting; each refreshes the person's list wherever it shows. */
export function useSavedSearchWrites() {
  const { tenantId, email } = usePerson();
  return useMemo(() => savedSearchWrites(tenantId, email), [tenantId, email]);
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
