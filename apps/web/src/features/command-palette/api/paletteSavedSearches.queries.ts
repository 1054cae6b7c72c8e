import type { SavedSearch } from '@adatlas/domain/saved-searches';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

/**
 * Every saved search of the caller in one call (the lists ask for their own kind). Keyed under the
 * saved-search feature's prefix, so invalidating all saved searches refreshes the palette's too;
 * fetched again each time the palette opens.
 */
export const paletteSavedSearchQueries = {
  all: () =>
    queryOptions({
      queryKey: ['saved-searches', 'palette'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: SavedSearch[] }>('/frontend/saved-searches', { signal })).data,
      staleTime: 0,
    }),
};
