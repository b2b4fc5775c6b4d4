import { useState } from 'react';
import { ApiError, FetchError, TimeoutError } from '../../core/api/errors';
import type { SessionTokens } from '../../core/api/contract';
import { signInWithPassword } from '../../core/sign-in';
import { errorInWords, isSiteNotRegistered } from '../../core/api/error-words';

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
    if (isSiteNotRegistered(error)) return errorInWords(error);
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

export { completeSignIn } from '../../core/sign-in';

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
        return await signInWithPassword(email, password);
      } catch (e) {
        setError(signInMessage(e));
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
}
