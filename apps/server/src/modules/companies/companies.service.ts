import type { CompanyListItem, CompanySearchRequest, CompanySearchResponse } from '@adatlas/domain/companies';
import { lastUpdatedAt } from '@adatlas/domain/record-history';
import {
  isPageBeyondCap,
  pageOffset,
  SEARCH_COUNT_CAP,
  toCappedCount,
  toPagedMeta,
} from '@adatlas/domain/search';
import type { TenantDataCache } from '../../platform/database/tenant-data-cache.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { noResultsLimit, type ResultsLimit } from '../results-limit/results-limit.ts';
import type { CompanyPageRow, createCompanySearch } from './company.search.ts';

export interface CompaniesService {
  findCompanies(ctx: RequestContext, request: CompanySearchRequest): Promise<CompanySearchResponse>;
}

export interface CompaniesServiceOptions {
  search: ReturnType<typeof createCompanySearch>;
  /** Pages starting at or beyond this many results answer TOO_MANY_RESULTS. */
  maxResults: number;
  resultsLimit?: ResultsLimit;
  /** Reuses a page and its count until the tenant's data changes (not with per-user filters). */
  cache?: TenantDataCache;
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
      const { limit } = request;
      // A results-limited plan sees the first page only, whatever page it asks for.
      const isLimited = await (options.resultsLimit ?? noResultsLimit)(ctx);
      const pageNum = isLimited ? 1 : request.pageNum;
      const search = await options.search(ctx, request);
      if (isPageBeyondCap(pageNum, limit, options.maxResults)) {
        throw new AppError(
          'TOO_MANY_RESULTS',
          'The search returned too many results. Please refine your search criteria.',
        );
      }
      const page = () =>
        Promise.all([
          search.page(ctx.tenantDb, { offset: pageOffset(pageNum, limit), limit }),
          search.count(ctx.tenantDb),
        ]);
      const key = `companies:${JSON.stringify({ ...request, pageNum })}`;
      const [rows, counted] =
        options.cache && !search.perCaller ? await options.cache.get(ctx.tenant, key, page) : await page();
      const meta = toPagedMeta(toCappedCount(counted, SEARCH_COUNT_CAP), pageNum, limit, isLimited);
      return { ...meta, data: rows.map(toListItem) };
    },
  };
}
