import type { LoginThrottle } from '@adatlas/domain/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

/** Back-office server state of the sign-in throttles; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const loginThrottlesQueries = {
  /** The (account, address) pairs whose sign-ins wait now. */
  loginThrottles: () =>
    queryOptions({
      queryKey: ['admin', 'login-throttles'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: LoginThrottle[] }>('/admin/login-throttles', { signal })).data,
    }),
};
