import { useMemo } from 'react';
import { partnerSitesQuery, partnerSiteWrites } from '../../core/queries/partner-sites';
import { useServerQuery } from '../common';

/** The tenant's registered partner sites and their history, with the writes that change them. */
export function usePartnerSites(tenantId: string) {
  const list = useServerQuery(useMemo(() => partnerSitesQuery(tenantId), [tenantId]));
  const writes = useMemo(() => partnerSiteWrites(tenantId), [tenantId]);
  return { list, writes };
}
