import type { EntityNewsList, EntityNewsParams } from '@adatlas/domain/market-data';
import type { FeatureGate } from '../../platform/http/feature-gate.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import { findEntityNews } from './entity-news.repository.ts';

export interface EntityNewsService {
  findEntityNews(ctx: RequestContext, params: EntityNewsParams): Promise<EntityNewsList>;
}

export function createEntityNewsService(deps: {
  flags: FeatureGate;
  entitlements: Entitlements;
}): EntityNewsService {
  return {
    async findEntityNews(ctx, params) {
      await deps.flags.assertEnabled(ctx, 'entityNews');
      // The route lets in either scope; a company's news needs `company`, a contact's `contact`.
      await deps.entitlements.assertMayRead(ctx, params.entityType);
      return { data: await findEntityNews(ctx.tenantDb, params) };
    },
  };
}
