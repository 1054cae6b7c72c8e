import type {
  AdminFlatItem,
  AdminTenant,
  AdminTreeList,
  AdminTreeNode,
  AdminUserSummary,
  ImportDryRun,
  ImportJob,
  ImportPreview,
  RecordEntity,
  RecordValues,
} from '@adatlas/domain/admin';
import type { Me } from '@adatlas/domain/auth';
import type { PageInfo } from '@adatlas/domain/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

type Page<T> = { data: T[]; pageInfo: PageInfo };

/** Server state of the back office; mutations invalidate through `adminQueries.all`. */
export const adminQueries = {
  all: ['admin'] as const,
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
  tenants: () =>
    queryOptions({
      queryKey: ['admin', 'tenants'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdminTenant[] }>('/admin/tenants', { signal })).data,
    }),
  tree: (list: AdminTreeList) =>
    queryOptions({
      queryKey: ['admin', 'tree', list],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdminTreeNode[] }>(`/admin/reference/trees/${list}`, { signal })).data,
    }),
  flat: (list: string) =>
    queryOptions({
      queryKey: ['admin', 'flat', list],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdminFlatItem[] }>(`/admin/reference/lists/${list}`, { signal })).data,
    }),
  records: (entity: RecordEntity, filters: { q?: string; page: number }) =>
    queryOptions({
      queryKey: ['admin', 'records', entity, filters],
      queryFn: ({ signal }) =>
        apiRequest<Page<RecordValues>>(`/admin/records/${entity}`, { query: filters, signal }),
      placeholderData: keepPreviousData,
    }),
  record: (entity: RecordEntity, id: number) =>
    queryOptions({
      queryKey: ['admin', 'record', entity, id],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: RecordValues }>(`/admin/records/${entity}/${id}`, { signal })).data,
    }),
  importJob: (id: number) =>
    queryOptions({
      queryKey: ['admin', 'import-job', id],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: ImportJob }>(`/admin/import/jobs/${id}`, { signal })).data,
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
    }),
};

export type { ImportDryRun, ImportPreview };

/** The admin calls that change something; each answers the `data` of its response. */
export async function adminMutation<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return (await apiRequest<{ data: T }>(path, { method, body })).data;
}
