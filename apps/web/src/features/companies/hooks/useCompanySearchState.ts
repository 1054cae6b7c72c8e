import { DEFAULT_PAGE_SIZE } from '@adatlas/domain/common';
import { type CompanySearchRequest, CompanySearchRequestSchema } from '@adatlas/domain/companies';
import type { UrlCodecs } from '../../search/index.ts';
import { useSearchUrlState } from '../../search/index.ts';

export type CompanySearchState = Omit<CompanySearchRequest, 'limit'>;

export const COMPANY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** How each company filter is written in the URL (repeated params, or JSON for filter families). */
export const COMPANY_URL_CODECS: UrlCodecs = {
  // A saved-search alert's link lists the records that entered the search (saved-searches).
  id: 'ids',
  key: 'text',
  main_category: 'ids',
  only_with_comments: 'bool',
  city: 'texts',
  province: 'texts',
  region: 'texts',
  sector: 'ids',
  other_categories: 'ids',
  ateco_code: 'text',
  financial_filters: 'json',
  creation_year: 'int',
  nation_orig: 'texts',
  store_number_from: 'int',
  store_number_to: 'int',
  income_range: 'texts',
  employer_range: 'texts',
  international_invest: 'texts',
  medium_planning: 'texts',
  nielsen_filters: 'json',
  job_offer_filters: 'json',
  acquisition_after: 'text',
  acquisition_before: 'text',
  acquisition_role: 'text',
  investment_round_filters: 'json',
  collectiveAgreements: 'ids',
  changed_since: 'text',
  sort_key: 'text',
  sort_direction: 'text',
  pageNum: 'int',
};

const DEFAULTS: CompanySearchState = { sort_key: 'name', sort_direction: 'asc', pageNum: 1 };

export function useCompanySearchState() {
  return useSearchUrlState<CompanySearchState>({
    codecs: COMPANY_URL_CODECS,
    schemas: CompanySearchRequestSchema.shape,
    defaults: DEFAULTS,
  });
}

/** The filters (without sort and page) that are set, to count them on the "other filters" toggle. */
export function countActiveFilters(
  state: CompanySearchState,
  names: readonly (keyof CompanySearchState)[],
): number {
  return names.filter((name) => {
    const value = state[name];
    return value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
  }).length;
}
