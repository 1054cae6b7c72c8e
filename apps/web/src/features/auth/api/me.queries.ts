import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';
import type { Me } from '../../../shared/session/session.types.ts';

export const meQueries = {
  current: (userId: number) =>
    queryOptions({
      queryKey: ['me', userId],
      queryFn: async ({ signal }) => (await apiRequest<{ data: Me }>('/user/me', { signal })).data,
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
