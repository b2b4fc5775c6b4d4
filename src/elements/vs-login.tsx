import { useAtomValue } from 'jotai';
import { sessionAtom } from '../core/state/atoms';
import { LoginForm, ResetPasswordLink, SignedInPanel } from '../ui/login';
import { useNotify } from '../ui/shell';
import type { PropsOf } from './contract';
import { defineElement } from './define';
import { vsLoginContract } from './vs-login.contract';
import { emit } from './events';

type LoginAttributes = PropsOf<typeof vsLoginContract>;

/** `<vs-login>`: the feature behind the element; its contract is in vs-login.contract.ts. */
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

export const VsLoginElement = defineElement(vsLoginContract, VsLogin);
// Persisted sign-in comes back before anything renders elsewhere on the page.
