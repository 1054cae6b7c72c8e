import type { WorkRelationPage, WorkRelationSearchQuery } from '@adatlas/domain/market-data';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findWorkRelationPage } from './work-relations.repository.ts';

/** Spain's data has no reliable company types on brands, so the filter is not offered there. */
const TENANTS_WITHOUT_TYPE_FILTER = new Set(['spain']);

/** Rejects the company type filter where the tenant does not offer it (also used by the export). */
export function assertWorkRelationFiltersAvailable(
  ctx: RequestContext,
  query: WorkRelationSearchQuery,
): void {
  if (query.company_filters?.type?.length && TENANTS_WITHOUT_TYPE_FILTER.has(ctx.tenant)) {
    throw new AppError('VALIDATION_ERROR', `The company type filter is not available in ${ctx.tenant}`, [
      { path: 'body.company_filters.type', message: 'Not available in this country' },
    ]);
  }
}

export interface WorkRelationsService {
  findWorkRelations(ctx: RequestContext, query: WorkRelationSearchQuery): Promise<WorkRelationPage>;
}

export function createWorkRelationsService(): WorkRelationsService {
  return {
    async findWorkRelations(ctx, query) {
      assertWorkRelationFiltersAvailable(ctx, query);
      const { data, total } = await findWorkRelationPage(ctx.tenantDb, query);
      return { workRelations: { data, totalResults: total } };
    },
  };
}
