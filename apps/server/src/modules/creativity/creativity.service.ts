import { CREA_PAGE_SIZE, type CreaPage, type CreaSearchQuery } from '@adatlas/domain/market-data';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { MediaLinks } from '../media/media-links.ts';
import { findCreaPage } from './creativity.repository.ts';

export interface CreativityService {
  findCreas(ctx: RequestContext, query: CreaSearchQuery, limit?: number): Promise<CreaPage>;
}

export function createCreativityService(deps: { mediaLinks: MediaLinks }): CreativityService {
  return {
    async findCreas(ctx, query, limit = CREA_PAGE_SIZE) {
      const { rows, total } = await findCreaPage(ctx.tenantDb, { ...query, limit });
      const data = rows.map((row) => ({
        ...row,
        snapshotUrl: deps.mediaLinks.sign(row.snapshotUrl, ctx.tenant),
      }));
      return { data, totalResults: total };
    },
  };
}
