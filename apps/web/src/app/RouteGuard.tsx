import { canAccess, loginPathFor, REDIRECT_URI_PARAM } from '@adatlas/domain/navigation';
import { isAdminGroup } from '@adatlas/domain/scopes';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { nextPathAfterLogin } from '../features/auth/utils/nextPathAfterLogin.ts';
import { RegistrationFlowGate } from '../features/registration-flow/components/RegistrationFlowGate.tsx';
import { useSession } from '../shared/session/useSession.ts';
import type { AppRoute } from './appRoutes.ts';
import { followAreaLanguage } from './initI18n.ts';
import { useDocumentMeta } from './useDocumentMeta.ts';

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

  if (route.guestOnly && session) {
    const redirectUri = new URLSearchParams(location.search).get(REDIRECT_URI_PARAM);
    return <Navigate to={nextPathAfterLogin(session.user, redirectUri, location.search)} replace />;
  }
  if (route.access === 'private' && !session) return <Navigate to={loginPathFor(location)} replace />;
  if (route.adminOnly && !isAdminGroup(session?.user.group)) return <Navigate to="/forbidden" replace />;
  if (route.access === 'private' && route.scopes && !canAccess(viewer, route.scopes)) {
    return <Navigate to="/forbidden" replace />;
  }
  if (route.access === 'private') {
    return (
      <RegistrationFlowGate>
        <route.Page />
      </RegistrationFlowGate>
    );
  }
  return <route.Page />;
}
