import type { BrandDetail, BrandListQuery } from '@adatlas/domain/brands';
import {
  type PagedMeta,
  pageOffset,
  SEARCH_COUNT_CAP,
  toCappedCount,
  toPagedMeta,
} from '@adatlas/domain/search';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
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

export function createBrandsService(): BrandsService {
  return {
    async findBrands(ctx, { name, pageNum, limit }) {
      const db = ctx.tenantDb.db;
      const [rows, counted] = await Promise.all([
        findBrandPage(db, name, { offset: pageOffset(pageNum, limit), limit }),
        countBrands(db, name),
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
      const row = await getBrandRow(ctx.tenantDb.db, id);
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
        creas: row.creas,
        pitches: row.pitches,
        contacts: row.contacts,
      };
    },
  };
}
