import type { CompanyListItem, CompanySearchRequest, CompanySearchResponse } from '@adatlas/domain/companies';
import { lastUpdatedAt } from '@adatlas/domain/record-history';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findSearchPage, type SearchPageOptions } from '../results-limit/search-page.ts';
import type { CompanyPageRow, createCompanySearch } from './company.search.ts';

export interface CompaniesService {
  findCompanies(ctx: RequestContext, request: CompanySearchRequest): Promise<CompanySearchResponse>;
}

export interface CompaniesServiceOptions extends SearchPageOptions {
  search: ReturnType<typeof createCompanySearch>;
}

function toListItem(row: CompanyPageRow): CompanyListItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    logo: row.logo_url,
    city: row.city,
    province: row.province,
    region: row.region,
    website: row.website,
    mainCategory:
      row.main_category_id !== null && row.main_category_key !== null
        ? { id: row.main_category_id, key: row.main_category_key }
        : null,
    sectorIds: row.sector_ids,
    numberOfContacts: row.number_of_contacts,
    updatedAt: lastUpdatedAt(row.modified_at, row.verified_at).toISOString(),
  };
}

export function createCompaniesService(options: CompaniesServiceOptions): CompaniesService {
  return {
    async findCompanies(ctx, request) {
      const search = await options.search(ctx, request);
      const { meta, rows } = await findSearchPage(ctx, request, search, {
        ...options,
        cacheKind: 'companies',
      });
      return { ...meta, data: rows.map(toListItem) };
    },
  };
}
