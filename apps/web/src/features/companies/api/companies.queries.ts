import type {
  CompanyBrand,
  CompanyContact,
  CompanyDetail,
  CompanyFacetsRequest,
  CompanyFacetsResponse,
  CompanyPreview,
  CompanySearchRequest,
  CompanySearchResponse,
  CreaSummary,
  FinancialYear,
  GroupTreeNode,
  InvestmentRound,
  JobOffer,
  NielsenHistory,
  PitchSummary,
  SocialMediaNetwork,
} from '@adatlas/domain/companies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';
import { facetCountsQuery, searchListQuery } from '../../../shared/api/searchListQueries.ts';

const base = (id: number) => `/frontend/company/${id}`;

/** A facets request: the list's filters and the fields to count, without the page or the order. */
export type CompanyFacetsBody = Omit<
  CompanyFacetsRequest,
  'sort_key' | 'sort_direction' | 'pageNum' | 'limit'
>;

export interface CompanyPitchFilters {
  category?: number;
  from?: string;
  to?: string;
}

async function dataOf<T>(
  path: string,
  signal: AbortSignal,
  query?: Record<string, string | number | undefined>,
) {
  return (await apiRequest<{ data: T }>(path, { signal, query })).data;
}

export const companyQueries = {
  all: ['companies'] as const,
  list: (request: CompanySearchRequest) =>
    searchListQuery('companies', '/frontend/company', request, (page: CompanySearchResponse) => page),
  facets: (request: CompanyFacetsBody) =>
    facetCountsQuery(
      'companies',
      '/frontend/company/facets',
      request,
      (answer: CompanyFacetsResponse) => answer.data,
    ),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'detail'],
      queryFn: ({ signal }) => dataOf<CompanyDetail>(base(id), signal),
    }),
  /** Name, type, city and tabs without spending a credit: the page of a user out of credits. */
  preview: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'preview'],
      queryFn: ({ signal }) => dataOf<CompanyPreview>(`${base(id)}/preview`, signal),
    }),
  /** Every function filter's list of a company's contacts, for invalidation after a contact opens. */
  contactsOf: (id: number) => ['companies', id, 'contacts'] as const,
  contacts: (id: number, functionId?: number) =>
    queryOptions({
      queryKey: [...companyQueries.contactsOf(id), functionId ?? null],
      queryFn: ({ signal }) =>
        dataOf<CompanyContact[]>(`${base(id)}/contacts`, signal, { function: functionId }),
      placeholderData: keepPreviousData,
    }),
  financials: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'financials'],
      queryFn: ({ signal }) => dataOf<FinancialYear[]>(`${base(id)}/financials`, signal),
    }),
  jobOffers: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'job-offers'],
      queryFn: ({ signal }) => dataOf<JobOffer[]>(`${base(id)}/job-offers`, signal),
    }),
  investmentRounds: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'investment-rounds'],
      queryFn: ({ signal }) => dataOf<InvestmentRound[]>(`${base(id)}/investment-rounds`, signal),
    }),
  nielsen: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'nielsen'],
      queryFn: ({ signal }) => dataOf<NielsenHistory>(`${base(id)}/nielsen`, signal),
    }),
  socialMedia: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'social-media'],
      queryFn: ({ signal }) => dataOf<SocialMediaNetwork[]>(`${base(id)}/socialMedia`, signal),
    }),
  brands: (id: number, sectors: readonly number[]) =>
    queryOptions({
      queryKey: ['companies', id, 'brands', sectors],
      queryFn: async ({ signal }) => {
        const params = new URLSearchParams(sectors.map((sector) => ['sectors[]', String(sector)]));
        const suffix = params.size > 0 ? `?${params}` : '';
        return apiRequest<{ kind: 'own' | 'working'; data: CompanyBrand[] }>(`${base(id)}/brands${suffix}`, {
          signal,
        });
      },
      placeholderData: keepPreviousData,
    }),
  pitches: (id: number, filters: CompanyPitchFilters) =>
    queryOptions({
      queryKey: ['companies', id, 'pitches', filters],
      queryFn: ({ signal }) =>
        apiRequest<{ data: PitchSummary[]; graph: { year: number; count: number }[] }>(
          `${base(id)}/pitches`,
          {
            signal,
            query: { category: filters.category, from: filters.from, to: filters.to },
          },
        ),
      placeholderData: keepPreviousData,
    }),
  creas: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'creas'],
      queryFn: ({ signal }) => dataOf<CreaSummary[]>(`${base(id)}/creas`, signal, { hide_inactive: 'true' }),
    }),
  group: (id: number) =>
    queryOptions({
      queryKey: ['companies', id, 'group'],
      queryFn: ({ signal }) => dataOf<GroupTreeNode>(`${base(id)}/group`, signal),
    }),
  /** Name autocomplete of the filter bar: the first names of a company search on the key. */
  names: (key: string) =>
    queryOptions({
      queryKey: ['companies', 'names', key],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<CompanySearchResponse>('/frontend/company', {
            method: 'POST',
            body: { key, limit: 8 },
            signal,
          })
        ).data,
      staleTime: 60_000,
    }),
};
