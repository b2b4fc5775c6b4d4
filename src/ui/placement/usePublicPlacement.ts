import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { placementsApi } from '../../core/api/placements';
import type { PublicPlacement } from '../../core/api/contract';
import { queryKeys } from '../../core/cache/keys';
import { platform } from '../../core/platform';
import { deploymentKeyAtom, sessionAtom } from '../../core/state/atoms';
import { useServerQuery, useTenant } from '../common';

/** How often a location is asked for again: with the server's 20 s cache, a change shows within a minute. */
export const PLACEMENT_REFRESH_MS = 30_000;

const api = () => placementsApi(platform().client);

/**
 * What a visitor of `location` sees now. Signed out, the page first gets its tenant's public
 * deployment key (SPEC §6), which every call of the page then carries, thumbnails and media
 * included.
 */
export function usePublicPlacement(location: string) {
  const tenantId = useTenant().tenantId;
  const { authenticated } = useAtomValue(sessionAtom);
  const key = useAtomValue(deploymentKeyAtom);
  const setKey = useSetAtom(deploymentKeyAtom);
  const deployment = useServerQuery(
    useMemo(
      () => ({
        queryKey: queryKeys.deploymentKey(tenantId),
        queryFn: ({ signal }: { signal: AbortSignal }) => api().deploymentKey(tenantId, signal),
        enabled: !authenticated,
        staleTime: Infinity,
      }),
      [tenantId, authenticated],
    ),
  );
  const found = deployment.data?.apiKey;
  useEffect(() => {
    if (found && key !== found) setKey(found);
  }, [found, key, setKey]);
  const ready = authenticated || (!!key && key === found);
  const placement = useServerQuery<PublicPlacement, readonly unknown[]>(
    useMemo(
      () => ({
        queryKey: queryKeys.placements(tenantId, 'public', location),
        queryFn: ({ signal }: { signal: AbortSignal }) => api().publicPlacement(location, signal),
        enabled: ready,
        refetchInterval: PLACEMENT_REFRESH_MS,
      }),
      [tenantId, location, ready],
    ),
  );
  return { placement, keyError: authenticated ? null : deployment.error };
}
