import { Link } from '@tanstack/react-router';
import type { AppRouteSpec } from '../../src/core/api/contract';
import {
  disabledReason,
  forbiddenReason,
  type RouteAccess,
} from '../../src/core/domain/route-access';
import { useAccount } from '../../src/ui/common';
import { Layout } from '../Layout';

/** A route this person cannot use here: hidden or turned off for the tenant, or not their role. */
export function UnavailablePage({
  route,
  access,
}: {
  route: AppRouteSpec;
  access: Exclude<RouteAccess, 'open' | 'sign-in'>;
}) {
  const organisation = useAccount().tenancy?.name ?? 'this organisation';
  const message =
    access === 'hidden'
      ? `${route.title} is not available for ${organisation}.`
      : access === 'disabled'
        ? disabledReason(route, organisation)
        : forbiddenReason(route, organisation);
  return (
    <Layout>
      <main className="page">
        <h1>{route.title} is not available</h1>
        <p>{message}</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </main>
    </Layout>
  );
}

/** An address the app does not have. */
export function NotFoundPage() {
  return (
    <Layout>
      <main className="page">
        <h1>Page not found</h1>
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </main>
    </Layout>
  );
}
