import { DEFAULT_TENANT } from '@adatlas/domain/tenants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/api/apiClient.ts';
import type { Me } from '../../../shared/session/session.types.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { fetchTenantAccess } from '../../../shared/session/tenantAccess.ts';
import { useSession } from '../../../shared/session/useSession.ts';

/** The provider's webhook may arrive a moment after the browser comes back from paying. */
const RECHECK_MS = 2_000;

/**
 * After paying on a renewal session, asks the server until the payment has made the licence live
 * again, then opens the app to the same session: its licence, user, scopes and flags are read anew
 * and the restriction is dropped. True while still waiting.
 */
export function useRenewedSession(): boolean {
  const { session } = useSession();
  const tenant = session?.tenant;
  const isWaiting = session?.renewalRequired === true;
  const renewed = useQuery({
    queryKey: ['registration-flow', 'renewal', tenant],
    queryFn: async () => {
      const access = await fetchTenantAccess(tenant ?? DEFAULT_TENANT);
      if (access.renewalRequired !== false) return null;
      const me = (await apiRequest<{ data: Me }>('/user/me')).data;
      return { access, me };
    },
    enabled: isWaiting && tenant !== undefined,
    refetchInterval: (query) => (query.state.data ? false : RECHECK_MS),
    staleTime: 0,
  });
  useEffect(() => {
    const current = sessionStore.get();
    if (!renewed.data || !current?.renewalRequired) return;
    const { access, me } = renewed.data;
    if (current.tenant !== access.tenant || current.user.id !== me.id) return;
    sessionStore.save({
      ...current,
      user: me,
      licence: me.licence,
      scopes: access.scopes,
      flags: access.flags,
      renewalRequired: false,
    });
  }, [renewed.data]);
  return isWaiting;
}
