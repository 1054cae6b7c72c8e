import type { ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../shared/testing/renderStatic.tsx';
import { APP_ROUTES } from './appRoutes.ts';
import { appRouteTree } from './router.tsx';
import { NoRoutesPage } from './shell/NoRoutesPage.tsx';

/** What the router shows at `path`: the element of the deepest route matched. */
function shownAt(routes: Parameters<typeof appRouteTree>[0], path: string): ReactNode {
  const matches = matchRoutes(appRouteTree(routes), path);
  return matches?.at(-1)?.route.element;
}

describe('the route tree', () => {
  it.each([
    ['en', 'No routes'],
    ['it', 'Nessuna pagina disponibile'],
  ] as const)("says 'No routes' (%s) on every path when no route is configured", (language, text) => {
    for (const path of ['/', '/companies', '/no/such/page']) {
      const matches = matchRoutes(appRouteTree([]), path);
      expect(matches?.at(-1)?.route.path, path).toBe('*');
      // The page loads in its own chunk, behind Suspense: what it then shows is NoRoutesPage.
      const shown = shownAt([], path) as { props: { children: { type: unknown } } };
      expect(shown.props.children.type).toHaveProperty('$$typeof', Symbol.for('react.lazy'));
    }
    const { html } = renderStatic(<NoRoutesPage />, { language });
    expect(html).toContain(text);
    expect(html).toContain('data-testid="no-routes"');
  });

  it('serves the configured routes otherwise, an unknown path going home', () => {
    const companies = matchRoutes(appRouteTree(APP_ROUTES), '/companies');
    expect(companies?.at(-1)?.route.path).toBe('/companies');
    const unknown = matchRoutes(appRouteTree(APP_ROUTES), '/no/such/page');
    expect(unknown?.at(-1)?.route.path).toBe('*');
    expect((shownAt(APP_ROUTES, '/no/such/page') as { props: { to: string } }).props.to).toBe('/');
  });
});
