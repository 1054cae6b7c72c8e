import type { TenantId } from '@adatlas/domain/tenants';
import { useQuery } from '@tanstack/react-query';
import { tenantQueries } from '../api/tenant.queries.ts';

/**
 * A country's privacy policy and terms of service, set in the back office, which registration
 * links; read without a session. Null where the country has none (or none is chosen yet).
 */
export function useTenantDocuments(tenant: TenantId | undefined): {
  privacyUrl: string | null;
  termsUrl: string | null;
} {
  const tenants = useQuery(tenantQueries.list(null));
  const chosen = tenants.data?.find((candidate) => candidate.id === tenant);
  return { privacyUrl: chosen?.privacyUrl ?? null, termsUrl: chosen?.termsUrl ?? null };
}
