import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/useSession.ts';
import { tenantQueries } from '../api/tenant.queries.ts';

/**
 * The selected country's external plans page, set in the back office, where the subscription
 * page's Change plan goes; null when it has none (the in-app plan choice then).
 */
export function usePlansPageUrl(): string | null {
  const { session } = useSession();
  const tenants = useQuery(tenantQueries.list(session?.user.id ?? null));
  return tenants.data?.find((tenant) => tenant.id === session?.tenant)?.plansPageUrl ?? null;
}
