import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { Tenancy, User } from '../../core/api/contract';
import { queryKeys } from '../../core/cache';
import { platform } from '../../core/platform';
import { tenanciesAtom, userAtom } from '../../core/state/atoms';
import { useServerQuery } from './useServerQuery';

/**
 * The signed-in person as the server knows them now (name, roles), and their tenancies
 * refreshed (an administrator may have added one since sign-in): two calls side by side.
 */
export function useProfile(): { user: User | undefined; error: Error | null } {
  const { userId, tenantId } = useAtomValue(userAtom);
  const enabled = !!userId && !!tenantId;
  const userQuery = useMemo(
    () => ({
      queryKey: queryKeys.user(tenantId ?? '', userId ?? ''),
      queryFn: () => platform().identity.user(userId!),
      enabled,
    }),
    [tenantId, userId, enabled],
  );
  const tenanciesQuery = useMemo(
    () => ({
      queryKey: queryKeys.tenancies(userId ?? ''),
      queryFn: async (): Promise<Tenancy[]> => {
        const { identity, store } = platform();
        const fresh = await identity.tenancies(userId!);
        store.set(tenanciesAtom, fresh);
        return fresh;
      },
      enabled,
    }),
    [userId, enabled],
  );
  const user = useServerQuery(userQuery);
  const tenancies = useServerQuery(tenanciesQuery);
  return { user: user.data, error: user.error ?? tenancies.error };
}
