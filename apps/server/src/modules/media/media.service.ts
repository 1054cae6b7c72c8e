import type { TenantId } from '@adatlas/domain/tenants';
import type { Databases, TenantDb } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { renderCreaThumbnail } from './crea-thumbnail.ts';
import type { MediaLinks } from './media-links.ts';

export interface MediaService {
  /** The SVG of a work, only through a link the server signed for that tenant and work. */
  getCreaThumbnail(tenant: TenantId, id: number, signature: string | undefined): Promise<string>;
}

/** Where a thumbnail's title comes from: the creativity module, wired in by the composition root. */
export interface CreaTitles {
  findThumbnailTitle(tenantDb: TenantDb, id: number): Promise<{ id: number; title: string } | undefined>;
}

export function createMediaService(deps: {
  databases: Databases;
  mediaLinks: MediaLinks;
  creaTitles: CreaTitles;
}): MediaService {
  return {
    async getCreaThumbnail(tenant, id, signature) {
      // An unsigned or forged link is answered like a missing work: it says nothing about the data.
      if (!deps.mediaLinks.verify(tenant, id, signature)) {
        throw new AppError('NOT_FOUND', `No creative work ${id}`);
      }
      const crea = await deps.creaTitles.findThumbnailTitle(deps.databases.tenant(tenant), id);
      if (!crea) throw new AppError('NOT_FOUND', `No creative work ${id}`);
      return renderCreaThumbnail(crea.id, crea.title);
    },
  };
}
