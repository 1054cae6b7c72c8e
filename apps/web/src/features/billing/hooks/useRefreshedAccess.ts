import { DEFAULT_TENANT } from '@adatlas/domain/tenants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { billingQueries } from '../api/billing.queries.ts';

/**
 * Where a plan change lands (payment successful, back from the billing portal), the session takes
 * the scopes and flags the server now checks: the session keeps those of its sign-in, so a Pro plan
 * bought (favourites) or left would otherwise show only at the next sign-in.
 */
export function useRefreshedAccess(): void {
  const { session } = useSession();
  const tenant = session?.tenant;
  const access = useQuery({
    ...billingQueries.access(tenant ?? DEFAULT_TENANT),
    enabled: tenant !== undefined,
  });
  useEffect(() => {
    const current = sessionStore.get();
    if (!access.data || !current || current.tenant !== access.data.tenant) return;
    const unchanged =
      JSON.stringify([current.scopes, current.flags]) ===
      JSON.stringify([access.data.scopes, access.data.flags]);
    if (!unchanged) sessionStore.save({ ...current, scopes: access.data.scopes, flags: access.data.flags });
  }, [access.data]);
}
