import { atom } from 'jotai/vanilla';
import { resolveTenant, tenantById, type ResolvedTenant } from '../../tenants';
import { userAtom } from './atoms';
import type { KeyValueStorage } from './persistence';
import type { Store } from './store';

/** Where the chosen tenant's name is kept between visits; it wins over the host (SPEC §3). */
export const STORED_TENANT_KEY = 'vs-tenant';

/** The tenant whose configuration (theme, labels, filters...) the page shows now. */
export const tenantAtom = atom<ResolvedTenant>(resolveTenant({ host: 'localhost' }));

/**
 * After a sign-in or a switch into a tenancy the tenant map knows, that tenant's
 * configuration applies at once and its name is kept for the next visit. An unknown id
 * (a custom tenant the map lacks) leaves the current configuration. Returns the stop function.
 */
export function followTenancy(store: Store, host: string, storage?: KeyValueStorage): () => void {
  const follow = () => {
    const tenantId = store.get(userAtom).tenantId;
    const current = store.get(tenantAtom);
    if (!tenantId || tenantId === current.tenantId || !tenantById(tenantId)) return;
    const next = resolveTenant({ explicit: tenantId, host });
    store.set(tenantAtom, next);
    void storage?.setItem(STORED_TENANT_KEY, next.tenant.key);
  };
  follow();
  return store.sub(userAtom, follow);
}
