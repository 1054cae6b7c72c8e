import type { WorkRelation, WorkRelationSearchQuery } from '@adatlas/domain/market-data';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { ExportableSearch } from '../../platform/database/search/record-search.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import {
  countWorkRelations,
  filteredBrands,
  findWorkRelationPage,
  workRelationExportQuery,
} from './work-relations.repository.ts';

/** Spain's data has no reliable company types on brands, so the filter is not offered there. */
const TENANTS_WITHOUT_TYPE_FILTER = new Set(['spain']);

function assertFiltersAvailable(ctx: RequestContext, query: WorkRelationSearchQuery): void {
  if (query.company_filters?.type?.length && TENANTS_WITHOUT_TYPE_FILTER.has(ctx.tenant)) {
    throw new AppError('VALIDATION_ERROR', `The company type filter is not available in ${ctx.tenant}`, [
      { path: 'body.company_filters.type', message: 'Not available in this country' },
    ]);
  }
}

export type WorkRelationExportRow = Awaited<
  ReturnType<ReturnType<typeof workRelationExportQuery>['execute']>
>[number];
export type WorkRelationSearch = ExportableSearch<WorkRelation, WorkRelationExportRow>;

/** The one work-relation search (brands with their agencies): list and export read it. */
export function createWorkRelationSearch(deps: { entitlements: Entitlements }) {
  return async function workRelationSearch(
    ctx: RequestContext,
    request: WorkRelationSearchQuery,
  ): Promise<WorkRelationSearch> {
    await deps.entitlements.assertMayRead(ctx, 'workRelation');
    assertFiltersAvailable(ctx, request);
    return {
      kind: 'workRelation',
      perCaller: false,
      async ids(tenantDb: TenantDb) {
        return filteredBrands(tenantDb, request).select('b.id as id');
      },
      count: (tenantDb) => countWorkRelations(tenantDb, request),
      page: (tenantDb, page) => findWorkRelationPage(tenantDb, request, page),
      async exportRows(tenantDb) {
        return workRelationExportQuery(tenantDb, request);
      },
    };
  };
}
