import type { HistoryKind, HistoryRecord, HistoryResponse } from '@adatlas/domain/record-history';
import { HISTORY_PAGE_SIZE } from '@adatlas/domain/record-history';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const recordHistoryQueries = {
  /** A record's History, page after page ("Show more"), newest first; `kinds` narrows it. */
  list: (record: HistoryRecord, id: number, kinds: readonly HistoryKind[] | null) =>
    infiniteQueryOptions({
      queryKey: ['record-history', record, id, kinds?.join(',') ?? 'all'],
      queryFn: ({ pageParam, signal }) =>
        apiRequest<HistoryResponse>(`/frontend/${record}/${id}/history`, {
          signal,
          query: { pageNum: pageParam, limit: HISTORY_PAGE_SIZE, kinds: kinds?.join(',') },
        }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasMore ? last.currentPage + 1 : undefined),
    }),
};
