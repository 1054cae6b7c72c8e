import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { setApiNavigation } from '../shared/api/apiNavigation.ts';
import { APP_ROUTES } from './appRoutes.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { AppLayout } from './shell/AppLayout.tsx';

// The error page is only needed once something failed: it stays out of the first page's bundle.
const RouteErrorPage = lazy(() =>
  import('../features/errors/pages/RouteErrorPage.tsx').then((module) => ({
    default: module.RouteErrorPage,
  })),
);

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: (
        <Suspense fallback={null}>
          <RouteErrorPage />
        </Suspense>
      ),
      children: [
        ...APP_ROUTES.map((route) => ({
          path: route.path,
          handle: { route },
          element: <RouteGuard route={route} />,
        })),
        // Spec §2: an unknown path goes home.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
  setApiNavigation({
    navigate: (to) => void router.navigate(to, { replace: true }),
    reload: () => window.location.reload(),
  });
  return router;
}
