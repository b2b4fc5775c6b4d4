import { atom } from 'jotai/vanilla';
import { resolveTenant, tenantById, type ResolvedTenant } from '../../tenants';
import { deploymentKeyAtom, sessionAtom, userAtom } from './atoms';
import type { KeyValueStorage } from './persistence';
import type { Store } from './store';

/** Where the chosen tenant's name is kept between visits; it wins over the host (SPEC §3). */
export const STORED_TENANT_KEY = 'vs-tenant';

/** The tenant whose configuration (theme, labels, filters...) the page shows now. */
export const tenantAtom = atom<ResolvedTenant>(resolveTenant({ host: 'localhost' }));

/**
 * The page's one tenant follows the session's: after a sign-in or a switch into a tenancy the
 * tenant map knows, that tenant's configuration applies at once (every element reads it), and
 * its name is kept for the next visit. An unknown id (a custom tenant the map lacks) leaves the
 * current configuration. A page that names its tenant (`named`, a partner's) shows it to
 * visitors: it comes back after sign-out, and is never replaced in storage. Returns the stop
 * function.
 */
export function followTenancy(
  store: Store,
  host: string,
  storage?: KeyValueStorage,
  named?: ResolvedTenant,
): () => void {
  const follow = () => {
    const tenantId = store.get(userAtom).tenantId;
    const current = store.get(tenantAtom);
    if (!tenantId) {
      if (named && current.tenantId !== named.tenantId) store.set(tenantAtom, named);
      return;
    }
    if (tenantId === current.tenantId || !tenantById(tenantId)) return;
    const next = resolveTenant({ explicit: tenantId, host });
    store.set(tenantAtom, next);
    if (!named) void storage?.setItem(STORED_TENANT_KEY, next.tenant.key);
  };
  follow();
  return store.sub(userAtom, follow);
}

/**
 * Whether a call built with `tenantId`'s configuration (its filters, say) may go out: signed
 * out, or the session is in that tenant. A session in a tenancy the tenant map lacks keeps the
 * page's configuration (followTenancy), so it counts as in.
 */
export function sessionIsIn(
  tenantId: string,
  session: { authenticated: boolean; tenantId: string | null | undefined },
): boolean {
  if (!session.authenticated) return true;
  return session.tenantId === tenantId || (!!session.tenantId && !tenantById(session.tenantId));
}

/**
 * Resolves once a call built for `tenantId` may go out: at once, or when the session comes into
 * that tenant (`sessionIsIn`), or, signed out, once the page shows that tenant and holds its
 * public key. Between a sign-in or a sign-out and the page following it, what the page last
 * showed is asked for again (the cache's reset) with the last caller's tenant; such a call
 * waits, and is dropped (`signal`) when the page moves on, rather than be sent and refused.
 * Rejects with the signal's reason.
 */
export function whenSessionIn(store: Store, tenantId: string, signal?: AbortSignal): Promise<void> {
  const isIn = () => {
    const { authenticated } = store.get(sessionAtom);
    if (!authenticated)
      return store.get(tenantAtom).tenantId === tenantId && !!store.get(deploymentKeyAtom);
    return sessionIsIn(tenantId, { authenticated, tenantId: store.get(userAtom).tenantId });
  };
  if (isIn()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!isIn()) return;
      stop();
      resolve();
    };
    const aborted = () => {
      stop();
      reject(signal!.reason);
    };
    const stops = [sessionAtom, userAtom, tenantAtom, deploymentKeyAtom].map((watched) =>
      store.sub(watched, check),
    );
    const stop = () => {
      stops.forEach((unsubscribe) => unsubscribe());
      signal?.removeEventListener('abort', aborted);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
