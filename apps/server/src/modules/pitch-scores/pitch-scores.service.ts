import type { PitchScorePage, PitchScoreSearchQuery } from '@adatlas/domain/market-data';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { createPitchScoreSearch } from './pitch-score.search.ts';

export interface PitchScoresService {
  findPitchScores(ctx: RequestContext, query: PitchScoreSearchQuery): Promise<PitchScorePage>;
}

/** The pitch-score list; its search checks the `pitchScores` scope and the tenant's flag. */
export function createPitchScoresService(deps: {
  search: ReturnType<typeof createPitchScoreSearch>;
}): PitchScoresService {
  return {
    async findPitchScores(ctx, query) {
      const search = await deps.search(ctx, query);
      const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
      const [results, total] = await Promise.all([
        search.page(ctx.tenantDb, page),
        search.count(ctx.tenantDb),
      ]);
      return {
        results,
        pageInfo: {
          totalResults: total,
          currentPage: query.page,
          totalPages: Math.ceil(total / query.pageSize),
        },
      };
    },
  };
}
