import type { BrandAdvertiserPage, BrandAdvertiserSearchQuery } from '@adatlas/domain/market-data';
import type { QuickSearchResponse } from '@adatlas/domain/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const brandAdvertiserQueries = {
  list: (query: BrandAdvertiserSearchQuery) =>
    queryOptions({
      queryKey: ['brand-advertisers', 'list', query],
      queryFn: ({ signal }) =>
        apiRequest<BrandAdvertiserPage>('/frontend/brand-advertisers', {
          method: 'POST',
          body: query,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** Company suggestions from the quick search (3 characters at least, checked by the caller). */
  companies: (key: string) =>
    queryOptions({
      queryKey: ['brand-advertisers', 'companies', key],
      queryFn: async ({ signal }) =>
        (await apiRequest<QuickSearchResponse>('/frontend/search', { query: { key }, signal })).companies
          .data,
      staleTime: 60_000,
    }),
};
