import type { AdminPlan } from '@adatlas/domain/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

/** Back-office server state of the plans; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const plansQueries = {
  plans: () =>
    queryOptions({
      queryKey: ['admin', 'plans'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdminPlan[] }>('/admin/plans', { signal })).data,
    }),
};
