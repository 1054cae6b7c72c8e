import { hasScope } from '@adatlas/domain/scopes';
import { useSession } from '../../../shared/session/useSession.ts';

/** Comments need the tenant's `comments` flag and the user's `comments` scope (spec data §6). */
export function useCommentsEnabled(): boolean {
  const { session, viewer } = useSession();
  return session?.flags.comments === true && (viewer.isAdmin || hasScope(viewer.scopes, 'comments'));
}
