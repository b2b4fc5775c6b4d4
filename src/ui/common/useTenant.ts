import { useAtomValue } from 'jotai';
import type { ResolvedTenant } from '../../tenants';
import { tenantAtom } from '../../core/state/tenant';

/** The tenant whose configuration applies now; re-renders after a tenancy switch. */
export function useTenant(): ResolvedTenant {
  return useAtomValue(tenantAtom);
}
