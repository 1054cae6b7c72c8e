import type { CompanyFacetField } from '@adatlas/domain/companies';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../api/companies.queries.ts';
import { type FacetCounts, toFacetCounts } from '../utils/facetCounts.ts';
import type { CompanySearchState } from './useCompanySearchState.ts';

/**
 * The counts beside the company filters' values for the list's current filters, fetched beside
 * the list (never holding it up); undefined while they load or when the server refuses them.
 */
export function useCompanyFacets(
  state: CompanySearchState,
  fields: CompanyFacetField[],
): Partial<Record<CompanyFacetField, FacetCounts>> {
  const { pageNum: _page, sort_key: _sort, sort_direction: _direction, ...filters } = state;
  const facets = useQuery(companyQueries.facets({ ...filters, fields }));
  return {
    main_category: toFacetCounts(facets.data?.main_category),
    city: toFacetCounts(facets.data?.city),
  };
}
