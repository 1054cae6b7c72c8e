import type { Crea } from '@adatlas/domain/market-data';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const creativityQueries = {
  /** The home carousel: page 1 of the creative works, newest first. */
  latest: () =>
    queryOptions({
      queryKey: ['creativity', 'latest'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: Crea[] }>('/frontend/home/creas', { signal })).data,
    }),
};
