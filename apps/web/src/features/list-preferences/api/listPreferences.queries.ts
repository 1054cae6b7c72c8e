import type { ListColumns, PutListColumnsRequest } from '@adatlas/domain/list-preferences';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

const PATH = '/list-preferences/columns';

export const listPreferenceQueries = {
  /** The caller's fields of every list: one small read per session, the same on every device. */
  columns: () =>
    queryOptions({
      queryKey: ['list-preferences', 'columns'],
      queryFn: async ({ signal }) => (await apiRequest<{ data: ListColumns }>(PATH, { signal })).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export async function saveListColumns(body: PutListColumnsRequest): Promise<ListColumns> {
  return (await apiRequest<{ data: ListColumns }>(PATH, { method: 'PUT', body })).data;
}
