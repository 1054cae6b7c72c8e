import type { TreeNode } from '@adatlas/domain/reference-lists';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export interface FlatItem {
  id: number;
  key: string;
  label: string;
}

/** Reference lists change rarely: kept for the session, per tenant (the tenant is in the key). */
const REFERENCE_STALE_MS = 30 * 60_000;

export const referenceListQueries = {
  tree: (tenant: string, entity: 'Category' | 'Sector' | 'Function') =>
    queryOptions({
      queryKey: ['reference', tenant, 'tree', entity],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: TreeNode[] }>('/frontend/tree', { query: { entity }, signal })).data,
      staleTime: REFERENCE_STALE_MS,
    }),
  flat: (tenant: string, entity: string) =>
    queryOptions({
      queryKey: ['reference', tenant, 'flat', entity],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: FlatItem[] }>('/frontend/flat', { query: { entity }, signal })).data,
      staleTime: REFERENCE_STALE_MS,
    }),
  /** City, province or region values starting with `q` (top 50). */
  field: (tenant: string, field: 'city' | 'province' | 'region', q: string) =>
    queryOptions({
      queryKey: ['reference', tenant, 'field', field, q],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: string[] }>(`/frontend/company/field/${field}`, { query: { q }, signal }))
          .data,
      staleTime: REFERENCE_STALE_MS,
    }),
};
