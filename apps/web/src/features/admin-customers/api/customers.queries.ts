import type { AdminUserSummary } from '@adatlas/domain/admin';
import type { Me } from '@adatlas/domain/auth';
import type { PageInfo } from '@adatlas/domain/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

type Page<T> = { data: T[]; pageInfo: PageInfo };

/** Back-office server state of a customer's accounts; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const customersQueries = {
  users: (filters: { q?: string; page: number }) =>
    queryOptions({
      queryKey: ['admin', 'users', filters],
      queryFn: ({ signal }) => apiRequest<Page<AdminUserSummary>>('/admin/users', { query: filters, signal }),
      placeholderData: keepPreviousData,
    }),
  user: (id: number) =>
    queryOptions({
      queryKey: ['admin', 'user', id],
      queryFn: async ({ signal }) => (await apiRequest<{ data: Me }>(`/admin/user/${id}`, { signal })).data,
    }),
};
