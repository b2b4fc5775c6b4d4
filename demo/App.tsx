import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { platform } from '../src/core/platform';
import { sessionAtom, tenanciesAtom } from '../src/core/state/atoms';
import { CollectionPage } from './pages/CollectionPage';
import { CollectionsPage } from './pages/CollectionsPage';
import { ExplorePage } from './pages/ExplorePage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { OAuthCallbackPage } from './pages/OAuthCallbackPage';
import { ResetPasswordPage, ResetRequestedPage } from './pages/ResetPasswordPage';
import { SelectTenancyPage } from './pages/SelectTenancyPage';
import { navigate, usePath } from './router';
import { AppFluentRoot } from './theme';
import { ToastProvider, ViewportDialog } from '../src/ui/shell';

const PUBLIC = new Set([
  '/login',
  '/reset-password',
  '/reset-password-requested',
  '/oauth/callback',
]);
/** Where a person who has just signed in moves on from. */
const SIGN_IN_PAGES = new Set(['/login', '/oauth/callback']);

function Routes() {
  const path = usePath();
  const { authenticated } = useAtomValue(sessionAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  // Signed in on /login: a person of several tenancies chooses one first.
  const afterSignIn = tenancies.length > 1 ? '/select-tenancy' : '/';
  const target =
    !authenticated && !PUBLIC.has(path)
      ? '/login'
      : authenticated && SIGN_IN_PAGES.has(path)
        ? afterSignIn
        : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);
  if (target) return null;
  if (path === '/login') return <LoginPage />;
  if (path === '/select-tenancy') return <SelectTenancyPage />;
  if (path === '/oauth/callback') return <OAuthCallbackPage />;
  if (path === '/reset-password') return <ResetPasswordPage />;
  if (path === '/reset-password-requested') return <ResetRequestedPage />;
  if (path === '/') return <HomePage />;
  if (path === '/explore') return <ExplorePage />;
  if (path === '/collections') return <CollectionsPage />;
  if (path === '/collection') return <CollectionPage key={location.search} />;
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}

/** A crash clears what the browser kept and starts again (SPEC §2). */
class CrashRecovery extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch() {
    try {
      localStorage.clear();
    } finally {
      location.reload();
    }
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

/** The standalone app: renders once persisted state is back (at most 5 s). */
export function App() {
  const { store, restored } = platform();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void restored.then(() => setReady(true));
  }, [restored]);
  if (!ready) return null;
  return (
    <CrashRecovery>
      <StoreProvider store={store}>
        <AppFluentRoot>
          <ToastProvider>
            <Routes />
            <ViewportDialog />
          </ToastProvider>
        </AppFluentRoot>
      </StoreProvider>
    </CrashRecovery>
  );
}
