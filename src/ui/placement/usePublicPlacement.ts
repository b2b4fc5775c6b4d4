import { useMemo } from 'react';
import { placementsApi } from '../../core/api/placements';
import type { PublicPlacement } from '../../core/api/contract';
import { queryKeys } from '../../core/cache/keys';
import { platform } from '../../core/platform';
import { useServerQuery, useTenant } from '../common';
import { usePublicAccess } from '../common/VisitorGate';

/** How often a location is asked for again: with the server's 20 s cache, a change shows within a minute. */
export const PLACEMENT_REFRESH_MS = 30_000;

const api = () => placementsApi(platform().client);

/** What a visitor of `location` sees now, signed in or with the tenant's public deployment key. */
export function usePublicPlacement(location: string) {
  const tenantId = useTenant().tenantId;
  const access = usePublicAccess();
  const placement = useServerQuery<PublicPlacement, readonly unknown[]>(
    useMemo(
      () => ({
        queryKey: queryKeys.placements(tenantId, 'public', location),
        queryFn: ({ signal }: { signal: AbortSignal }) => api().publicPlacement(location, signal),
        enabled: access.ready,
        refetchInterval: PLACEMENT_REFRESH_MS,
      }),
      [tenantId, location, access.ready],
    ),
  );
  return { placement, keyError: access.error };
}
