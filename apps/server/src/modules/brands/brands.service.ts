import type { BrandDetail, BrandListQuery } from '@adatlas/domain/brands';
import {
  type PagedMeta,
  pageOffset,
  SEARCH_COUNT_CAP,
  toCappedCount,
  toPagedMeta,
} from '@adatlas/domain/search';
import { resolveName } from '../../platform/database/search/name-matchers.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { MediaLinks } from '../media/media-links.ts';
import { countBrands, findBrandPage, getBrandRow } from './brands.repository.ts';

type BrandListItem = {
  id: number;
  name: string;
  logo: string | null;
  company: { id: number; name: string } | null;
};

export interface BrandsService {
  findBrands(ctx: RequestContext, query: BrandListQuery): Promise<PagedMeta & { data: BrandListItem[] }>;
  getBrand(ctx: RequestContext, id: number): Promise<BrandDetail>;
}

export function createBrandsService(deps: {
  entitlements: Entitlements;
  mediaLinks: MediaLinks;
}): BrandsService {
  return {
    async findBrands(ctx, { name, pageNum, limit }) {
      const db = ctx.tenantDb.db;
      const match = name ? await resolveName(db, 'brand', name) : undefined;
      const [rows, counted] = await Promise.all([
        findBrandPage(db, match, { offset: pageOffset(pageNum, limit), limit }),
        countBrands(db, match),
      ]);
      return {
        ...toPagedMeta(toCappedCount(counted, SEARCH_COUNT_CAP), pageNum, limit),
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          logo: row.logo_url,
          company:
            row.company_id !== null && row.company_name !== null
              ? { id: row.company_id, name: row.company_name }
              : null,
        })),
      };
    },

    async getBrand(ctx, id) {
      const [row, mayReadPitches, mayReadContacts] = await Promise.all([
        getBrandRow(ctx.tenantDb.db, id),
        deps.entitlements.mayRead(ctx, 'pitch'),
        deps.entitlements.mayRead(ctx, 'contact'),
      ]);
      if (!row) throw new AppError('NOT_FOUND', `Brand ${id} not found`);
      return {
        id: row.id,
        name: row.name,
        active: row.active,
        logo: row.logo_url,
        website: row.website,
        company: row.company,
        sectors: row.sectors,
        externalLinks: row.external_links,
        agencies: row.agencies,
        creas: row.creas.map((crea) => ({
          ...crea,
          snapshotUrl: deps.mediaLinks.sign(crea.snapshotUrl, ctx.tenant),
        })),
        // Linked records follow their own kind's licence, not the brand's.
        pitches: mayReadPitches ? row.pitches : [],
        contacts: mayReadContacts ? row.contacts : [],
      };
    },
  };
}
