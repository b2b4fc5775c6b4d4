import type { AppPage } from '../../../tenants';
import { CAPABILITIES, type UserRole } from './roles';

/** One route of the standalone app (SPEC §2), as the app and the server that serves it see it. */
export interface AppRouteSpec {
  path: string;
  /** What the route is called: header links and messages. */
  title: string;
  /** Open signed out; every other route asks for a sign-in first. */
  public: boolean;
  /** Its key in a tenant's `hiddenPages` and `disablePages` (SPEC §3). */
  page?: AppPage;
  /** Who may use it; any signed-in person when absent. */
  roles?: readonly UserRole[];
  /** Linked from the header, in this order. */
  nav?: boolean;
}

/**
 * The app's routes, in one table: the app's router is built from it, and the server serves
 * the app at each path. Routes join as their features arrive.
 */
export const APP_ROUTES = [
  { path: '/', title: 'Home', public: false, page: 'home', nav: true },
  { path: '/explore', title: 'Explore', public: false, page: 'explore', nav: true },
  {
    path: '/collections',
    title: 'Collections',
    public: false,
    page: 'collections',
    nav: true,
    roles: CAPABILITIES.collect.roles,
  },
  {
    path: '/collection',
    title: 'Collection',
    public: false,
    page: 'collection',
    roles: CAPABILITIES.collect.roles,
  },
  {
    path: '/exports',
    title: 'Exports',
    public: false,
    page: 'exports',
    nav: true,
    roles: CAPABILITIES.collect.roles,
  },
  { path: '/highlights', title: 'Highlights', public: false, page: 'highlights', nav: true },
  {
    path: '/library',
    title: 'Library',
    public: false,
    page: 'library',
    nav: true,
    roles: CAPABILITIES['manage-assets'].roles,
  },
  {
    path: '/settings/content',
    title: 'Content',
    public: false,
    page: 'settings',
    nav: true,
    roles: CAPABILITIES['edit-metadata'].roles,
  },
  {
    path: '/settings/users',
    title: 'Users',
    public: false,
    page: 'settings',
    nav: true,
    roles: CAPABILITIES['manage-users'].roles,
  },
  {
    path: '/publish/content',
    title: 'Publishing',
    public: false,
    page: 'publish',
    nav: true,
    roles: CAPABILITIES.publish.roles,
  },
  {
    path: '/publish/featured',
    title: 'Featured',
    public: false,
    page: 'publish',
    roles: CAPABILITIES.publish.roles,
  },
  {
    path: '/settings/carousels',
    title: 'Carousels',
    public: false,
    page: 'publish',
    roles: CAPABILITIES.publish.roles,
  },
  {
    path: '/settings/embed',
    title: 'Embed',
    public: false,
    page: 'publish',
    roles: CAPABILITIES.publish.roles,
  },
  { path: '/select-tenancy', title: 'Choose an organisation', public: false },
  { path: '/login', title: 'Sign in', public: true },
  { path: '/oauth/callback', title: 'Signing in', public: true },
  { path: '/reset-password', title: 'Reset your password', public: true },
  { path: '/reset-password-requested', title: 'Check your email', public: true },
  // A reviewer's page, by a review link's token after `#` (docs/review.md).
  { path: '/review', title: 'Review', public: true },
] as const satisfies readonly AppRouteSpec[];

export type AppPath = (typeof APP_ROUTES)[number]['path'];
