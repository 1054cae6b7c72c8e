import { REGISTRATION_FLOW_TAG } from '@adatlas/domain/auth';
import { canAccess, loginPathFor } from '@adatlas/domain/navigation';
import { REGISTRATION_ROUTES, RENEWAL_PAGES } from '@adatlas/domain/registration';
import { isAdminGroup } from '@adatlas/domain/scopes';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/useSession.ts';
import { lazyPage } from '../shared/utils/lazyPage.ts';
import { loadOnFirstInteraction } from '../shared/utils/loadOnFirstInteraction.ts';
import type { AppRoute } from './appRoutes.ts';
import { followAreaLanguage } from './initI18n.ts';
import { useDocumentMeta } from './useDocumentMeta.ts';

// Only users still in the registration flow need the gate (billing forms, plans, checkout): it
// loads on demand so everybody else's first page stays small.
const RegistrationFlowGate = lazy(() =>
  import('../features/registration-flow/components/RegistrationFlowGate.tsx').then((module) => ({
    default: module.RegistrationFlowGate,
  })),
);

// Where a signed-in visitor of /login or /register goes depends on the registration flow and its
// plan rules (zod schemas included): not in everybody's first page, but loaded as soon as the
// visitor starts filling the form, so that signing in moves on at once. Rendered while still
// loading, it suspended, and React held the redirect back until its empty fallback had been up
// 300 ms (lazyPage.ts). Loaded with the page instead, its evaluation counted in /login's blocking
// time (Lighthouse TBT 0.41–0.43 → 0.54–0.77 s).
const SignedInRedirect = lazyPage(
  () => import('../features/auth/components/SignedInRedirect.tsx'),
  'SignedInRedirect',
);

const SECURITY_PATH = '/profile/security';

export interface RouteGuardProps {
  route: AppRoute;
}

/** Applies the spec §2 rules of a route, then renders its page. */
export function RouteGuard({ route }: RouteGuardProps) {
  const location = useLocation();
  const { session, viewer } = useSession();
  useDocumentMeta(route.titleKey, route.noindex ?? false);
  useEffect(() => {
    void followAreaLanguage(location.pathname);
  }, [location.pathname]);
  useEffect(
    () => (route.guestOnly ? loadOnFirstInteraction(SignedInRedirect.preload) : undefined),
    [route.guestOnly],
  );

  if (route.guestOnly && session) {
    return (
      <Suspense fallback={null}>
        <SignedInRedirect />
      </Suspense>
    );
  }
  if (route.access === 'private' && !session) return <Navigate to={loginPathFor(location)} replace />;
  // An admin who must use two-factor sign-in and has not set it up yet: the server opens nothing
  // else to this session, so neither does the web.
  if (route.access === 'private' && session?.twoFactorSetupRequired && location.pathname !== SECURITY_PATH) {
    return <Navigate to={SECURITY_PATH} replace />;
  }
  // A self-registered user whose licence ran out: the server opens only the way to a paid plan to
  // this session, so every other page goes back to the plan choice.
  if (route.access === 'private' && session?.renewalRequired && !RENEWAL_PAGES.includes(location.pathname)) {
    return <Navigate to={REGISTRATION_ROUTES.confirmPlan} replace />;
  }
  if (route.adminOnly && !isAdminGroup(session?.user.group)) return <Navigate to="/forbidden" replace />;
  if (route.access === 'private' && route.scopes && !canAccess(viewer, route.scopes)) {
    return <Navigate to="/forbidden" replace />;
  }
  if (route.access === 'private' && route.flag && session?.flags[route.flag] === false) {
    return <Navigate to="/forbidden" replace />;
  }
  if (route.access === 'private' && session?.user.tags.includes(REGISTRATION_FLOW_TAG)) {
    return (
      <Suspense fallback={null}>
        <RegistrationFlowGate>
          <route.Page />
        </RegistrationFlowGate>
      </Suspense>
    );
  }
  return <route.Page />;
}
