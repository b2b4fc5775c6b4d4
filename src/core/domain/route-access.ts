import type { AppRouteSpec, UserRole } from '../api/contract';
import type { AppPage } from '../../tenants';

/** What a person may do with a route of the app. */
export type RouteAccess =
  /** Show it. */
  | 'open'
  /** Sign in first. */
  | 'sign-in'
  /** Not part of this tenant's product: no link, and a direct visit says so. */
  | 'hidden'
  /** Shown, but turned off for this tenant: its link is disabled, with the reason. */
  | 'disabled'
  /** The person's roles do not allow it. */
  | 'forbidden';

export interface RouteAccessContext {
  authenticated: boolean;
  roles: readonly UserRole[];
  hiddenPages: readonly AppPage[];
  disablePages: readonly AppPage[];
}

/** SPEC §3 `hiddenPages` and `disablePages`, sign-in, and roles, for one route. */
export function routeAccess(route: AppRouteSpec, context: RouteAccessContext): RouteAccess {
  if (route.public) return 'open';
  if (!context.authenticated) return 'sign-in';
  if (route.page && context.hiddenPages.includes(route.page)) return 'hidden';
  if (route.page && context.disablePages.includes(route.page)) return 'disabled';
  if (route.roles && !route.roles.some((role) => context.roles.includes(role))) return 'forbidden';
  return 'open';
}

/** The reason a disabled route gives, in words a person understands. */
export function disabledReason(route: AppRouteSpec, organisation: string): string {
  return `${route.title} is turned off for ${organisation}.`;
}
