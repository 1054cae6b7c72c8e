import type { Tenant } from '@adatlas/domain/tenants';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const tenantQueries = {
  /** The country list; the server adds hidden countries for admins, so the key follows the viewer. */
  list: (viewerId: number | null) =>
    queryOptions({
      queryKey: ['tenants', viewerId],
      queryFn: async ({ signal }) => (await apiRequest<{ data: Tenant[] }>('/tenant', { signal })).data,
      staleTime: 10 * 60_000,
    }),
};
