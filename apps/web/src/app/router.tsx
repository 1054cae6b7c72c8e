import { lazy, Suspense, useLayoutEffect, useMemo } from 'react';
import { Navigate, type RouteObject, useNavigate, useRoutes } from 'react-router';
import { setApiNavigation } from '../shared/api/apiNavigation.ts';
import { APP_ROUTES, type AppRoute } from './appRoutes.ts';
import { matchAppRoute } from './matchAppRoute.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { AppLayout } from './shell/AppLayout.tsx';

/**
 * The route tree over `routes`: each behind its guard, an unknown path going home; with none
 * configured, every path shows 'No routes' (spec §2).
 */
// Shown only by a build configured without routes: kept out of the first page.
const NoRoutesPage = lazy(() =>
  import('./shell/NoRoutesPage.tsx').then((module) => ({ default: module.NoRoutesPage })),
);

export function appRouteTree(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      // A page that fails to load or render shows the error page in place of the whole layout.
      element: (
        <RouteErrorBoundary>
          <AppLayout routes={routes} />
        </RouteErrorBoundary>
      ),
      children:
        routes.length === 0
          ? [
              {
                path: '*',
                element: (
                  <Suspense fallback={null}>
                    <NoRoutesPage />
                  </Suspense>
                ),
              },
            ]
          : [
              ...routes.map((route) => ({ path: route.path, element: <RouteGuard route={route} /> })),
              // Spec §2: an unknown path goes home.
              { path: '*', element: <Navigate to="/" replace /> },
            ],
    },
  ];
}

/**
 * The app's pages, inside a `<BrowserRouter>`. The declarative router, not the data router: the
 * app loads no data through routes, and `createBrowserRouter` took 33 KiB (gzip) of the first
 * page against 15 for this (#32).
 */
export function AppRoutes({ routes = APP_ROUTES }: { routes?: readonly AppRoute[] }) {
  const navigate = useNavigate();
  // A layout effect: installed before any request the first render's effects send can answer.
  useLayoutEffect(() => {
    setApiNavigation({
      navigate: (to) => void navigate(to, { replace: true }),
      reload: () => window.location.reload(),
    });
  }, [navigate]);
  const tree = useMemo(() => appRouteTree(routes), [routes]);
  return useRoutes(tree);
}

/**
 * Starts loading the code of the page at `pathname` while the app still loads its dictionary, so
 * the page's chunk is there when the router first renders instead of being asked for then (a
 * round of requests less before a page opened by its address shows). Resolves once it is there,
 * or failed to load (the page's own render then shows the failure).
 */
export async function preloadPage(pathname: string, routes: readonly AppRoute[] = APP_ROUTES): Promise<void> {
  await matchAppRoute(pathname, routes)
    ?.Page.preload()
    .catch(() => undefined);
}
