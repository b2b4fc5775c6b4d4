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
import { hiddenPagesOf, returnPath, routeAccess } from '../src/core/domain/route-access';
import { isElementStateEntry } from '../src/core/embedding';
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
  '/exports': lazyNamed(() => import('./pages/ExportsPage'), 'ExportsPage'),
  '/highlights': lazyNamed(() => import('./pages/HighlightsPage'), 'HighlightsPage'),
  '/library': lazyNamed(() => import('./pages/LibraryPage'), 'LibraryPage'),
  '/settings/users': lazyNamed(() => import('./pages/UsersPage'), 'UsersPage'),
  '/settings/content': lazyNamed(() => import('./pages/ClipMetadataPage'), 'ClipMetadataPage'),
  '/publish/content': lazyNamed(() => import('./pages/PublishingPages'), 'PublishContentPage'),
  '/publish/featured': lazyNamed(() => import('./pages/PublishingPages'), 'PublishFeaturedPage'),
  '/settings/carousels': lazyNamed(() => import('./pages/PublishingPages'), 'CarouselsPage'),
  '/settings/embed': lazyNamed(() => import('./pages/EmbedPage'), 'EmbedPage'),
  '/select-tenancy': lazyNamed(() => import('./pages/SelectTenancyPage'), 'SelectTenancyPage'),
  '/login': lazyNamed(() => import('./pages/LoginPage'), 'LoginPage'),
  '/oauth/callback': lazyNamed(() => import('./pages/OAuthCallbackPage'), 'OAuthCallbackPage'),
  '/reset-password': lazyNamed(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage'),
  '/review': lazyNamed(() => import('./pages/ReviewPage'), 'ReviewPage'),
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
    hiddenPages: hiddenPagesOf(tenant.config.ui),
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

/** The search params of /login and /select-tenancy: where to go once signed in. */
export interface SignInSearch {
  next?: string;
  /** The first choice after signing in: there is no organisation to switch back to. */
  first?: string;
}

export function signInSearch(raw: Record<string, unknown>): SignInSearch {
  const next = returnPath(raw.next);
  return { ...(next ? { next } : {}), ...(raw.first === '1' ? { first: '1' } : {}) };
}

/** Goes to a path of the app with its query (`/collection?id=…`), through the router. */
export function goTo(navigate: ReturnType<typeof useNavigate>, path: string) {
  const [pathname = '/', query = ''] = path.split('?');
  return navigate({
    to: pathname as AppPath,
    search: Object.fromEntries(new URLSearchParams(query)) as never,
    replace: true,
  });
}

/**
 * Sends a signed-out person to sign in, keeping where they were going, and a signed-in one
 * on from the sign-in pages: to that place, after choosing an organisation if they have
 * several.
 */
function Root() {
  const { pathname: path, searchStr, search } = useLocation();
  const navigate = useNavigate();
  const { authenticated } = useAtomValue(sessionAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const spec = APP_ROUTES.find((r) => r.path === path);
  const next = returnPath((search as Record<string, unknown>).next);
  const signIn = spec && !authenticated && !spec.public;
  const onward = authenticated && SIGN_IN_PAGES.has(path);
  useEffect(() => {
    if (signIn) {
      const back = returnPath(`${path}${searchStr}`);
      void navigate({
        to: '/login',
        search: back && back !== '/' ? { next: back } : {},
        replace: true,
      });
    } else if (onward) {
      if (tenancies.length > 1)
        void navigate({
          to: '/select-tenancy',
          search: { first: '1', ...(next ? { next } : {}) },
          replace: true,
        });
      else void goTo(navigate, next ?? '/');
    }
  }, [signIn, onward, path, searchStr, next, tenancies.length, navigate]);
  return signIn || onward ? null : <Outlet />;
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

/** A route whose address names one thing by a search param (`/collection?id=…`). */
const oneThingRoute = <P extends AppPath, K extends string>(path: P, name: K) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (raw: Record<string, unknown>): Partial<Record<K, string>> => {
      const value = raw[name];
      return typeof value === 'string' && value !== ''
        ? ({ [name]: value } as Record<K, string>)
        : {};
    },
    component: () => <Guarded spec={specOf(path)} />,
  });

// Which collection; the highlight package under review, if one is.
const collectionRoute = oneThingRoute('/collection', 'id');
const highlightsRoute = oneThingRoute('/highlights', 'package');

const signInRoute = <P extends '/login' | '/select-tenancy'>(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: signInSearch,
    component: () => <Guarded spec={specOf(path)} />,
  });

// One route per row of the table, each named so that its path and search params are typed.
const routeTree = rootRoute.addChildren([
  routeOf('/'),
  exploreRoute,
  routeOf('/collections'),
  collectionRoute,
  routeOf('/exports'),
  highlightsRoute,
  routeOf('/library'),
  routeOf('/settings/users'),
  routeOf('/settings/content'),
  routeOf('/publish/content'),
  routeOf('/publish/featured'),
  routeOf('/settings/carousels'),
  routeOf('/settings/embed'),
  signInRoute('/select-tenancy'),
  signInRoute('/login'),
  routeOf('/oauth/callback'),
  routeOf('/reset-password'),
  routeOf('/reset-password-requested'),
  routeOf('/review'),
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
  // Going to another page starts at its top, and going back returns to where the person was;
  // an element's own history entries (a search's new terms) leave the scroll alone.
  scrollRestoration: ({ location }) => !isElementStateEntry(location.state),
});

// A row of the table the router does not serve is a mistake: say so at once.
for (const { path } of APP_ROUTES) {
  if (!(path in router.routesByPath)) throw new Error(`${path} is in APP_ROUTES but not routed`);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
