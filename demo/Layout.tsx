import type { ReactNode } from 'react';
import { AlertBanner, AppHeader } from '../src/ui/shell';
import { navigate } from './router';

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
  return (
    <>
      <AppHeader
        {...(signInLink ? { onSignIn: () => navigate('/login') } : {})}
        onSwitchTenancy={() => navigate('/select-tenancy')}
        onSignedOut={() => navigate('/login', { replace: true })}
      />
      <AlertBanner />
      {children}
    </>
  );
}
