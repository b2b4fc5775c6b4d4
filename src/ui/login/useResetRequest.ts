import { isEmailAddress } from '../../core/domain/accounts';
import { useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { requestPasswordReset } from '../../core/sign-in';
import { errorInWords } from '../../core/api/error-words';

/** Asking for a password reset link: the same answer whether or not the account exists. */
export function useResetRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState(false);
  return {
    busy,
    error,
    /** The error is about the email typed (show it at the field). */
    fieldProblem,
    /** True once the request is sent; otherwise `error` says what to do. */
    async request(email: string): Promise<boolean> {
      const problem = !email.trim()
        ? 'Enter your email.'
        : !isEmailAddress(email)
          ? 'Enter an email address, like name@club.example.'
          : null;
      setFieldProblem(problem !== null);
      if (problem) {
        setError(problem);
        return false;
      }
      setBusy(true);
      setError(null);
      try {
        await requestPasswordReset(email);
        return true;
      } catch (e) {
        setError(
          e instanceof ApiError && e.status === 429
            ? errorInWords(e)
            : 'The request could not be sent. Try again.',
        );
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
