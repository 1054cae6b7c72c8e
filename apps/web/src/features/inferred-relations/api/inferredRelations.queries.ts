import type {
  InferredRelation,
  InferredRelationDecision,
  InferredRelationListResponse,
  InferredRelationStatus,
} from '@adatlas/domain/inferred-relations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

const BASE = '/admin/inferred-relations';

/** Agency–brand relations inferred from the ad libraries; mutations invalidate through `all`. */
export const inferredRelationQueries = {
  all: ['admin', 'inferred-relations'] as const,
  list: (status: InferredRelationStatus, pageNum: number) =>
    queryOptions({
      queryKey: ['admin', 'inferred-relations', status, pageNum],
      queryFn: ({ signal }) =>
        apiRequest<InferredRelationListResponse>(BASE, { query: { status, pageNum }, signal }),
      placeholderData: keepPreviousData,
    }),
};

export async function decideInferredRelation(id: number, decision: InferredRelationDecision) {
  return (
    await apiRequest<{ data: InferredRelation }>(`${BASE}/${id}/decision`, { method: 'POST', body: decision })
  ).data;
}

export async function recomputeInferredRelations() {
  return (
    await apiRequest<{ data: { proposed: number; updated: number } }>(`${BASE}/recompute`, { method: 'POST' })
  ).data;
}
