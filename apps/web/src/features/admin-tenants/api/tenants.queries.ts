import type { AdminTenant } from '@adatlas/domain/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

/** Back-office server state of the tenants (countries); its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const tenantsQueries = {
  tenants: () =>
    queryOptions({
      queryKey: ['admin', 'tenants'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdminTenant[] }>('/admin/tenants', { signal })).data,
    }),
};
