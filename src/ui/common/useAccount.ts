import { useAtomValue } from 'jotai';
import { signOut } from '../../core/session';
import { sessionAtom, tenanciesAtom, userAtom } from '../../core/state/atoms';

export { switchTenancy } from '../../core/session';

/** Who is signed in, to which tenancy, and signing out. */
export function useAccount() {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  return {
    signedIn: session.authenticated,
    email: session.email,
    tenancy: tenancies.find((t) => t.id === user.tenantId) ?? null,
    tenancies,
    signOut,
  };
}
