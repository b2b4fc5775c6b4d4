import type { ReactNode } from 'react';
import { AlertBanner, AppHeader } from '../src/ui/shell';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../src/core/state/atoms';
import { useTenant } from '../src/ui/common';
import { navigate, usePath, type Route } from './router';

/** A header link that moves within the app, marked when it is the current page. */
function NavLink({ to, children }: { to: Route; children: ReactNode }) {
  const current = usePath() === to;
  return (
    <a
      href={to}
      className="nav-link"
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The frame of every page: header, the tenant's notice once signed in, and the page.
 * On /login itself the header offers no login icon.
 */
export function Layout({
  children,
  signInLink = true,
}: {
  children: ReactNode;
  signInLink?: boolean;
}) {
  const signedIn = useAtomValue(sessionAtom).authenticated;
  const plural = useTenant().config.ui.verbiage.collections;
  return (
    <>
      <AppHeader
        {...(signInLink ? { onSignIn: () => navigate('/login') } : {})}
        onSwitchTenancy={() => navigate('/select-tenancy')}
        onSignedOut={() => navigate('/login', { replace: true })}
      >
        {signedIn && (
          <>
            <NavLink to="/">Home</NavLink>
            <NavLink to="/explore">Explore</NavLink>
            <NavLink to="/collections">{plural}</NavLink>
          </>
        )}
      </AppHeader>
      <AlertBanner />
      {children}
    </>
  );
}
