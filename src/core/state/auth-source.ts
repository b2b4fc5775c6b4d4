import type { AuthSource } from '../api/client';
import { authAtom, deploymentKeyAtom, resetAtom, userAtom } from './atoms';
import type { Store } from './store';

/**
 * The API client's view of the store's session. A failed refresh clears the state and then
 * calls `onSignedOut` (the app goes to its login path; an embedding page is told instead).
 */
export function storeAuthSource(store: Store, onSignedOut: (error: unknown) => void): AuthSource {
  return {
    accessToken: () => store.get(authAtom).accessToken || undefined,
    refreshToken: () => store.get(authAtom).refreshToken || undefined,
    // Signed out, a public area calls with the deployment key of its host's tenant.
    apiKey: () =>
      store.get(userAtom).apiKey ??
      (store.get(authAtom).accessToken ? undefined : store.get(deploymentKeyAtom)) ??
      undefined,
    userId: () => store.get(userAtom).userId ?? undefined,
    setTokens: (pair) =>
      store.set(authAtom, { accessToken: pair.token, refreshToken: pair.refreshToken }),
    onAuthFailure: (error) => {
      store.set(resetAtom);
      onSignedOut(error);
    },
  };
}
