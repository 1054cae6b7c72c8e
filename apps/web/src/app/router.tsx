import { createBrowserRouter, Navigate } from 'react-router';
import { RouteErrorPage } from '../features/errors/pages/RouteErrorPage.tsx';
import { setApiNavigation } from '../shared/api/apiNavigation.ts';
import { APP_ROUTES } from './appRoutes.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { AppLayout } from './shell/AppLayout.tsx';

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
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
