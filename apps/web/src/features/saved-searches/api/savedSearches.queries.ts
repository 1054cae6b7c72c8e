import type { AlertFrequency } from '@adatlas/domain/alerts';
import type { SavedSearch, SavedSearchNewMatches, SavedSearchType } from '@adatlas/domain/saved-searches';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

const PATH = '/frontend/saved-searches';

export const savedSearchQueries = {
  all: ['saved-searches'] as const,
  list: (entity: SavedSearchType) =>
    queryOptions({
      queryKey: ['saved-searches', entity],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: SavedSearch[] }>(PATH, { signal, query: { entity } })).data,
    }),
};

export const savedSearchApi = {
  create: (type: SavedSearchType, name: string, data: Record<string, unknown>) =>
    apiRequest<{ data: SavedSearch }>(PATH, { method: 'POST', body: { type, name, data } }),
  refresh: (id: number) => apiRequest<{ data: SavedSearch }>(`${PATH}/${id}/refresh`, { method: 'POST' }),
  remove: (id: number) => apiRequest<{ deleted: true }>(`${PATH}/${id}`, { method: 'DELETE' }),
  /** Follow daily or weekly, or stop (null). */
  setAlert: (id: number, frequency: AlertFrequency | null) =>
    apiRequest<{ data: SavedSearch }>(`${PATH}/${id}/alert`, { method: 'PUT', body: { frequency } }),
  /** The user opened the search: its "+N new" count starts again. */
  markSeen: (id: number) => apiRequest<{ data: SavedSearch }>(`${PATH}/${id}/seen`, { method: 'POST' }),
  newMatches: (id: number, range: { since: number; until?: number }) =>
    apiRequest<{ data: SavedSearchNewMatches }>(`${PATH}/${id}/new`, {
      query: { since: range.since, ...(range.until === undefined ? {} : { until: range.until }) },
    }),
};

export function invalidateSavedSearches(queryClient: QueryClient, entity: SavedSearchType): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedSearchQueries.list(entity).queryKey });
}
