import type { CreateApiKeyRequest, CreateUserRequest, User } from '../api/contract';
import { adminApi } from '../api/admin';
import { pageQueryClient } from '../cache/query-client';
import { platform } from '../platform';
import { serverQuery, written } from './query';

/** Query keys of administration (from general to specific: a write makes stale everything under a prefix). */
export const administrationKeys = {
  users: (tenantId: string) => ['identity', 'users', tenantId] as const,
  keys: (tenantId: string) => ['identity', 'tenant', tenantId, 'keys'] as const,
};

/** The administration calls, made here so that only pages with them carry them. */
const admin = () => adminApi(platform().client);

/** The tenant's users (one page of 1000, SPEC §9). */
export const usersQuery = (tenantId: string) =>
  serverQuery({
    queryKey: administrationKeys.users(tenantId),
    queryFn: async () => (await platform().identity.users(tenantId)).content,
  });

/** The tenant's API keys, as administrators see them listed. */
export const apiKeysQuery = (tenantId: string) =>
  serverQuery({
    queryKey: administrationKeys.keys(tenantId),
    queryFn: () => admin().keys(tenantId),
  });

/** Puts a changed user into the cached list at once, then reads the list again. */
async function usersChanged(tenantId: string, changed?: User): Promise<void> {
  const client = pageQueryClient();
  if (changed) {
    client.setQueryData<User[]>(administrationKeys.users(tenantId), (list) =>
      list?.some((u) => u.id === changed.id)
        ? list.map((u) => (u.id === changed.id ? changed : u))
        : [...(list ?? []), changed],
    );
  }
  await client.invalidateQueries({ queryKey: administrationKeys.users(tenantId) });
}

/** An administrator's writes to the tenant's people and keys; each refreshes what it changed. */
export function peopleWrites(tenantId: string) {
  const keys = [administrationKeys.keys(tenantId)];
  const changed = async (work: Promise<User>) => {
    try {
      const user = await work;
      await usersChanged(tenantId, user);
      return user;
    } catch (error) {
      // What failed may have half changed (another admin's change in between): read again.
      await usersChanged(tenantId);
      throw error;
    }
  };
  return {
    invite: (user: CreateUserRequest) => changed(platform().identity.createUser(user)),
    setRole: (userId: string, role: User['userRole'][number]) =>
      changed(admin().updateUser(userId, { userRole: [role] })),
    setActive: (userId: string, active: boolean) =>
      changed(admin().updateUser(userId, { deactivated: !active })),
    remove: async (userId: string) => {
      await platform().identity.deleteUser(userId);
      await usersChanged(tenantId);
    },
    createKey: (key: CreateApiKeyRequest) => written(admin().createKey(tenantId, key), keys),
    revokeKey: (keyId: string) => written(admin().revokeKey(tenantId, keyId), keys),
  };
}
