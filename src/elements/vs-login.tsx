import { useAtomValue } from 'jotai';
import { platform } from '../core/platform';
import { sessionAtom } from '../core/state/atoms';
import { LoginForm, ResetPasswordLink, SignedInPanel } from '../ui/login';
import { useNotify } from '../ui/shell';
import { defineElement } from './define';
import { emit } from './events';

interface LoginAttributes {
  heading?: string;
  hidePasswordReset?: boolean;
}

/**
 * `<vs-login>`: email and password sign-in for a partner page. Signed in (here or in any
 * other element of the page), it shows who is signed in and a Sign out button.
 * @element vs-login
 * @attr {string} heading - the form's heading; "Sign in" by default
 * @attr {boolean} hide-password-reset - hides "Forgot your password?" (the reset dialog)
 * @attr {string} tenant - a tenant key or id, if this element is the first to choose the page's tenant
 * @fires {CustomEvent<VsEventMap['vs-auth-change']>} vs-auth-change - `{ state: 'signed-in', email, tenantId }` once signed in; `{ state: 'signed-out' }` after signing out
 */
function VsLogin({ heading, hidePasswordReset, host }: LoginAttributes & { host: HTMLElement }) {
  const notify = useNotify();
  const { authenticated } = useAtomValue(sessionAtom);
  if (authenticated) {
    return (
      <SignedInPanel onSignedOut={() => emit(host, 'vs-auth-change', { state: 'signed-out' })} />
    );
  }
  return (
    <LoginForm
      {...(heading ? { heading } : {})}
      footer={
        hidePasswordReset ? null : <ResetPasswordLink onSent={(message) => notify(message)} />
      }
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

export const VsLoginElement = defineElement<LoginAttributes>('vs-login', VsLogin, {
  heading: 'string',
  hidePasswordReset: 'boolean',
});
// Persisted sign-in comes back before anything renders elsewhere on the page.
void platform().restored;
