import type {
  Tag,
  TagAssociateAllResponse,
  TagAssociationsResponse,
  TagDetailResponse,
  TagEntity,
  UpdateTagRequest,
} from '@adatlas/domain/tags';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

const TAG_PATH = '/frontend/tag';

/** Every list in tag mode can tag its whole result set (spec data §7: PUT /tag/{id}/{list}-search). */
export type TaggableSearch = TagEntity;

const SEARCH_PATHS: Record<TaggableSearch, string> = {
  company: 'company-search',
  contact: 'contact-search',
  pitch: 'pitch-search',
  pitchScore: 'pitch-score-search',
};

export const tagQueries = {
  all: ['tags'] as const,
  list: () =>
    queryOptions({
      queryKey: ['tags', 'list'],
      queryFn: async ({ signal }) => (await apiRequest<{ data: Tag[] }>(TAG_PATH, { signal })).data,
    }),
  detail: (id: number, entity: TagEntity, pageNum: number) =>
    queryOptions({
      queryKey: ['tags', 'detail', id, entity, pageNum],
      queryFn: ({ signal }) =>
        apiRequest<TagDetailResponse>(`${TAG_PATH}/${id}`, { signal, query: { entity, pageNum } }),
      placeholderData: keepPreviousData,
    }),
  /** The caller's tags on each of the given records (one call per shown page). */
  associations: (entity: TagEntity, ids: readonly number[]) =>
    queryOptions({
      queryKey: ['tags', 'associations', entity, ids],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<TagAssociationsResponse>(`${TAG_PATH}/associations`, {
            method: 'POST',
            query: { entity },
            body: { id: ids },
            signal,
          })
        ).data,
      enabled: ids.length > 0,
    }),
};

export const tagApi = {
  create: (name: string, color: string) =>
    apiRequest<{ data: Tag }>(TAG_PATH, { method: 'POST', body: { name, color } }),
  update: (id: number, body: UpdateTagRequest) =>
    apiRequest<{ data: Tag }>(`${TAG_PATH}/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiRequest<{ deleted: true }>(`${TAG_PATH}/${id}`, { method: 'DELETE' }),
  associateSearch: (id: number, search: TaggableSearch, filters: object) =>
    apiRequest<TagAssociateAllResponse>(`${TAG_PATH}/${id}/${SEARCH_PATHS[search]}`, {
      method: 'PUT',
      body: filters,
    }),
  dissociate: (tagId: number, associatedId: number, entity: TagEntity) =>
    apiRequest<{ deleted: true }>(`${TAG_PATH}/${tagId}/${associatedId}`, {
      method: 'DELETE',
      query: { entity },
    }),
};

/** Every tag read (list, counts, pages, chips) depends on any tag change. */
export function invalidateTags(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tagQueries.all });
}

/**
 * A deleted tag leaves the cache instead of being read again: its pages would answer 404. The list
 * drops it at once (so nothing shows it any more), its pages are removed, and every other tag read
 * (counts, chips, associations) refetches.
 */
export function forgetTag(queryClient: QueryClient, id: number): Promise<void> {
  queryClient.setQueryData(tagQueries.list().queryKey, (tags) => tags?.filter((tag) => tag.id !== id));
  const isItsDetail = (key: readonly unknown[]) => key[1] === 'detail' && key[2] === id;
  queryClient.removeQueries({ queryKey: tagQueries.all, predicate: (query) => isItsDetail(query.queryKey) });
  return queryClient.invalidateQueries({
    queryKey: tagQueries.all,
    predicate: (query) => query.queryKey[1] !== 'list' && !isItsDetail(query.queryKey),
  });
}
