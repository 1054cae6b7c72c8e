import type { PitchFilters, PitchGraph, PitchPage, PitchSearchQuery } from '@adatlas/domain/market-data';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { countPitchesByYear, findPitchPage } from './pitches.repository.ts';

export interface PitchesService {
  findPitches(ctx: RequestContext, query: PitchSearchQuery): Promise<PitchPage>;
  getPitchGraph(ctx: RequestContext, filters: PitchFilters): Promise<PitchGraph>;
}

/** The calendar day the request runs on: a pitch ending today counts as closed. */
export function today(ctx: RequestContext): string {
  return ctx.now.toISOString().slice(0, 10);
}

export function createPitchesService(): PitchesService {
  return {
    async findPitches(ctx, query) {
      const { rows, total } = await findPitchPage(ctx.tenantDb, query, today(ctx));
      return {
        data: rows,
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
