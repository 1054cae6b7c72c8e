import {
  type CompanyFilters,
  type CompanyListItem,
  type CompanySearchRequest,
  type CompanySearchResponse,
  findUnavailableCompanyFilters,
} from '@adatlas/domain/companies';
import { withDescendants } from '@adatlas/domain/reference-lists';
import {
  isPageBeyondCap,
  pageOffset,
  SEARCH_COUNT_CAP,
  toCappedCount,
  toPagedMeta,
} from '@adatlas/domain/search';
import type { Kysely } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import type { TenantDataCache } from '../../platform/database/tenant-data-cache.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { commentViewerOf } from '../comments/comment-visibility.ts';
import { noResultsLimit, type ResultsLimit } from '../results-limit/results-limit.ts';
import { companyPageQuery, countCompanies, findTreeLinks } from './companies.repository.ts';
import type { ExpandedCompanyFilters } from './company-filters.ts';
import { resolveNielsenFilters } from './nielsen-filter.ts';

export interface CompaniesService {
  findCompanies(ctx: RequestContext, request: CompanySearchRequest): Promise<CompanySearchResponse>;
}

export interface CompaniesServiceOptions {
  /** Pages starting at or beyond this many results answer TOO_MANY_RESULTS. */
  maxResults: number;
  resultsLimit?: ResultsLimit;
  /** Reuses a page and its count until the tenant's data changes (not with per-user filters). */
  cache?: TenantDataCache;
}

/** Rejects filters the tenant does not offer (spain), naming them as validation fields. */
export function assertFiltersAvailable(ctx: RequestContext, filters: object, pathPrefix = ''): void {
  const unavailable = findUnavailableCompanyFilters(ctx.tenant, filters);
  if (unavailable.length === 0) return;
  throw new AppError(
    'VALIDATION_ERROR',
    `Filters not available in ${ctx.tenant}: ${unavailable.join(', ')}`,
    unavailable.map((name) => ({
      path: `body.${pathPrefix}${name}`,
      message: `not available in ${ctx.tenant}`,
    })),
  );
}

/**
 * Adds the descendants of the chosen sectors and main categories (tree filters), and the company
 * ids of the Nielsen filters that keep few companies (see `resolveNielsenFilters`).
 */
export async function expandCompanyTreeFilters(
  db: Kysely<TenantDatabase>,
  filters: Omit<CompanyFilters, 'key'> & { key?: string },
): Promise<ExpandedCompanyFilters> {
  const { sector, main_category, ...rest } = filters;
  const expanded: ExpandedCompanyFilters = rest;
  if (sector?.length) expanded.sectorIds = withDescendants(await findTreeLinks(db, 'sectors'), sector);
  if (main_category?.length) {
    expanded.mainCategoryIds = withDescendants(await findTreeLinks(db, 'categories'), main_category);
  }
  if (rest.nielsen_filters?.length) {
    expanded.nielsen_filters = await resolveNielsenFilters(db, rest.nielsen_filters);
  }
  return expanded;
}

function toListItem(
  row: Awaited<ReturnType<ReturnType<typeof companyPageQuery>['execute']>>[number],
): CompanyListItem {
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
  };
}

export function createCompaniesService(options: CompaniesServiceOptions): CompaniesService {
  return {
    async findCompanies(ctx, request) {
      const { sort_key, sort_direction, limit, ...filters } = request;
      // A results-limited plan sees the first page only, whatever page it asks for.
      const isLimited = await (options.resultsLimit ?? noResultsLimit)(ctx);
      const pageNum = isLimited ? 1 : request.pageNum;
      assertFiltersAvailable(ctx, filters);
      if (isPageBeyondCap(pageNum, limit, options.maxResults)) {
        throw new AppError(
          'TOO_MANY_RESULTS',
          'The search returned too many results. Please refine your search criteria.',
        );
      }
      const page = async () => {
        const db = ctx.tenantDb.db;
        const expanded = {
          ...(await expandCompanyTreeFilters(db, filters)),
          commentViewer: commentViewerOf(ctx),
        };
        return Promise.all([
          companyPageQuery(
            db,
            expanded,
            { key: sort_key, direction: sort_direction },
            { offset: pageOffset(pageNum, limit), limit },
          ).execute(),
          countCompanies(db, expanded),
        ]);
      };
      // "With comments" depends on who asks and on comments, which do not invalidate the cache.
      const key = `companies:${JSON.stringify({ ...filters, sort_key, sort_direction, pageNum, limit })}`;
      const [rows, counted] =
        options.cache && !filters.only_with_comments
          ? await options.cache.get(ctx.tenant, key, page)
          : await page();
      const meta = toPagedMeta(toCappedCount(counted, SEARCH_COUNT_CAP), pageNum, limit, isLimited);
      return { ...meta, data: rows.map(toListItem) };
    },
  };
}
