import type { ReactNode } from 'react';
import type { SessionTokens } from '../../core/api/contract';

export interface LoginFormProps {
  /** Called once signed in, with the new session. */
  onSignedIn?: (session: SessionTokens) => void;
  /** Heading above the form; "Sign in" by default. */
  heading?: string;
  /** Shown at the end of the form, e.g. the password reset link. Default none. */
  footer?: ReactNode;
  /** The caller's class name, applied last. */
  className?: string;
}
