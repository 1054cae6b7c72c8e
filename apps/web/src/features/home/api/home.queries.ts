import type { HomeContact, PitchSummary } from '@adatlas/domain/market-data';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const homeQueries = {
  /** The 50 contacts modified last. */
  contacts: () =>
    queryOptions({
      queryKey: ['home', 'contacts'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: HomeContact[] }>('/frontend/home/contacts', { signal })).data,
    }),
  /** Page 1 of the pitches, latest start first. */
  pitches: () =>
    queryOptions({
      queryKey: ['home', 'pitches'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: PitchSummary[] }>('/frontend/home/pitches', { signal })).data,
    }),
};
