import { REDIRECT_URI_PARAM } from '@adatlas/domain/navigation';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { nextPathAfterLogin } from '../utils/nextPathAfterLogin.ts';

/**
 * A signed-in visitor of /login or /register (right after signing in, or from a plan link's
 * `/login?selectedPlan=…`): on to where the registration flow or the redirectUri say, the
 * requested plan carried along.
 */
export function SignedInRedirect() {
  const location = useLocation();
  const { session } = useSession();
  if (!session) return null;
  const redirectUri = new URLSearchParams(location.search).get(REDIRECT_URI_PARAM);
  const next = nextPathAfterLogin(session.user, redirectUri, location.search, session.renewalRequired);
  return <Navigate to={next} replace />;
}
