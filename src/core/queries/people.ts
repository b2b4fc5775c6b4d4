import type { Tenancy } from '../api/contract';
import { platform } from '../platform';
import { tenanciesAtom } from '../state/atoms';
import { serverQuery } from './query';

/** Query keys of people (from general to specific: a write makes stale everything under a prefix). */
export const peopleKeys = {
  tenancies: (userId: string) => ['identity', 'tenancies', userId] as const,
  user: (tenantId: string, userId: string) => ['identity', 'user', tenantId, userId] as const,
  deploymentKey: (tenant: string) => ['identity', 'deployment', tenant] as const,
};

/** A person as the server knows them now (name, roles). */
export const userQuery = (tenantId: string, userId: string) =>
  serverQuery({
    queryKey: peopleKeys.user(tenantId, userId),
    queryFn: () => platform().identity.user(userId),
    enabled: !!tenantId && !!userId,
  });

/** A person's tenancies read again (one may have been added since sign-in), kept in the store. */
export const tenanciesQuery = (userId: string, enabled: boolean) =>
  serverQuery({
    queryKey: peopleKeys.tenancies(userId),
    queryFn: async (): Promise<Tenancy[]> => {
      const { identity, store } = platform();
      const fresh = await identity.tenancies(userId);
      store.set(tenanciesAtom, fresh);
      return fresh;
    },
    enabled,
  });

/** The tenant's public deployment key, for a visitor's calls; it does not change in a visit. */
export const deploymentKeyQuery = (tenantId: string, enabled: boolean) =>
  serverQuery({
    queryKey: peopleKeys.deploymentKey(tenantId),
    queryFn: ({ signal }) => platform().identity.deploymentKey(tenantId, signal),
    enabled,
    staleTime: Infinity,
  });
