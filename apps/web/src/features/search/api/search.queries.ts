import type { QuickSearchResponse } from '@adatlas/domain/search';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const searchQueries = {
  /** The header dropdown: a key change drops the observer, and TanStack aborts the request in flight. */
  quick: (key: string) =>
    queryOptions({
      queryKey: ['search', 'quick', key],
      queryFn: ({ signal }) =>
        apiRequest<QuickSearchResponse>('/frontend/search', { query: { key }, signal }),
      staleTime: 60_000,
    }),
};
