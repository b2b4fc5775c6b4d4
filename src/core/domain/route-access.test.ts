import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type AppRouteSpec } from '../api/contract';
import {
  hiddenPagesOf,
  disabledReason,
  forbiddenReason,
  returnPath,
  routeAccess,
  type RouteAccessContext,
} from './route-access';

const signedIn: RouteAccessContext = {
  authenticated: true,
  roles: ['EDITOR'],
  hiddenPages: [],
  disablePages: [],
};
const route = (path: string) => APP_ROUTES.find((r) => r.path === path)! as AppRouteSpec;

describe('which routes a person may use (SPEC §2, §3)', () => {
  it('opens public routes to anyone, and asks for a sign-in before the rest', () => {
    const signedOut = { ...signedIn, authenticated: false };
    expect(routeAccess(route('/login'), signedOut)).toBe('open');
    expect(routeAccess(route('/reset-password'), signedOut)).toBe('open');
    expect(routeAccess(route('/explore'), signedOut)).toBe('sign-in');
    expect(routeAccess(route('/explore'), signedIn)).toBe('open');
  });

  it('hides and disables what a test tenant’s configuration says, and nothing else', () => {
    const testTenant = { ...signedIn, hiddenPages: ['collections'], disablePages: ['explore'] };
    expect(routeAccess(route('/collections'), testTenant as RouteAccessContext)).toBe('hidden');
    expect(routeAccess(route('/explore'), testTenant as RouteAccessContext)).toBe('disabled');
    expect(routeAccess(route('/'), testTenant as RouteAccessContext)).toBe('open');
    // A public page is never hidden, whatever the tenant says.
    expect(routeAccess(route('/login'), testTenant as RouteAccessContext)).toBe('open');
    expect(disabledReason(route('/explore'), 'Cricket Test Lab')).toBe(
      'Explore is turned off for Cricket Test Lab.',
    );
  });

  it('keeps a route with roles to those roles', () => {
    const adminOnly: AppRouteSpec = {
      path: '/settings/users',
      title: 'Users',
      public: false,
      roles: ['ADMIN'],
    };
    expect(routeAccess(adminOnly, signedIn)).toBe('forbidden');
    expect(forbiddenReason(adminOnly, 'Cricket Test Lab')).toBe(
      'Users is for administrators of Cricket Test Lab. An administrator can change your role.',
    );
    const viewer = { ...signedIn, roles: ['VIEWER' as const] };
    expect(routeAccess(route('/collections'), viewer)).toBe('forbidden');
    expect(routeAccess(route('/explore'), viewer)).toBe('open');
    expect(forbiddenReason(route('/exports'), 'Cricket Test Lab')).toBe(
      'Exports is for editors and administrators of Cricket Test Lab. An administrator can change your role.',
    );
    expect(routeAccess(adminOnly, { ...signedIn, roles: ['EDITOR', 'ADMIN'] })).toBe('open');
  });

  it('lists each path once, every one starting with a slash', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith('/'))).toBe(true);
  });

  it('returns after sign-in only to a page of the app that needed it', () => {
    expect(returnPath('/collection?id=c-1')).toBe('/collection?id=c-1');
    expect(returnPath('/explore?q=kohli#top')).toBe('/explore?q=kohli#top');
    expect(returnPath('/')).toBe('/');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/login', '/nowhere', '', 3])
      expect(returnPath(bad), String(bad)).toBeNull();
  });
});

describe('pages a tenant hides', () => {
  it('hides publishing where the tenant does not publish, as if it were in hiddenPages', () => {
    expect(hiddenPagesOf({ hiddenPages: ['highlights'], publish: false })).toEqual([
      'highlights',
      'publish',
    ]);
    expect(hiddenPagesOf({ hiddenPages: ['highlights'], publish: true })).toEqual(['highlights']);
    expect(hiddenPagesOf({ hiddenPages: ['publish'], publish: false })).toEqual(['publish']);
    const publishing = APP_ROUTES.filter((r) => 'page' in r && r.page === 'publish');
    expect(publishing.map((r) => r.path)).toEqual([
      '/publish/content',
      '/publish/featured',
      '/settings/carousels',
      '/settings/embed',
    ]);
  });
});
