import { useMemo } from 'react';
import { apiKeysQuery, peopleWrites, usersQuery } from '../../core/queries/administration';
import { useServerQuery, useTenant } from '../common';

/** The tenant's users (one page of 1000, SPEC §9) and its API keys, for the users page. */
export function useUsers() {
  const { tenantId } = useTenant();
  const users = useServerQuery(useMemo(() => usersQuery(tenantId), [tenantId]));
  const keys = useServerQuery(useMemo(() => apiKeysQuery(tenantId), [tenantId]));
  return { tenantId, users, keys };
}

/** An administrator's writes to the tenant's people and keys; each refreshes what it changed. */
export function usePeopleWrites(tenantId: string) {
  return useMemo(() => peopleWrites(tenantId), [tenantId]);
}
