import type { PitchSearchQuery, PitchSummary } from '@adatlas/domain/market-data';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { RecordSearch } from '../../platform/database/search/record-search.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import { countPitches, filteredPitches, findPitchPage } from './pitch.repository.ts';

/** The calendar day the request runs on: a pitch ending today counts as closed. */
export function today(ctx: RequestContext): string {
  return ctx.now.toISOString().slice(0, 10);
}

/** The pitch list's search as every caller sends it; paging is the caller's. */
export type PitchSearchInput = Omit<PitchSearchQuery, 'pageNum' | 'limit'>;
export type PitchSearch = RecordSearch<PitchSummary>;

/** The one pitch search: list, tag-all and saved-search count read it. */
export function createPitchSearch(deps: { entitlements: Entitlements }) {
  return async function pitchSearch(ctx: RequestContext, request: PitchSearchInput): Promise<PitchSearch> {
    await deps.entitlements.assertMayRead(ctx, 'pitch');
    const day = today(ctx);
    return {
      kind: 'pitch',
      perCaller: false,
      async ids(tenantDb: TenantDb) {
        return filteredPitches(tenantDb, request, day).select('p.id as id');
      },
      count: (tenantDb) => countPitches(tenantDb, request, day),
      page: (tenantDb, page) => findPitchPage(tenantDb, request, day, page),
    };
  };
}
