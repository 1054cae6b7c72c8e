import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueries } from '../../shared/api/me.queries.ts';
import { sessionStore } from '../../shared/session/sessionStore.ts';
import { useSession } from '../../shared/session/useSession.ts';

/**
 * Reloads the signed-in user once per visit (spec §4: user info). It is also the call that tells a
 * browser whose session was replaced by a login elsewhere to sign out.
 */
export function useRefreshedUser(): void {
  const { session } = useSession();
  const me = useQuery({ ...meQueries.current(session?.user.id ?? 0), enabled: session !== null });
  useEffect(() => {
    if (me.data) sessionStore.updateUser(me.data);
  }, [me.data]);
}
