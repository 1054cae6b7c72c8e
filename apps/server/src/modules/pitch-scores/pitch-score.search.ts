import type { PitchScore, PitchScoreSearchQuery } from '@adatlas/domain/market-data';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { RecordSearch } from '../../platform/database/search/record-search.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import { countPitchScores, filteredPitchScores, findPitchScorePage } from './pitch-scores.repository.ts';

/** The pitch-score list's search as every caller sends it; paging is the caller's. */
export type PitchScoreSearchInput = Omit<PitchScoreSearchQuery, 'page' | 'pageSize'>;
export type PitchScoreSearch = RecordSearch<PitchScore>;

/**
 * The one pitch-score search: list, tag-all and saved-search count read it. The kind needs the
 * `pitchScores` scope and the tenant's flag of the same name.
 */
export function createPitchScoreSearch(deps: { entitlements: Entitlements }) {
  return async function pitchScoreSearch(
    ctx: RequestContext,
    request: PitchScoreSearchInput,
  ): Promise<PitchScoreSearch> {
    await deps.entitlements.assertMayRead(ctx, 'pitchScore');
    return {
      kind: 'pitchScore',
      perCaller: false,
      async ids(tenantDb: TenantDb) {
        return filteredPitchScores(tenantDb, request).select('ps.id as id');
      },
      count: (tenantDb) => countPitchScores(tenantDb, request),
      page: (tenantDb, page) => findPitchScorePage(tenantDb, request, page),
    };
  };
}
