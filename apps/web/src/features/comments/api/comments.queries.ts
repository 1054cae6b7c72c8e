import type { Comment, CommentEntity, CommentType } from '@adatlas/domain/comments';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

const PATH = '/frontend/comments';

export const commentQueries = {
  list: (entityType: CommentEntity, entityId: number) =>
    queryOptions({
      queryKey: ['comments', entityType, entityId],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: Comment[] }>(PATH, { signal, query: { entityType, entityId } })).data,
    }),
};

export interface CommentDraft {
  commentType: CommentType;
  content: string;
}

export const commentApi = {
  create: (entityType: CommentEntity, entityId: number, draft: CommentDraft) =>
    apiRequest<{ data: Comment }>(PATH, { method: 'POST', body: { ...draft, entityType, entityId } }),
  update: (id: number, draft: CommentDraft) =>
    apiRequest<{ data: Comment }>(`${PATH}/${id}`, { method: 'PUT', body: draft }),
  remove: (id: number) => apiRequest<{ deleted: true }>(`${PATH}/${id}`, { method: 'DELETE' }),
};

/** Spec data §4: after any change the entity's comment list reloads. */
export function invalidateComments(
  queryClient: QueryClient,
  entityType: CommentEntity,
  entityId: number,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commentQueries.list(entityType, entityId).queryKey });
}
