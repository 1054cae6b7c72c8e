import { queryOptions } from '@tanstack/react-query';
import type { Me } from '../session/session.types.ts';
import { apiRequest } from './apiClient.ts';

export const meQueries = {
  current: (userId: number) =>
    queryOptions({
      queryKey: ['me', userId],
      queryFn: async ({ signal }) => (await apiRequest<{ data: Me }>('/user/me', { signal })).data,
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
