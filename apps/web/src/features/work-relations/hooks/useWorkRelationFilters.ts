import { COMPANY_TYPES } from '@adatlas/domain/common';
import { DEFAULT_SORTS } from '@adatlas/domain/market';
import { WORK_RELATIONS_PAGE_SIZE, type WorkRelationSearchQuery } from '@adatlas/domain/market-data';
import type { TenantId } from '@adatlas/domain/tenants';
import { z } from 'zod';
import { useUrlFilters } from '../../../shared/hooks/useUrlFilters.ts';
import { urlEnum, urlId, urlInt, urlList, urlText } from '../../../shared/utils/urlParams.ts';

const WorkRelationUrlSchema = z.object({
  text: urlText,
  sector: urlList(urlId),
  type: urlList(z.enum(COMPANY_TYPES)),
  dir: urlEnum(['asc', 'desc'], DEFAULT_SORTS.workRelations.direction),
  page: urlInt(1, 1),
});
export type WorkRelationUrlFilters = z.infer<typeof WorkRelationUrlSchema>;

/** Spain's brands carry no reliable company type: the API refuses that filter there. */
export function offersCompanyTypeFilter(tenant: TenantId): boolean {
  return tenant !== 'spain';
}

export function toWorkRelationQuery(url: WorkRelationUrlFilters, tenant: TenantId): WorkRelationSearchQuery {
  const types = offersCompanyTypeFilter(tenant) ? url.type : [];
  return {
    brand_company_agency: url.text || undefined,
    sector: url.sector.length ? url.sector : undefined,
    company_filters: types.length ? { type: types } : undefined,
    sort_key: 'company',
    sort_direction: url.dir,
    pageNum: url.page,
    limit: WORK_RELATIONS_PAGE_SIZE,
  };
}

export function useWorkRelationFilters() {
  return useUrlFilters(WorkRelationUrlSchema, { pageKey: 'page', firstPage: 1 });
}
