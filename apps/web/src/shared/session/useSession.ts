import type { Viewer } from '@adatlas/domain/navigation';
import { isAdminGroup } from '@adatlas/domain/scopes';
import { use, useMemo } from 'react';
import { SessionContext } from './SessionContext.ts';
import type { Session } from './session.types.ts';

export interface SessionState {
  session: Session | null;
  isSignedIn: boolean;
  viewer: Viewer;
}

export function useSession(): SessionState {
  const session = use(SessionContext);
  return useMemo(
    () => ({
      session,
      isSignedIn: session !== null,
      viewer: { scopes: session?.scopes ?? [], isAdmin: isAdminGroup(session?.user.group) },
    }),
    [session],
  );
}
