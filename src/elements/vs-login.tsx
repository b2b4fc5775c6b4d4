import { platform } from '../core/platform';
import { LoginForm } from '../ui/login';
import { defineElement } from './define';
import { emit } from './events';

interface LoginAttributes {
  /** Heading text; "Sign in" by default. */
  heading?: string;
}

/**
 * `<vs-login>`: email and password sign-in for a partner page.
 * @attr heading - the form's heading
 * @fires vs-auth-change - `{ state: 'signed-in', email, tenantId }` once signed in
 */
function VsLogin({ heading, host }: LoginAttributes & { host: HTMLElement }) {
  return (
    <LoginForm
      {...(heading ? { heading } : {})}
      onSignedIn={(session) =>
        emit(host, 'vs-auth-change', {
          state: 'signed-in',
          email: session.email,
          tenantId: session.tenantId,
        })
      }
    />
  );
}

export const VsLoginElement = defineElement<LoginAttributes>('vs-login', VsLogin, ['heading']);
// Persisted sign-in comes back before anything renders elsewhere on the page.
void platform().restored;
