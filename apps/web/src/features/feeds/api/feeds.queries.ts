import type { NewsFeed } from '@adatlas/domain/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

/** Back-office server state of the news feeds; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const feedsQueries = {
  feeds: () =>
    queryOptions({
      queryKey: ['admin', 'feeds'],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: NewsFeed[] }>('/admin/feeds', { signal })).data,
    }),
};
