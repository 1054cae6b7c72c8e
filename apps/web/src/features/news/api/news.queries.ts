import { mergeNewsPages, type NewsCursor, type NewsSearchMode, nextNewsCursor } from '@adatlas/domain/market';
import type { EntityNewsList, EntityNewsType, NewsItem, NewsPage } from '@adatlas/domain/market-data';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export interface NewsSearch {
  mode: NewsSearchMode;
  text: string;
}

export const newsQueries = {
  /**
   * The feed, one keyset page after another: the cursor is the last item's id and date, and an
   * empty page ends the scroll. Pages are merged without duplicates (news published between two
   * calls can come back).
   */
  feed: (search: NewsSearch) =>
    infiniteQueryOptions({
      queryKey: ['news', search.mode, search.mode === 'LIST' ? '' : search.text],
      queryFn: ({ pageParam, signal }) =>
        apiRequest<NewsPage>('/frontend/news', {
          method: 'POST',
          body: { mode: search.mode, text: search.mode === 'LIST' ? undefined : search.text, ...pageParam },
          signal,
        }),
      initialPageParam: null as NewsCursor | null,
      getNextPageParam: (lastPage) => nextNewsCursor(lastPage.data),
      select: (data) => data.pages.reduce<NewsItem[]>((items, page) => mergeNewsPages(items, page.data), []),
      placeholderData: keepPreviousData,
    }),
  /** The short news about one company or contact, newest first. */
  entity: (entityType: EntityNewsType, entityId: number) =>
    queryOptions({
      queryKey: ['news', 'entity', entityType, entityId],
      queryFn: async ({ signal }) =>
        (await apiRequest<EntityNewsList>(`/frontend/entityNews/${entityType}/${entityId}`, { signal })).data,
    }),
};
