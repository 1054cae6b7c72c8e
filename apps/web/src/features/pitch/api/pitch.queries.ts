import type { PitchFilters, PitchGraph, PitchPage, PitchSearchQuery } from '@adatlas/domain/market-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const pitchQueries = {
  list: (query: PitchSearchQuery) =>
    queryOptions({
      queryKey: ['pitches', 'list', query],
      queryFn: ({ signal }) =>
        apiRequest<PitchPage>('/frontend/pitch', { method: 'POST', body: query, signal }),
      placeholderData: keepPreviousData,
    }),
  graph: (filters: PitchFilters) =>
    queryOptions({
      queryKey: ['pitches', 'graph', filters],
      queryFn: ({ signal }) =>
        apiRequest<PitchGraph>('/frontend/pitch/graph', { method: 'POST', body: filters, signal }),
      placeholderData: keepPreviousData,
    }),
};
