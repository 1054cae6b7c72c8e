import type { SavedSearch, SavedSearchType } from '@adatlas/domain/saved-searches';
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
};

export function invalidateSavedSearches(queryClient: QueryClient, entity: SavedSearchType): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedSearchQueries.list(entity).queryKey });
}
