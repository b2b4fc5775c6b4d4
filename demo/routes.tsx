import {
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
  useLocation,
  useNavigate,
} from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, type ComponentType } from 'react';
import { APP_ROUTES, type AppPath, type AppRouteSpec } from '../src/core/api/contract';
import { routeAccess } from '../src/core/domain/route-access';
import { sessionAtom, tenanciesAtom, userAtom } from '../src/core/state/atoms';
import { useTenant } from '../src/ui/common';
import { lazyNamed } from '../src/ui/common/lazyNamed';
import { NotFoundPage, UnavailablePage } from './pages/UnavailablePage';

/**
 * Each route's page, loaded when first visited (with the elements it holds), so that the
 * first page a person sees carries only itself. The route's rules are in APP_ROUTES.
 */
const PAGES: Record<AppPath, ComponentType> = {
  '/': lazyNamed(() => import('./pages/HomePage'), 'HomePage'),
  '/explore': lazyNamed(() => import('./pages/ExplorePage'), 'ExplorePage'),
  '/collections': lazyNamed(() => import('./pages/CollectionsPage'), 'CollectionsPage'),
  '/collection': lazyNamed(() => import('./pages/CollectionPage'), 'CollectionPage'),
  '/select-tenancy': lazyNamed(() => import('./pages/SelectTenancyPage'), 'SelectTenancyPage'),
  '/login': lazyNamed(() => import('./pages/LoginPage'), 'LoginPage'),
  '/oauth/callback': lazyNamed(() => import('./pages/OAuthCallbackPage'), 'OAuthCallbackPage'),
  '/reset-password': lazyNamed(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage'),
  '/reset-password-requested': lazyNamed(
    () => import('./pages/ResetPasswordPage'),
    'ResetRequestedPage',
  ),
};

/** Where a person who has just signed in moves on from. */
const SIGN_IN_PAGES = new Set<string>(['/login', '/oauth/callback']);

/** /explore's search params (the search's state in the URL), typed; anything else is dropped. */
export interface ExploreSearch {
  q?: string;
  sort?: string;
  page?: string;
  view?: string;
  similar?: string;
}
const EXPLORE_PARAMS = ['q', 'sort', 'page', 'view', 'similar'] as const;

export function exploreSearch(raw: Record<string, unknown>): ExploreSearch {
  const search: ExploreSearch = {};
  for (const key of EXPLORE_PARAMS) {
    const value = raw[key];
    if (typeof value === 'string' && value !== '') search[key] = value;
  }
  return search;
}

/** Whether the route's page may show, or what shows instead (SPEC §3 hidden and disabled pages). */
function Guarded({ spec }: { spec: AppRouteSpec }) {
  const { authenticated } = useAtomValue(sessionAtom);
  const { userRole } = useAtomValue(userAtom);
  const tenant = useTenant();
  const access = routeAccess(spec, {
    authenticated,
    roles: userRole,
    hiddenPages: tenant.config.ui.hiddenPages,
    disablePages: tenant.config.ui.disablePages,
  });
  if (access === 'sign-in') return null; // the root sends the person to sign in
  if (access !== 'open') return <UnavailablePage route={spec} access={access} />;
  const Page = PAGES[spec.path as AppPath];
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** Sends a signed-out person to sign in, and a signed-in one on from the sign-in pages. */
function Root() {
  const path = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const { authenticated } = useAtomValue(sessionAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const spec = APP_ROUTES.find((r) => r.path === path);
  // Signed in on /login: a person of several tenancies chooses one first.
  const target =
    spec && !authenticated && !spec.public
      ? '/login'
      : authenticated && SIGN_IN_PAGES.has(path)
        ? tenancies.length > 1
          ? '/select-tenancy'
          : '/'
        : null;
  useEffect(() => {
    if (target) void navigate({ to: target, replace: true });
  }, [target, navigate]);
  return target ? null : <Outlet />;
}

const specOf = (path: AppPath): AppRouteSpec => APP_ROUTES.find((r) => r.path === path)!;

const rootRoute = createRootRoute({ component: Root, notFoundComponent: NotFoundPage });

const routeOf = <P extends AppPath>(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <Guarded spec={specOf(path)} />,
  });

const exploreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explore',
  validateSearch: exploreSearch,
  component: () => <Guarded spec={specOf('/explore')} />,
});

/** /collection's search params: which collection. */
export function collectionSearch(raw: Record<string, unknown>): { id?: string } {
  return typeof raw.id === 'string' && raw.id !== '' ? { id: raw.id } : {};
}

const collectionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/collection',
  validateSearch: collectionSearch,
  component: () => <Guarded spec={specOf('/collection')} />,
});

const routeTree = rootRoute.addChildren([
  exploreRoute,
  collectionRoute,
  // The rest of the table: routes with no search params of their own.
  ...APP_ROUTES.map((r) => r.path)
    .filter((path) => path !== '/explore' && path !== '/collection')
    .map((path) => routeOf(path)),
]);

/** Search params as the page has always written them (`?q=kohli&page=2`), never as JSON. */
function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const router = createRouter({
  routeTree,
  parseSearch: (text) => Object.fromEntries(new URLSearchParams(text)),
  stringifySearch,
  // The page itself scrolls and focuses; elements keep their own state.
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
