import type { AdminFlatItem, AdminTreeList, AdminTreeNode } from '@adatlas/domain/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

/** Back-office server state of the reference trees and flat lists; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const referenceListsQueries = {
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
};
