import {
  type CompanyFacetField,
  type CompanyFilters,
  type CompanySearchRequest,
  findUnavailableCompanyFilters,
} from '@adatlas/domain/companies';
import { withDescendants } from '@adatlas/domain/reference-lists';
import { FACET_VALUES_MAX } from '@adatlas/domain/search';
import type { Kysely } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from '../../platform/database/search/capped-count.ts';
import { facetOfTree, facetOfValues } from '../../platform/database/search/facet-counts.ts';
import { resolveName } from '../../platform/database/search/name-matchers.ts';
import {
  type ExportableSearch,
  type FacetedSearch,
  once,
} from '../../platform/database/search/record-search.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { commentViewerOf } from '../comments/comment-visibility.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import {
  companyExportQuery,
  companyPageQuery,
  filteredCompanies,
  findTreeLinks,
} from './companies.repository.ts';
import type { ExpandedCompanyFilters } from './company-filters.ts';
import { resolveNielsenFilters } from './nielsen-filter.ts';

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
 * Adds the descendants of the chosen sectors and main categories (tree filters), the company
 * ids of the Nielsen filters that keep few companies (see `resolveNielsenFilters`), and whether
 * the name key includes its typo matches (as the quick search decides, `resolveName`).
 */
export async function expandCompanyTreeFilters(
  db: Kysely<TenantDatabase>,
  filters: Omit<CompanyFilters, 'key'> & { key?: string },
): Promise<ExpandedCompanyFilters> {
  const { sector, main_category, key, ...rest } = filters;
  const expanded: ExpandedCompanyFilters = rest;
  if (key) expanded.key = await resolveName(db, 'company', key);
  if (sector?.length) expanded.sectorIds = withDescendants(await findTreeLinks(db, 'sectors'), sector);
  if (main_category?.length) {
    expanded.mainCategoryIds = withDescendants(await findTreeLinks(db, 'categories'), main_category);
  }
  if (rest.nielsen_filters?.length) {
    expanded.nielsen_filters = await resolveNielsenFilters(db, rest.nielsen_filters);
  }
  return expanded;
}

/** The company list's search as every caller sends it; paging is the caller's. */
export type CompanySearchInput = Omit<CompanySearchRequest, 'pageNum' | 'limit'> &
  Partial<Pick<CompanySearchRequest, 'pageNum' | 'limit'>>;

export type CompanyPageRow = Awaited<ReturnType<ReturnType<typeof companyPageQuery>['execute']>>[number];
export type CompanyExportRow = Awaited<ReturnType<ReturnType<typeof companyExportQuery>['execute']>>[number];
export type CompanySearch = ExportableSearch<CompanyPageRow, CompanyExportRow> &
  FacetedSearch<CompanyFacetField>;

/** The one company search: list, tag-all, saved-search count and export all read it. */
export function createCompanySearch(deps: { entitlements: Entitlements }) {
  return async function companySearch(
    ctx: RequestContext,
    request: CompanySearchInput,
  ): Promise<CompanySearch> {
    await deps.entitlements.assertMayRead(ctx, 'company');
    const { sort_key, sort_direction, pageNum: _pageNum, limit: _limit, ...filters } = request;
    assertFiltersAvailable(ctx, filters);
    const sort = { key: sort_key, direction: sort_direction };
    const expand = async (chosen: typeof filters) => ({
      ...(await expandCompanyTreeFilters(ctx.tenantDb.db, chosen)),
      commentViewer: commentViewerOf(ctx),
    });
    const expanded = once(() => expand(filters));
    return {
      kind: 'company',
      perCaller: Boolean(filters.only_with_comments),
      async ids({ db }: TenantDb) {
        return filteredCompanies(db, await expanded()).select('companies.id as id');
      },
      async count({ db }) {
        return countUpToCap(db, filteredCompanies(db, await expanded()));
      },
      async page({ db }, page) {
        return companyPageQuery(db, await expanded(), sort, page).execute();
      },
      async exportRows({ db }) {
        return companyExportQuery(db, await expanded(), sort);
      },
      async facet({ db }, field) {
        const others = filteredCompanies(db, await expand({ ...filters, [field]: undefined }));
        if (field === 'city') {
          return facetOfValues(others, 'companies.city', {
            chosen: filters.city ?? [],
            limit: FACET_VALUES_MAX,
          });
        }
        return facetOfTree(others, 'companies.main_category_id', await findTreeLinks(db, 'categories'));
      },
    };
  };
}
