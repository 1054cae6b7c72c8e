import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { setApiNavigation } from '../shared/api/apiNavigation.ts';
import { APP_ROUTES, type AppRoute } from './appRoutes.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { AppLayout } from './shell/AppLayout.tsx';

// The error page is only needed once something failed: it stays out of the first page's bundle.
const RouteErrorPage = lazy(() =>
  import('../features/errors/pages/RouteErrorPage.tsx').then((module) => ({
    default: module.RouteErrorPage,
  })),
);

/**
 * The route tree over `routes`: each behind its guard, an unknown path going home; with none
 * configured, every path shows 'No routes' (spec §2).
 */
// Shown only by a build configured without routes: kept out of the first page too.
const NoRoutesPage = lazy(() =>
  import('./shell/NoRoutesPage.tsx').then((module) => ({ default: module.NoRoutesPage })),
);

export function appRouteTree(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: (
        <Suspense fallback={null}>
          <RouteErrorPage />
        </Suspense>
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
              ...routes.map((route) => ({
                path: route.path,
                handle: { route },
                element: <RouteGuard route={route} />,
              })),
              // Spec §2: an unknown path goes home.
              { path: '*', element: <Navigate to="/" replace /> },
            ],
    },
  ];
}

export function createAppRouter(routes: readonly AppRoute[] = APP_ROUTES) {
  const router = createBrowserRouter(appRouteTree(routes));
  setApiNavigation({
    navigate: (to) => void router.navigate(to, { replace: true }),
    reload: () => window.location.reload(),
  });
  return router;
}

/**
 * Starts loading the code of the page at `pathname` while the app still loads its dictionary, so
 * the page's chunk is there when the router first renders instead of being asked for then (a
 * round of requests less before a page opened by its address shows).
 */
export function preloadPage(pathname: string, routes: readonly AppRoute[] = APP_ROUTES): void {
  const [match] =
    matchRoutes(
      routes.map((route) => ({ path: route.path, route })),
      pathname,
    ) ?? [];
  match?.route.route.Page.preload().catch(() => undefined);
}
