import type { AdminUsage } from '@adatlas/domain/admin';
import type { ApiKey, ApiKeyUsage } from '@adatlas/domain/api-keys';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

/** Back-office server state of a customer's consumption and API keys; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const usageQueries = {
  usage: (userId: number, tenant: string) =>
    queryOptions({
      queryKey: ['admin', 'usage', userId, tenant],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ data: AdminUsage }>(`/admin/users/${userId}/consumption`, {
            query: { tenant },
            signal,
          })
        ).data,
    }),
  /** A customer's API keys and their requests per day (last 30 days). */
  apiKeys: (userId: number) =>
    queryOptions({
      queryKey: ['admin', 'api-keys', userId],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ data: { keys: ApiKey[]; usage: ApiKeyUsage[] } }>(
            `/admin/users/${userId}/api-keys`,
            {
              signal,
            },
          )
        ).data,
    }),
};
