import { APP_ROUTES, ROLE_WORDS, type AppRouteSpec, type UserRole } from '../api/contract';
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

/**
 * The pages a tenant hides (SPEC §3 `hiddenPages`); publishing's too when its configuration
 * does not publish (`publish: false`).
 */
export function hiddenPagesOf(ui: {
  hiddenPages: readonly AppPage[];
  publish: boolean;
}): readonly AppPage[] {
  return ui.publish || ui.hiddenPages.includes('publish')
    ? ui.hiddenPages
    : [...ui.hiddenPages, 'publish'];
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

/**
 * Where to go back to after signing in: a path of the app's own (with its query) that asks
 * for a sign-in, or null for anything else (another site, a sign-in page, nonsense).
 */
export function returnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = raw.split(/[?#]/)[0];
  const route = APP_ROUTES.find((r) => r.path === path);
  return route && !route.public ? raw : null;
}

/** The reason a disabled route gives, in words a person understands. */
export function disabledReason(route: AppRouteSpec, organisation: string): string {
  return `${route.title} is turned off for ${organisation}.`;
}

/** Why a person's role keeps them from a route: "Collections is for editors and administrators of …". */
export function forbiddenReason(route: AppRouteSpec, organisation: string): string {
  const names = (route.roles ?? []).map((role) => `${ROLE_WORDS[role].name.toLowerCase()}s`);
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${route.title} is for ${who ?? 'other people'} of ${organisation}. An administrator can change your role.`;
}
