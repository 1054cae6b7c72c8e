import type { WorkRelationPage, WorkRelationSearchQuery } from '@adatlas/domain/market-data';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { createWorkRelationSearch } from './work-relation.search.ts';

export interface WorkRelationsService {
  findWorkRelations(ctx: RequestContext, query: WorkRelationSearchQuery): Promise<WorkRelationPage>;
}

export function createWorkRelationsService(deps: {
  search: ReturnType<typeof createWorkRelationSearch>;
}): WorkRelationsService {
  return {
    async findWorkRelations(ctx, query) {
      const search = await deps.search(ctx, query);
      const page = { offset: (query.pageNum - 1) * query.limit, limit: query.limit };
      const [data, total] = await Promise.all([search.page(ctx.tenantDb, page), search.count(ctx.tenantDb)]);
      return { workRelations: { data, totalResults: total } };
    },
  };
}
