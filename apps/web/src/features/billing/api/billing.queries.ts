import type { TenantId } from '@adatlas/domain/tenants';
import { queryOptions } from '@tanstack/react-query';
import { fetchTenantAccess } from '../../../shared/session/tenantAccess.ts';
import { billingApi } from './billing.api.ts';

/** Keyed by tenant: plans, subscription and credits are per country. */
export const billingQueries = {
  all: ['billing'] as const,
  activePlans: (tenant: string) =>
    queryOptions({
      queryKey: [...billingQueries.all, tenant, 'plans'],
      queryFn: ({ signal }) => billingApi.activePlans(signal),
      staleTime: 5 * 60_000,
    }),
  subscription: (tenant: string) =>
    queryOptions({
      queryKey: [...billingQueries.all, tenant, 'subscription'],
      queryFn: ({ signal }) => billingApi.subscription(signal),
    }),
  /** The session's scopes and flags as the server checks them: a plan grants some (Pro: favourites). */
  access: (tenant: TenantId) =>
    queryOptions({
      queryKey: [...billingQueries.all, tenant, 'access'],
      queryFn: () => fetchTenantAccess(tenant),
      staleTime: 0,
    }),
  consumption: (tenant: string) =>
    queryOptions({
      queryKey: [...billingQueries.all, tenant, 'consumption'],
      queryFn: ({ signal }) => billingApi.consumption(signal),
      staleTime: 0,
    }),
};
