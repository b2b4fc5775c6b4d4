import { useAtomValue } from 'jotai';
import { platform } from '../../src/core/platform';
import {
  authAtom,
  resetAtom,
  sessionAtom,
  tenanciesAtom,
  userAtom,
} from '../../src/core/state/atoms';
import { navigate } from '../router';
import { ThemeSwitch } from '../theme';

/** /: who is signed in, to which organisation; switch or sign out. */
export function HomePage() {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const tenancy = tenancies.find((t) => t.id === user.tenantId);

  async function signOut() {
    const { identity, store } = platform();
    // Revoke the refresh token on the server; the session ends here whatever it answers.
    await identity.signOut(store.get(authAtom).refreshToken || undefined).catch(() => undefined);
    store.set(resetAtom);
    navigate('/login', { replace: true });
  }

  return (
    <>
      <header className="header">
        <span className="brand">VidSearch</span>
        <span className="who">
          {session.email}
          {tenancy ? ` · ${tenancy.name}` : ''}
        </span>
        <ThemeSwitch />
        {tenancies.length > 1 && (
          <button type="button" onClick={() => navigate('/select-tenancy')}>
            Switch organisation
          </button>
        )}
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main className="page">
        <h1>Welcome{tenancy ? ` to ${tenancy.name}` : ''}</h1>
        <p>You are signed in as {session.email}.</p>
      </main>
    </>
  );
}
