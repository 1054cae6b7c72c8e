import type { EntityNewsList, EntityNewsParams } from '@adatlas/domain/market-data';
import { hasScope } from '@adatlas/domain/scopes';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FeatureGate } from '../../platform/http/feature-gate.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findEntityNews } from './entity-news.repository.ts';

export interface EntityNewsService {
  findEntityNews(ctx: RequestContext, params: EntityNewsParams): Promise<EntityNewsList>;
}

export function createEntityNewsService(deps: { flags: FeatureGate }): EntityNewsService {
  return {
    async findEntityNews(ctx, params) {
      await deps.flags.assertEnabled(ctx, 'entityNews');
      // The route lets in either scope; a company's news needs `company`, a contact's `contact`.
      if (!ctx.isAdmin && !hasScope(ctx.scopes, params.entityType)) {
        throw new AppError('FORBIDDEN_ERROR', `Needs the ${params.entityType} scope`);
      }
      return { data: await findEntityNews(ctx.tenantDb, params) };
    },
  };
}
