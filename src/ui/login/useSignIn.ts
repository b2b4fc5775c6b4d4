import { useState } from 'react';
import { ApiError, FetchError, TimeoutError } from '../../core/api/errors';
import type { SessionTokens } from '../../core/api/contract';
import { platform } from '../../core/platform';
import { authAtom, signedInAtom, tenanciesAtom, userAtom } from '../../core/state/atoms';
import { tenantAtom } from '../../core/state/tenant';
import { errorInWords } from '../../core/api/error-words';

export interface SignInState {
  busy: boolean;
  /** What to tell the person when signing in failed. */
  error: string | null;
  signIn(email: string, password: string): Promise<SessionTokens | null>;
}

/** Words for a person, from whatever went wrong. */
export function signInMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'The email or password is incorrect.';
    if (error.status === 403)
      return 'Your account has no access to any organisation. Ask your administrator.';
    if (error.status === 429) return errorInWords(error);
    if (error.status === 400) return 'Enter your email and password.';
    return 'Signing in is not possible right now. Try again in a minute.';
  }
  if (error instanceof TimeoutError || error instanceof FetchError) {
    return 'The service cannot be reached. Check your connection and try again.';
  }
  return 'Something went wrong. Try again.';
}

/**
 * Takes a new session into the store: tokens first (the tenancies call needs them), the
 * signed-in flag last, so that whoever watches it finds the tenancies already there.
 */
export async function completeSignIn(session: SessionTokens): Promise<void> {
  const { identity, store } = platform();
  store.set(authAtom, { accessToken: session.token, refreshToken: session.refreshToken });
  store.set(userAtom, { ...store.get(userAtom), userId: session.userId });
  store.set(tenanciesAtom, await identity.tenancies(session.userId));
  store.set(signedInAtom, session);
}

export function useSignIn(): SignInState {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    async signIn(email, password) {
      setBusy(true);
      setError(null);
      try {
        const tenant = platform().store.get(tenantAtom);
        // On the product's own host no tenant is chosen yet: the person's first tenancy.
        // One call: the page's tenant when the person is a member of it, else their own first
        // tenancy; never a refusal for a person of other tenancies (nor one in the console).
        const session = await platform().identity.signIn(
          email.trim(),
          password,
          tenant.source === 'default' ? null : tenant.tenantId,
        );
        await completeSignIn(session);
        return session;
      } catch (e) {
        setError(signInMessage(e));
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
}
