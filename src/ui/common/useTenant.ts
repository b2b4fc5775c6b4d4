import { useAtomValue } from 'jotai';
import type { ResolvedTenant } from '../../tenants';
import { sessionAtom, userAtom } from '../../core/state/atoms';
import { sessionIsIn, tenantAtom } from '../../core/state/tenant';

/** The tenant whose configuration applies now; re-renders after a tenancy switch. */
export function useTenant(): ResolvedTenant {
  return useAtomValue(tenantAtom);
}

/**
 * Whether a query built with the page tenant's configuration may go out: signed out, or the
 * session is in that tenant. Between a sign-in and the page following the new tenancy, a
 * search built for the last tenant (its filters) would be refused by the new one's.
 */
export function useSessionInPageTenant(): boolean {
  const tenantId = useAtomValue(tenantAtom).tenantId;
  const { authenticated } = useAtomValue(sessionAtom);
  return sessionIsIn(tenantId, { authenticated, tenantId: useAtomValue(userAtom).tenantId });
}
