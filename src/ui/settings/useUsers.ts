import { useMemo } from 'react';
import type { User } from '../../core/api/contract';
import { pageQueryClient, queryKeys } from '../../core/cache';
import { adminApi } from '../../core/api/admin';
import { platform } from '../../core/platform';
import { useServerQuery, useTenant } from '../common';

/** The tenant's users (one page of 1000, SPEC §9) and its API keys, for the users page. */
export function useUsers() {
  const { tenantId } = useTenant();
  const users = useServerQuery(
    useMemo(
      () => ({
        queryKey: queryKeys.users(tenantId),
        queryFn: async () => (await platform().identity.users(tenantId)).content,
      }),
      [tenantId],
    ),
  );
  const tenant = useServerQuery(
    useMemo(
      () => ({
        queryKey: queryKeys.tenant(tenantId),
        queryFn: () => platform().identity.tenant(tenantId),
      }),
      [tenantId],
    ),
  );
  return { tenantId, users, tenant };
}

/** Puts a changed user into the cached list at once, then reads the list again. */
export async function usersChanged(tenantId: string, changed?: User): Promise<void> {
  const client = pageQueryClient();
  if (changed) {
    client.setQueryData<User[]>(queryKeys.users(tenantId), (list) =>
      list?.some((u) => u.id === changed.id)
        ? list.map((u) => (u.id === changed.id ? changed : u))
        : [...(list ?? []), changed],
    );
  }
  await client.invalidateQueries({ queryKey: queryKeys.users(tenantId) });
}

export async function keysChanged(tenantId: string): Promise<void> {
  await pageQueryClient().invalidateQueries({ queryKey: queryKeys.tenant(tenantId) });
}

/** The administration calls, on the page's API client. */
export const admin = () => adminApi(platform().client);
