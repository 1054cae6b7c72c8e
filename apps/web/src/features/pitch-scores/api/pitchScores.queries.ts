import type { PitchScorePage, PitchScoreSearchQuery } from '@adatlas/domain/market-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

type QueryValue = string | number | undefined;

/** Lists travel as comma lists, which the API's query schema splits. */
function toQueryString(query: PitchScoreSearchQuery): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      Array.isArray(value) ? (value.length ? value.join(',') : undefined) : (value as QueryValue),
    ]),
  );
}

export const pitchScoreQueries = {
  list: (query: PitchScoreSearchQuery) =>
    queryOptions({
      queryKey: ['pitch-scores', 'list', query],
      queryFn: ({ signal }) =>
        apiRequest<PitchScorePage>('/frontend/pitch-scores', { query: toQueryString(query), signal }),
      placeholderData: keepPreviousData,
    }),
  /**
   * One company's scores, for its company page. Failures there are silent (spec data §8): no
   * redirect to /forbidden or /login, the tab shows its empty state.
   */
  forCompany: (query: PitchScoreSearchQuery & { companyId: number }) =>
    queryOptions({
      queryKey: ['pitch-scores', 'company', query],
      queryFn: ({ signal }) =>
        apiRequest<PitchScorePage>('/frontend/pitch-scores', {
          query: toQueryString(query),
          signal,
          handleSessionErrors: false,
        }),
      placeholderData: keepPreviousData,
    }),
  regions: (text: string) =>
    queryOptions({
      queryKey: ['pitch-scores', 'regions', text],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ data: string[] }>('/frontend/company/field/region', {
            query: { q: text || undefined },
            signal,
          })
        ).data,
      staleTime: 10 * 60_000,
      placeholderData: keepPreviousData,
    }),
};
