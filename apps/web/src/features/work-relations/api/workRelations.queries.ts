import type { WorkRelationPage, WorkRelationSearchQuery } from '@adatlas/domain/market-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const workRelationQueries = {
  list: (query: WorkRelationSearchQuery) =>
    queryOptions({
      queryKey: ['work-relations', 'list', query],
      queryFn: ({ signal }) =>
        apiRequest<WorkRelationPage>('/frontend/clc', { method: 'POST', body: query, signal }),
      placeholderData: keepPreviousData,
    }),
};
