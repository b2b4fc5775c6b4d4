import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { APP_ROUTES, type AppRouteSpec } from '../src/core/api/contract';
import { disabledReason, hiddenPagesOf, routeAccess } from '../src/core/domain/route-access';
import { sessionAtom, userAtom } from '../src/core/state/atoms';
import { useAccount, useTenant } from '../src/ui/common';
import { AlertBanner, AppHeader } from '../src/ui/shell';

/**
 * A header link from the route table: hidden where the tenant hides the page, shown
 * disabled with the reason where it turns it off.
 */
function NavLink({ route, label }: { route: AppRouteSpec; label: string }) {
  const reasonId = useId();
  const tenant = useTenant();
  const organisation = useAccount().tenancy?.name ?? 'this organisation';
  const access = routeAccess(route, {
    authenticated: true,
    roles: useAtomValue(userAtom).userRole,
    hiddenPages: hiddenPagesOf(tenant.config.ui),
    disablePages: tenant.config.ui.disablePages,
  });
  if (access === 'hidden' || access === 'forbidden') return null;
  if (access === 'disabled') {
    const reason = disabledReason(route, organisation);
    return (
      <span className="nav-link-disabled">
        <a role="link" aria-disabled="true" aria-describedby={reasonId} tabIndex={0} title={reason}>
          {label}
        </a>
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      </span>
    );
  }
  return (
    <Link
      to={route.path}
      className="nav-link"
      activeOptions={{ exact: true, includeSearch: false }}
    >
      {label}
    </Link>
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
  const navigate = useNavigate();
  const signedIn = useAtomValue(sessionAtom).authenticated;
  const verbiage = useTenant().config.ui.verbiage;
  // The tenant's own word where a route is called by it.
  const labelOf = (route: AppRouteSpec) =>
    route.path === '/collections'
      ? verbiage.collections
      : route.path === '/library'
        ? (verbiage.library ?? route.title)
        : route.title;
  return (
    <>
      <AppHeader
        {...(signInLink ? { onSignIn: () => void navigate({ to: '/login' }) } : {})}
        onSwitchTenancy={() => void navigate({ to: '/select-tenancy' })}
        onSignedOut={() => void navigate({ to: '/login', replace: true })}
      >
        {signedIn &&
          APP_ROUTES.filter((r: AppRouteSpec) => r.nav).map((route) => (
            <NavLink key={route.path} route={route} label={labelOf(route)} />
          ))}
      </AppHeader>
      <AlertBanner />
      {children}
    </>
  );
}
