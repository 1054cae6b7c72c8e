import type { FLAT_ENTITIES, TREE_ENTITIES, TreeNode } from '@adatlas/domain/reference-lists';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export interface FlatItem {
  id: number;
  key: string;
  label: string;
}

/** The lookups behind the filter forms; they change rarely, so they stay fresh for the session. */
export const referenceListQueries = {
  flat: (entity: (typeof FLAT_ENTITIES)[number]) =>
    queryOptions({
      queryKey: ['reference-lists', 'flat', entity],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: FlatItem[] }>('/frontend/flat', { query: { entity }, signal })).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  tree: (entity: (typeof TREE_ENTITIES)[number]) =>
    queryOptions({
      queryKey: ['reference-lists', 'tree', entity],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: TreeNode[] }>('/frontend/tree', { query: { entity }, signal })).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
