import { CREA_PAGE_SIZE, type CreaPage, type CreaSearchQuery } from '@adatlas/domain/market-data';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { MediaLinks } from '../media/media-links.ts';
import { findCreaPage, getCreaTitle } from './creativity.repository.ts';

export interface CreativityService {
  findCreas(ctx: RequestContext, query: CreaSearchQuery, limit?: number): Promise<CreaPage>;
  /** A work's id and title for its thumbnail, read outside a request (the <img> has no session). */
  findThumbnailTitle(tenantDb: TenantDb, id: number): Promise<{ id: number; title: string } | undefined>;
}

export function createCreativityService(deps: { mediaLinks: MediaLinks }): CreativityService {
  return {
    findThumbnailTitle: (tenantDb, id) => getCreaTitle(tenantDb, id),
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
