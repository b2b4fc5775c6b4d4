import { adminApi } from '../api/admin';
import { pageQueryClient } from '../cache/query-client';
import { platform } from '../platform';
import { serverQuery } from './query';

const partnerSitesKey = (tenantId: string) => ['identity', 'sites', tenantId] as const;

const admin = () => adminApi(platform().client);

/** The partner sites the tenant registered, with the history of their changes. */
export const partnerSitesQuery = (tenantId: string) =>
  serverQuery({
    queryKey: partnerSitesKey(tenantId),
    queryFn: () => admin().partnerSites(tenantId),
  });

/**
 * Registering and removing sites; the list is read again after each, whether it worked or not
 * (a refusal may come of another administrator's change made meanwhile).
 */
export function partnerSiteWrites(tenantId: string) {
  const after = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      await pageQueryClient().invalidateQueries({ queryKey: partnerSitesKey(tenantId) });
    }
  };
  return {
    add: (origin: string) => after(admin().addPartnerSite(tenantId, origin)),
    remove: (siteId: string) => after(admin().removePartnerSite(tenantId, siteId)),
  };
}
