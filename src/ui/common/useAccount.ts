import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { platform } from '../../core/platform';
import {
  authAtom,
  resetAtom,
  sessionAtom,
  signedInAtom,
  tenanciesAtom,
  userAtom,
} from '../../core/state/atoms';

/** Moves the session into another of the person's tenancies (new tokens for it). */
export async function switchTenancy(tenantId: string): Promise<void> {
  const { identity, store } = platform();
  store.set(signedInAtom, await identity.switchTenant(tenantId));
}

/** Who is signed in, to which tenancy, and signing out. */
export function useAccount() {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const signOut = useCallback(async () => {
    const { identity, store } = platform();
    // Revoke the refresh token on the server; the session ends here whatever it answers.
    await identity.signOut(store.get(authAtom).refreshToken || undefined).catch(() => undefined);
    store.set(resetAtom);
  }, []);
  return {
    signedIn: session.authenticated,
    email: session.email,
    tenancy: tenancies.find((t) => t.id === user.tenantId) ?? null,
    tenancies,
    signOut,
  };
}
