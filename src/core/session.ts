import { platform } from './platform';
import { authAtom, resetAtom, signedInAtom } from './state/atoms';

/** Moves the session into another of the person's tenancies (new tokens for it). */
export async function switchTenancy(tenantId: string): Promise<void> {
  const { identity, store } = platform();
  store.set(signedInAtom, await identity.switchTenant(tenantId));
}

/** Signs out: the refresh token is revoked on the server; the session ends here whatever it answers. */
export async function signOut(): Promise<void> {
  const { identity, store } = platform();
  await identity.signOut(store.get(authAtom).refreshToken || undefined).catch(() => undefined);
  store.set(resetAtom);
}
