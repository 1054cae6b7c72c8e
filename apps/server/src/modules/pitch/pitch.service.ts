import type { PitchFilters, PitchGraph, PitchPage, PitchSearchQuery } from '@adatlas/domain/market-data';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { countPitchesByYear } from './pitch.repository.ts';
import { type createPitchSearch, today } from './pitch.search.ts';

export interface PitchesService {
  findPitches(ctx: RequestContext, query: PitchSearchQuery): Promise<PitchPage>;
  getPitchGraph(ctx: RequestContext, filters: PitchFilters): Promise<PitchGraph>;
}

export function createPitchesService(deps: { search: ReturnType<typeof createPitchSearch> }): PitchesService {
  return {
    async findPitches(ctx, query) {
      const search = await deps.search(ctx, query);
      const page = { offset: (query.pageNum - 1) * query.limit, limit: query.limit };
      const [data, total] = await Promise.all([search.page(ctx.tenantDb, page), search.count(ctx.tenantDb)]);
      return {
        data,
        totalResults: total,
        pageNum: query.pageNum,
        limit: query.limit,
        totalPages: Math.ceil(total / query.limit),
      };
    },
    async getPitchGraph(ctx, filters) {
      return { series: await countPitchesByYear(ctx.tenantDb, filters, today(ctx)) };
    },
  };
}
