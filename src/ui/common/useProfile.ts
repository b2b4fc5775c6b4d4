import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { User } from '../../core/api/contract';
import { tenanciesQuery, userQuery } from '../../core/queries/people';
import { userAtom } from '../../core/state/atoms';
import { useServerQuery } from './useServerQuery';

/**
 * The signed-in person as the server knows them now (name, roles), and their tenancies
 * refreshed (an administrator may have added one since sign-in): two calls side by side.
 */
export function useProfile(): { user: User | undefined; error: Error | null } {
  const { userId, tenantId } = useAtomValue(userAtom);
  const enabled = !!userId && !!tenantId;
  const user = useServerQuery(
    useMemo(() => userQuery(tenantId ?? '', userId ?? ''), [tenantId, userId]),
  );
  const tenancies = useServerQuery(
    useMemo(() => tenanciesQuery(userId ?? '', enabled), [userId, enabled]),
  );
  return { user: user.data, error: user.error ?? tenancies.error };
}
