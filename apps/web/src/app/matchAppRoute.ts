import { matchRoutes } from 'react-router';
import type { AppRoute } from './appRoutes.ts';

/** The route of `routes` that `pathname` opens, if any. */
export function matchAppRoute(pathname: string, routes: readonly AppRoute[]): AppRoute | undefined {
  const [match] =
    matchRoutes(
      routes.map((route) => ({ path: route.path, route })),
      pathname,
    ) ?? [];
  return match?.route.route;
}
