import { useMemo } from 'react';
import { publicPlacementQuery } from '../../core/queries/publishing';
import { useServerQuery, useTenant } from '../common';
import { usePublicAccess } from '../common/VisitorGate';

export { PLACEMENT_REFRESH_MS } from '../../core/queries/publishing';

/** What a visitor of `location` sees now, signed in or with the tenant's public deployment key. */
export function usePublicPlacement(location: string) {
  const tenantId = useTenant().tenantId;
  const access = usePublicAccess();
  const placement = useServerQuery(
    useMemo(
      () => publicPlacementQuery(tenantId, location, access.ready),
      [tenantId, location, access.ready],
    ),
  );
  return { placement, keyError: access.error };
}
