import type { LookupEntity, LookupOption, RecordEntity, RecordValues } from '@adatlas/domain/admin';
import type { PageInfo } from '@adatlas/domain/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

type Page<T> = { data: T[]; pageInfo: PageInfo };

/** Back-office server state of the records editor; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const recordsQueries = {
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
};
