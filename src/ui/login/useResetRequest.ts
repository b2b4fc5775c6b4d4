import { useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { platform } from '../../core/platform';

/** Asking for a password reset link: the same answer whether or not the account exists. */
export function useResetRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missingEmail, setMissingEmail] = useState(false);
  return {
    busy,
    error,
    /** The error is that no email was given (show it at the field). */
    missingEmail,
    /** True once the request is sent; otherwise `error` says what to do. */
    async request(email: string): Promise<boolean> {
      setMissingEmail(!email.trim());
      if (!email.trim()) {
        setError('Enter your email.');
        return false;
      }
      setBusy(true);
      setError(null);
      try {
        await platform().identity.resetPassword(email.trim());
        return true;
      } catch (e) {
        setError(
          e instanceof ApiError && e.status === 429
            ? e.message
            : 'The request could not be sent. Try again.',
        );
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
