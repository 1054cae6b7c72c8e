import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/useSession.ts';
import { tenantQueries } from '../api/tenant.queries.ts';

/** The selected country's helpdesk address, for the "Help" mail links; null when it has none. */
export function useHelpdeskEmail(): string | null {
  const { session } = useSession();
  const tenants = useQuery(tenantQueries.list(session?.user.id ?? null));
  return tenants.data?.find((tenant) => tenant.id === session?.tenant)?.helpdeskEmail ?? null;
}
