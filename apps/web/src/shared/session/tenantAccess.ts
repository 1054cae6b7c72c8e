import type { TenantAccess } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';
import { apiRequest } from '../api/apiClient.ts';

/**
 * The session's scopes and flags in `tenant`, asked in that country before switching to it. The
 * caller shows a failure (a licence the server no longer honours) instead of leaving for /forbidden.
 */
export async function fetchTenantAccess(tenant: TenantId): Promise<TenantAccess> {
  return (await apiRequest<{ data: TenantAccess }>('/auth/session', { tenant, handleSessionErrors: false }))
    .data;
}
