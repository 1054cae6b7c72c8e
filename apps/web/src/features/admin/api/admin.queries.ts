import type {
  AdminFlatItem,
  AdminPlan,
  AdminTenant,
  AdminTreeList,
  AdminTreeNode,
  AdminUsage,
  AdminUserSummary,
  AuditEntry,
  ImportDryRun,
  ImportJob,
  ImportPreview,
  LoginThrottle,
  LookupEntity,
  LookupOption,
  NewsFeed,
  RecordEntity,
  RecordValues,
} from '@adatlas/domain/admin';
import type { ApiKey, ApiKeyUsage } from '@adatlas/domain/api-keys';
import type { Me } from '@adatlas/domain/auth';
import type { PageInfo } from '@adatlas/domain/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';
import type { AuditFilters } from '../utils/auditFilters.ts';

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
  flatLists: () =>
    queryOptions({
      queryKey: ['admin', 'flat-lists'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: string[] }>('/admin/reference/lists', { signal })).data,
    }),
  plans: () =>
    queryOptions({
      queryKey: ['admin', 'plans'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdminPlan[] }>('/admin/plans', { signal })).data,
    }),
  feeds: () =>
    queryOptions({
      queryKey: ['admin', 'feeds'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: NewsFeed[] }>('/admin/feeds', { signal })).data,
    }),
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
  /** Records by name (`q`), or the names of the given ids. */
  lookup: (entity: LookupEntity, filter: { q: string } | { ids: number[] }) =>
    queryOptions({
      queryKey: ['admin', 'lookup', entity, filter],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ data: LookupOption[] }>(`/admin/lookups/${entity}`, {
            query: 'ids' in filter ? { ids: filter.ids.join(',') } : { q: filter.q },
            signal,
          })
        ).data,
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  records: (entity: RecordEntity, filters: { q?: string; page: number }) =>
    queryOptions({
      queryKey: ['admin', 'records', entity, filters],
      queryFn: ({ signal }) =>
        apiRequest<Page<RecordValues>>(`/admin/records/${entity}`, { query: filters, signal }),
      // The previous page stays while the next loads, but never another entity's rows: under the
      // new columns they would open the wrong record when clicked.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[2] === entity ? previous : undefined,
    }),
  record: (entity: RecordEntity, id: number) =>
    queryOptions({
      queryKey: ['admin', 'record', entity, id],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: RecordValues }>(`/admin/records/${entity}/${id}`, { signal })).data,
    }),
  /** The audit trail, newest first (super admins only: never asked for another viewer). */
  audit: (filters: AuditFilters) =>
    queryOptions({
      queryKey: ['admin', 'audit', filters],
      queryFn: ({ signal }) =>
        apiRequest<Page<AuditEntry>>('/admin/audit', { query: { ...filters }, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The (account, address) pairs whose sign-ins wait now. */
  loginThrottles: () =>
    queryOptions({
      queryKey: ['admin', 'login-throttles'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: LoginThrottle[] }>('/admin/login-throttles', { signal })).data,
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
